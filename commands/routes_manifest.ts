import { readdir } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { middlewareInfo } from '@adonisjs/http-server/helpers'
import { VineValidator } from '@vinejs/vine'

/** A field of a validator: its path (`*` for an array element) and its kind. */
interface Field {
  path: string[]
  kind: string
}

interface SchemaNode {
  type: string
  subtype?: string
  fieldName?: string
  properties?: SchemaNode[]
  groups?: { conditions?: { schema: SchemaNode }[] }[]
  each?: SchemaNode
  schemas?: SchemaNode[]
  conditions?: { schema: SchemaNode }[]
}

/** The leaves of a compiled VineJS schema (objects and arrays walked into). */
function leaves(node: SchemaNode, path: string[], out: Field[]) {
  if (node.type === 'object') {
    for (const property of node.properties ?? []) {
      leaves(property, [...path, property.fieldName ?? ''], out)
    }
    for (const group of node.groups ?? []) {
      for (const condition of group.conditions ?? []) leaves(condition.schema, path, out)
    }
    if (!node.properties?.length && path.length) out.push({ path, kind: 'object' })
  } else if (node.type === 'array' && node.each) {
    leaves(node.each, [...path, '*'], out)
  } else if (node.type === 'union' || node.schemas || node.conditions) {
    for (const inner of node.schemas ?? node.conditions?.map((c) => c.schema) ?? []) {
      leaves(inner, path, out)
    }
  } else if (path.length) {
    out.push({ path, kind: node.subtype ?? node.type })
  }
}

/**
 * Prints, as one line of JSON, what the generated route tests
 * (tests/http/generated) read from the real application: every route with
 * its methods, pattern, parameters (and the matcher each one has) and named
 * middleware (with their arguments), and every field of every validator
 * (the modules under `app/` in a `validators` folder or named `*validator*`).
 */
export default class RoutesManifest extends BaseCommand {
  static commandName = 'routes:manifest'
  static description =
    'Print the routes (parameters, matchers, middleware) and validator fields as JSON for the generated route tests'
  static options: CommandOptions = { startApp: true }

  async run() {
    const router = await this.app.container.make('router')
    router.commit()
    const routes = []
    for (const route of Object.values(router.toJSON()).flat()) {
      const middleware = []
      for (const entry of route.middleware.all()) {
        const info = await middlewareInfo(entry)
        if (info.type === 'named') middleware.push({ name: info.name, args: info.args ?? null })
        else if (info.type !== 'global') middleware.push({ name: `(${info.type})`, args: null })
      }
      routes.push({
        name: route.name ?? null,
        methods: route.methods,
        pattern: route.pattern,
        params: route.tokens
          .filter((token) => token.type !== 0)
          .map((token) => ({
            name: token.val,
            wildcard: token.type === 2,
            optional: token.type === 3,
            matcher: route.matchers[token.val]?.match?.source ?? null,
          })),
        middleware,
      })
    }

    const fields: Field[] = []
    const seen = new Set<string>()
    for (const file of await this.validatorFiles(this.app.makePath('app'))) {
      const module = await import(pathToFileURL(file).href)
      for (const value of Object.values(module)) {
        if (!(value instanceof VineValidator)) continue
        const found: Field[] = []
        leaves((value.toJSON() as { schema: { schema: SchemaNode } }).schema.schema, [], found)
        for (const field of found) {
          const key = `${field.path.join('.')}:${field.kind}`
          if (!seen.has(key)) fields.push(field)
          seen.add(key)
        }
      }
    }
    this.logger.log(JSON.stringify({ routes, fields }))
  }

  /** The modules that hold validators: under a `validators` folder or named `*validator*`. */
  private async validatorFiles(folder: string): Promise<string[]> {
    const entries = await readdir(folder, { withFileTypes: true, recursive: true })
    return entries
      .map((entry) => ({ entry, path: `${entry.parentPath}/${entry.name}` }))
      .filter(
        ({ entry, path }) =>
          entry.isFile() &&
          /\.(ts|js)$/.test(entry.name) &&
          !entry.name.endsWith('.d.ts') &&
          /validator/i.test(path.slice(folder.length))
      )
      .map(({ path }) => path)
      .sort()
  }
}
