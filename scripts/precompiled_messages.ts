/**
 * The browser's catalogs without intl-messageformat's parser (docs/decisions.md, "Plurals"):
 * each message with a placeholder reaches the browser as the syntax tree intl-messageformat
 * would parse it into (formatjs's documented precompiling), and the parser module is replaced by
 * formatjs's own `no-parser` build. The server and the tests read the JSON strings as written.
 */
import { createRequire } from 'node:module'
import { IntlMessageFormat } from 'intl-messageformat'
import type { Plugin } from 'vite'

const CATALOG = /\/resources\/lang\/(\w+)\/\w+\.json$/

function compile(node: unknown, locale: string): unknown {
  if (typeof node === 'string') {
    return node.includes('{') ? new IntlMessageFormat(node, locale).getAst() : node
  }
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).map(([key, value]) => [
      key,
      compile(value, locale),
    ])
  )
}

export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const locale = id.match(CATALOG)?.[1]
      if (!locale) return null
      return { code: JSON.stringify(compile(JSON.parse(code), locale)), map: null }
    },
  }
}

/** The parser intl-messageformat imports, as it resolves it, swapped for its `no-parser` build. */
export function runtimeWithoutParser(): Record<string, string> {
  const fromRuntime = createRequire(createRequire(import.meta.url).resolve('intl-messageformat'))
  return {
    '@formatjs/icu-messageformat-parser': fromRuntime.resolve(
      '@formatjs/icu-messageformat-parser/no-parser.js'
    ),
  }
}
