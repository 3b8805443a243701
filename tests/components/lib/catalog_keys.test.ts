/**
 * Every text key the front end names exists in both catalogs: a missing one renders as the raw
 * key (`quizzes.fields.cover`) on whatever page uses it. The keys are the string literals of
 * inertia/ that start with a catalog area (`'quizzes.fields.name'`, `label: 'nav.users'`, `` `topbar.roles.${role}` ``,
 * whose prefix must then be a group of keys); route names (`urlFor('quizzes.index')`, the image
 * routes `'quizzes.cover'`) are not texts.
 */
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { registry } from '@generated/registry'
import { describe, expect, test } from 'vitest'
import { typeScriptFiles } from '../../support/source_files.ts'
import { catalogs, LOCALES } from '~/lib/translate'

const root = join(import.meta.dirname, '../../..')

function at(catalog: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalog
    )
}

const routeNames = Object.keys(registry.routes)
const isRouteName = (name: string) =>
  routeNames.some((route) => route === name || route.startsWith(`${name}.`))

/** `file: 'key'` for each literal key (or key prefix, ending in `.*`) of inertia/. */
function usedKeys(): { file: string; key: string; prefix: boolean }[] {
  const areas = new Set(Object.keys(catalogs.ro ?? {}))
  return typeScriptFiles(join(root, 'inertia')).flatMap((path) => {
    const code = readFileSync(path, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
    const file = relative(root, path)
    return [...code.matchAll(/(['"`])([a-z_]+)((?:\.\w+)+)(\.?\$\{[^}]*\}[\w.]*)?\1/g)]
      .filter(
        ([, , area, , built]) => areas.has(area) && (built === undefined || built.startsWith('.'))
      )
      .map(([, , area, rest, built]) => ({
        file,
        key: `${area}${rest}`,
        prefix: built !== undefined,
      }))
      .filter(({ key, prefix }) => prefix || !isRouteName(key))
  })
}

describe('the catalog keys the pages use', () => {
  test('the scan sees the keys of the pages (a plain key, a key built from a prefix)', () => {
    const keys = usedKeys()
    expect(keys).toContainEqual({
      file: 'inertia/pages/quizzes/edit.tsx',
      key: 'quizzes.fields.name',
      prefix: false,
    })
    expect(keys.some(({ prefix }) => prefix)).toBe(true)
    expect(keys.map(({ key }) => key)).not.toContain('quizzes.index')
  })

  for (const locale of LOCALES) {
    test(`every key used in inertia/ has a text in the ${locale} catalog`, () => {
      const missing = usedKeys()
        .filter(({ key, prefix }) => {
          const found = at(catalogs[locale], key)
          return prefix
            ? typeof found !== 'object'
            : typeof found !== 'string' && !Array.isArray(found)
        })
        .map(({ file, key, prefix }) => `${file}: ${key}${prefix ? '.*' : ''}`)
      expect(missing).toEqual([])
    })
  }
})
