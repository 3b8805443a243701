import { readdir } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { middlewareInfo } from '@adonisjs/http-server/helpers'
import { VineValidator } from '@vinejs/vine'

/**
 * A field of a validator: its path (`*` for an array element), its kind and
 * whether a form must fill it: `required` (it and every block around it are
 * required), `conditional` (required when another field says so:
 * `requiredWhen`, `requiredIfMissing`…, or when its optional block is sent)
 * or `optional`.
 */
interface Field {
  path: string[]
  kind: string
  presence: 'required' | 'conditional' | 'optional'
  /** The values an enum (or a string `in` a list) accepts. */
  choices?: unknown[]
}

interface SchemaNode {
  type: string
  isOptional?: boolean
  validations?: { name?: string; implicit?: boolean; ruleFnId?: string }[]
  subtype?: string
  fieldName?: string
  properties?: SchemaNode[]
  groups?: { conditions?: { schema: SchemaNode }[] }[]
  each?: SchemaNode
  schemas?: SchemaNode[]
  conditions?: { schema: SchemaNode }[]
}

/**
 * How present a node must be, given its parent block: a required field of an
 * optional block is required only when the block is sent (`conditional`).
 */
function presenceOf(node: SchemaNode, parent: Field['presence']): Field['presence'] {
  if (!node.isOptional) return parent === 'required' ? 'required' : 'conditional'
  return node.validations?.some((rule) => rule.implicit) ? 'conditional' : 'optional'
}

/** The rule a type reports a value of the wrong type under (VineJS, AdonisJS's `vine.file()`). */
const TYPE_RULES: Record<string, string> = { record: 'object', multipartFile: 'file' }
/** Length rules of a list or a record are reported with its type in front (`array.maxLength`). */
const PREFIXED = new Set(['minLength', 'maxLength', 'fixedLength'])

/** A node of a validator and the rules its errors are reported under (the catalog's keys). */
interface RuledField {
  path: string[]
  rules: string[]
}

/**
 * Every node of a compiled schema (blocks, lists and their elements included) with its
 * rules: `required`, its type's, then its own named rules (custom rules report their own).
 */
function ruledFields(node: SchemaNode, path: string[], out: RuledField[]) {
  const type = node.type === 'literal' ? (node.subtype ?? 'literal') : node.type
  if (path.length && type !== 'union') {
    const rules = ['required', TYPE_RULES[type] ?? type]
    for (const { name } of node.validations ?? []) {
      if (!name) continue
      const prefix = (type === 'array' || type === 'record') && PREFIXED.has(name)
      rules.push(prefix ? `${type}.${name}` : name)
    }
    out.push({ path, rules: rules.filter((rule) => rule !== 'any') })
  }
  for (const property of node.properties ?? []) {
    ruledFields(property, [...path, property.fieldName ?? ''], out)
  }
  for (const group of node.groups ?? []) {
    for (const condition of group.conditions ?? []) ruledFields(condition.schema, path, out)
  }
  if (node.each) ruledFields(node.each, [...path, '*'], out)
  for (const inner of node.schemas ?? node.conditions?.map((c) => c.schema) ?? []) {
    ruledFields(inner, path, out)
  }
  return out
}

/** The options of the compiled rules (`confirmed` names its confirmation field there). */
type Refs = Record<string, { options?: { confirmationField?: string; choices?: unknown } }>

/** The values a leaf accepts when a rule lists them (`vine.enum`, `in`), else none. */
function choicesOf(node: SchemaNode, refs: Refs) {
  for (const rule of node.validations ?? []) {
    const choices = refs[rule.ruleFnId ?? '']?.options?.choices
    if (Array.isArray(choices)) return { choices }
  }
  return {}
}

/** The leaves of a compiled VineJS schema (objects and arrays walked into). */
function leaves(
  node: SchemaNode,
  path: string[],
  out: Field[],
  refs: Refs,
  presence: Field['presence'] = 'required'
) {
  const own = path.length ? presenceOf(node, presence) : presence
  if (node.type === 'object') {
    for (const property of node.properties ?? []) {
      leaves(property, [...path, property.fieldName ?? ''], out, refs, own)
    }
    for (const group of node.groups ?? []) {
      for (const condition of group.conditions ?? []) {
        leaves(condition.schema, path, out, refs, own === 'optional' ? 'optional' : 'conditional')
      }
    }
    if (!node.properties?.length && path.length) out.push({ path, kind: 'object', presence: own })
  } else if (node.type === 'array' && node.each) {
    // An array as a whole (a list of ids, the impact areas) is one field of a form.
    out.push({ path, kind: 'array', presence: own })
    leaves(node.each, [...path, '*'], out, refs, own)
  } else if (node.type === 'union' || node.schemas || node.conditions) {
    for (const inner of node.schemas ?? node.conditions?.map((c) => c.schema) ?? []) {
      leaves(inner, path, out, refs, own === 'optional' ? 'optional' : 'conditional')
    }
  } else if (path.length) {
    out.push({ path, kind: node.subtype ?? node.type, presence: own, ...choicesOf(node, refs) })
    // `confirmed()`: the form also has the confirmation field (`password_confirmation`).
    const confirmed = node.validations?.find((rule) => rule.name === 'confirmed')
    if (confirmed) {
      const name = refs[confirmed.ruleFnId ?? '']?.options?.confirmationField
      const field = name ?? `${path[path.length - 1]}_confirmation`
      out.push({ path: [...path.slice(0, -1), field], kind: 'confirmation', presence: own })
    }
  }
}

/**
 * Prints, as one line of JSON, what the generated route tests
 * (tests/http/generated) read from the real application: every route with
 * its methods, pattern, parameters (and the matcher each one has) and named
 * middleware (with their arguments), every field of every validator (the
 * modules under `app/` in a `validators` folder or named `*validator*`), and
 * each validator's fields by name (`organizations/organizations#createOrganizationValidator`),
 * which the required-fields test compares with the forms (tests/components/forms), and each
 * validator's rules by field (the validation messages' test, tests/http/generated).
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
        // A throttle middleware of start/limiter.ts is a closure named `<limit>Throttle`.
        else if (info.type === 'closure') middleware.push({ name: info.name, args: null })
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

    const fields: Omit<Field, 'presence'>[] = []
    const validators: Record<string, Field[]> = {}
    const rules: Record<string, RuledField[]> = {}
    const seen = new Set<string>()
    const app = this.app.makePath('app')
    for (const file of await this.validatorFiles(app)) {
      const module = await import(pathToFileURL(file).href)
      const name = file
        .slice(app.length + 1)
        .replace(/^validators\//, '')
        .replace(/\.(ts|js)$/, '')
      for (const [exported, value] of Object.entries(module)) {
        if (!(value instanceof VineValidator)) continue
        const found: Field[] = []
        const compiled = value.toJSON() as { schema: { schema: SchemaNode }; refs: Refs }
        leaves(compiled.schema.schema, [], found, compiled.refs)
        validators[`${name}#${exported}`] = found
        rules[`${name}#${exported}`] = ruledFields(compiled.schema.schema, [], [])
        for (const field of found) {
          const key = `${field.path.join('.')}:${field.kind}`
          if (!seen.has(key) && field.kind !== 'array' && field.kind !== 'confirmation') {
            fields.push({ path: field.path, kind: field.kind, choices: field.choices })
          }
          seen.add(key)
        }
      }
    }
    this.logger.log(JSON.stringify({ routes, fields, validators, rules }))
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
