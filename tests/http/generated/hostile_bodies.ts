/**
 * Hostile bodies for a form route. The fields come from every validator of
 * the app (the route manifest) plus the fields the route itself said were
 * required (the errors of an empty submission), so a route receives its own
 * fields, whatever they are, among fields it does not know.
 */
import type { RuledField, ValidatorField } from './route_manifest.ts'
import { nextYear } from '../../support/org_dates.ts'

export interface HostileBody {
  label: string
  /** JSON (from `data` or the `raw` text), URL-encoded, multipart, or no body at all. */
  encoding: 'none' | 'json' | 'form' | 'multipart'
  data?: unknown
  raw?: string
  form?: URLSearchParams | FormData
}

type Tree = Record<string, unknown> | unknown[]

const CONTROL = 'X\u0000\r\nBcc: fuzz@example.test\u001b[0m\u007f'
/** Past PostgreSQL's integer both ways, and past what a double holds exactly. */
const OUT_OF_RANGE = [2147483648, 99999999999999999999, -2147483649]
const LONG = 'x'.repeat(100_000)
/**
 * Ids no table holds, as JSON text: past PostgreSQL's integer, past what a double holds
 * exactly (…993 is read as …992), not positive; then ids that are not integers.
 */
export const HOSTILE_IDS = ['2147483648', '9007199254740993', '-1', '0', '1.5', '"1e3"', '"abc"']
/** Where a hostile id goes in a tree before it is written out as JSON text. */
const ID = '\u0000hostile-id\u0000'

/** Sets `value` at `path` (`*` = the first element of an array); a deeper structure wins. */
function setPath(tree: Tree, path: string[], value: unknown) {
  let node = tree as Record<string, unknown>
  for (let index = 0; index < path.length - 1; index++) {
    const key = path[index] === '*' ? '0' : path[index]
    const wantArray = path[index + 1] === '*'
    const existing = node[key]
    if (!existing || typeof existing !== 'object' || Array.isArray(existing) !== wantArray) {
      node[key] = wantArray ? [] : {}
    }
    node = node[key] as Record<string, unknown>
  }
  const last = path.at(-1) === '*' ? '0' : path.at(-1)!
  const existing = node[last]
  if (existing && typeof existing === 'object') return
  node[last] = value
}

/** A body with `value(field)` at each field's path (`*`: the first element of a list). */
export function build(
  fields: ValidatorField[],
  value: (field: ValidatorField, index: number) => unknown
) {
  const tree: Record<string, unknown> = {}
  // Shallow paths first, so that deeper ones replace them.
  const sorted = [...fields].sort((a, b) => a.path.length - b.path.length)
  sorted.forEach((field, index) => {
    const inner = value(field, index)
    if (inner !== undefined) setPath(tree, field.path, inner)
  })
  return tree
}

/** `contact[first_name]=…`, `niche_ids[0]=…`: how a browser form nests names. */
function flatten(value: unknown, prefix: string, out: [string, string][]) {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}[${key}]` : key, out)
    }
  } else {
    out.push([prefix, String(value)])
  }
  return out
}

function wrongType(field: ValidatorField) {
  switch (field.kind) {
    case 'string':
    case 'enum':
      return 12345
    case 'number':
      return 'not-a-number'
    case 'boolean':
      return 'maybe'
    case 'multipartFile':
      return 'not-a-file'
    default:
      return false
  }
}

/**
 * Every field of the wrong type (a number for a string, text for a number…): a route names in
 * its errors every field it reads, which the fuzz reads as the route's own fields.
 */
export function wrongTypesBody(fields: ValidatorField[]): HostileBody {
  return { label: 'wrong types', encoding: 'json', data: build(fields, wrongType) }
}

/**
 * A value a field would take from a plain form (so that the rest of the body passes and
 * the ids reach whatever reads them), `id` in every id field (`selectedLists.*` is a list
 * of them) and, with `inBlocks`, as every value of a free-form block (a record).
 */
function plausible(field: ValidatorField, id: string, inBlocks: boolean) {
  switch (field.kind) {
    case 'number':
      return id
    case 'record':
    case 'object':
      return inBlocks ? { 1: id, a: { b: id }, c: [id] } : {}
    case 'boolean':
      return true
    case 'multipartFile':
    case 'unknown':
      return undefined
    default:
      return 'x'
  }
}

/**
 * For each hostile id, a JSON body with that id in every id field: alone, as the element of
 * a list (`selectedLists.*`), inside blocks and lists of blocks
 * (`impact_areas.*.main_impact_area_id`); the other fields as a form would fill them. Then
 * every hostile id as the values of the free-form blocks (`extra_data`, `columnMapping`).
 */
export function hostileIdBodies(fields: ValidatorField[]): HostileBody[] {
  const body = (label: string, inBlocks: boolean, id: (index: number) => string) => {
    let index = 0
    const tree = build(fields, (field) => plausible(field, ID, inBlocks))
    const raw = JSON.stringify(tree).replaceAll(JSON.stringify(ID), () => id(index++))
    return { label, encoding: 'json', raw } satisfies HostileBody
  }
  return [
    ...HOSTILE_IDS.map((id) => body(`the id ${id} in ids, lists and blocks`, false, () => id)),
    body('hostile ids as the values of free-form blocks', true, (index) => {
      return HOSTILE_IDS[index % HOSTILE_IDS.length]
    }),
  ]
}

/**
 * A JSON body as a route that takes its payload as JSON inside one form field receives it
 * (the import's `importData`, with its file): multipart, the JSON in `field`.
 */
export function inFormField(
  body: HostileBody,
  field: string,
  files: Record<string, { name: string; text: string }>
): HostileBody {
  const form = new FormData()
  form.append(field, body.raw ?? JSON.stringify(body.data ?? {}))
  for (const [name, file] of Object.entries(files))
    form.append(name, new Blob([file.text]), file.name)
  return { label: `${body.label}, as JSON in the field ${field}`, encoding: 'multipart', form }
}

/** A field path from a key of `props.errors` (`questions.0.text` → questions, *, text). */
export function fieldFromErrorKey(key: string): ValidatorField {
  return { path: key.split('.').map((part) => (/^\d+$/.test(part) ? '*' : part)), kind: 'unknown' }
}

/**
 * The bodies sent to a route. `fields`: every validator field of the app;
 * `required`: the fields the route reported missing when sent nothing.
 */
export function hostileBodies(fields: ValidatorField[], required: ValidatorField[]): HostileBody[] {
  const all = [...fields, ...required]
  const requiredOrSome = required.length ? required : fields.slice(0, 5)
  const json = (label: string, data: unknown): HostileBody => ({ label, encoding: 'json', data })
  const form = (label: string, data: unknown): HostileBody => ({
    label,
    encoding: 'form',
    form: new URLSearchParams(flatten(data, '', [])),
  })

  const multipart = new FormData()
  for (const [name, value] of flatten(
    build(all, () => CONTROL),
    '',
    []
  )) {
    multipart.append(name, value)
  }
  for (const field of all.filter((f) => f.kind === 'multipartFile' || f.kind === 'unknown')) {
    const name = flatten(
      build([field], () => ''),
      '',
      []
    )[0][0]
    multipart.append(
      name,
      new Blob(['this is not an image\u0000'], { type: 'image/png' }),
      'hostile\u0000.png'
    )
  }

  // (An empty object is what the route was first sent, to learn its required fields.)
  return [
    { label: 'no body', encoding: 'none' },
    json(
      'arrays for strings',
      build(all, () => ['a', 'b'])
    ),
    json(
      'nested objects',
      build(all, () => ({ a: { b: { c: 'd' } } }))
    ),
    json(
      'scalars for objects and arrays',
      Object.fromEntries(all.map((field) => [field.path[0], true]))
    ),
    json(
      'control characters (NUL, CR LF, escape, DEL)',
      build(all, () => CONTROL)
    ),
    json(
      '100,000-character strings',
      build(requiredOrSome, () => LONG)
    ),
    json(
      '3,000-character strings everywhere',
      build(all, () => 'y'.repeat(3000))
    ),
    json(
      'numbers out of range (beyond integer, beyond 2^53)',
      build(all, (_, index) => OUT_OF_RANGE[index % OUT_OF_RANGE.length])
    ),
    {
      label: 'unknown fields (__proto__, constructor)',
      encoding: 'json',
      raw: '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"zz_unknown":{"a":[1,{"b":null}]}}',
    },
    form(
      'form-encoded control characters',
      build(all, () => CONTROL)
    ),
    form(
      'form-encoded arrays and nested objects',
      build(all, (_, index) => (index % 2 ? ['a', 'b'] : { x: { y: 'z' } }))
    ),
    form(
      'form-encoded 100,000-character strings',
      build(requiredOrSome, () => LONG)
    ),
    {
      label: 'multipart with control characters and a file that is not an image',
      encoding: 'multipart',
      form: multipart,
    },
  ]
}

/** What a field holds, for the bodies that send it in every shape. */
export type ScalarKind = 'id' | 'number' | 'date-time' | 'day'

export interface ScalarField extends ValidatorField {
  scalar: ScalarKind
}

/**
 * The rule names (the manifest's) that say what a field reads: an id (`recordId`), a number
 * (`vine.number()`, the whole-number and amount rules), a date-time as the pickers send it
 * (events, lots, the feed's schedule) or a day (`vine.date()`).
 */
const SCALAR_RULES: [ScalarKind, string[]][] = [
  ['id', ['recordId']],
  ['day', ['date']],
  ['date-time', ['event_date', 'feed_schedule_format']],
  ['number', ['number', 'whole_number', 'euro_format']],
]

/**
 * The id, number and date fields of the app's validators, by their rules; a free-form field
 * (`vine.any()`) whose rules name none of these is a problem (its rule needs a name, or this
 * list a new one).
 */
export function scalarFieldsOf(fields: ValidatorField[], rules: Record<string, RuledField[]>) {
  const rulesOf = new Map<string, Set<string>>()
  for (const validator of Object.values(rules)) {
    for (const field of validator) {
      const key = field.path.join('.')
      const known = rulesOf.get(key) ?? new Set<string>()
      for (const rule of field.rules) known.add(rule)
      rulesOf.set(key, known)
    }
  }
  const scalars: ScalarField[] = []
  const problems: string[] = []
  for (const field of fields) {
    const names = rulesOf.get(field.path.join('.')) ?? new Set<string>()
    const kind = SCALAR_RULES.find(([, list]) => list.some((name) => names.has(name)))?.[0]
    if (kind) scalars.push({ ...field, scalar: kind })
    else if (field.kind === 'any') {
      problems.push(
        `the free-form field "${field.path.join('.')}" names no rule that says what it reads: ` +
          `give its rule a name (vine.createRule's { name }) and add it to SCALAR_RULES ` +
          `(tests/http/generated/hostile_bodies.ts)`
      )
    }
  }
  return { scalars, problems }
}

/** The shapes a scalar may arrive in; each body sends every id and number field in one. */
export const SHAPES: [string, (value: number) => unknown][] = [
  ['a number', (value) => value],
  ['a numeric string', (value) => String(value)],
  ['an array', (value) => [value]],
  ['a nested array', (value) => [[value]]],
  ['an object', (value) => ({ value })],
]
/** The shapes no scalar field may take. */
export const NOT_SCALAR = new Set(['an array', 'a nested array', 'an object'])

/** The largest id an id column holds: a well-formed id of no row. */
export const NO_ROW_ID = 2_147_483_647

/** A date-time the pickers send (an end after the start), and a day: next year's, always ahead. */
const DATE_TIME = {
  start: `${nextYear()}-06-01 10:00:00`,
  end: `${nextYear()}-06-02 10:00:00`,
}
const DAY = `${nextYear()}-06-01`

/** A valid date for a date field (so that a body's ids and numbers decide). */
function plainDate(field: ScalarField) {
  if (field.scalar === 'day') return DAY
  return field.path.at(-1)?.startsWith('end') ? DATE_TIME.end : DATE_TIME.start
}

export interface ShapedBody extends HostileBody {
  /** The fields that carry the hostile value: a route that reads one must refuse it under it. */
  hostile: ScalarField[]
}

/**
 * For each shape, a JSON body with every id (an id of no row) and every number field (1) in
 * that shape, the dates valid, the other fields as a form fills them. An id names no row in any
 * shape; a number is refused as a list, a nested list or an object.
 */
export function shapedBodies(fields: ValidatorField[], scalars: ScalarField[]): ShapedBody[] {
  const scalarOf = (field: ValidatorField) =>
    scalars.find((candidate) => candidate.path.join('.') === field.path.join('.'))
  return SHAPES.map(([label, shape]) => {
    const data = build(fields, (field) => {
      const scalar = scalarOf(field)
      if (!scalar) return plausible(field, 'x', false)
      if (scalar.scalar === 'id') return shape(NO_ROW_ID)
      if (scalar.scalar === 'number') return shape(1)
      return plainDate(scalar)
    })
    const hostile = scalars.filter(
      (field) => field.scalar === 'id' || (field.scalar === 'number' && NOT_SCALAR.has(label))
    )
    return { label: `every id and number as ${label}`, encoding: 'json', data, hostile }
  })
}

/** The far dates: year 0 (PostgreSQL has none) and 9999, in every date and day field. */
export const FAR_DATES = ['0000-01-01', '9999-12-31']

/**
 * For each far date, a JSON body with it in every date field (a date-time at midnight, a day as
 * it is), the ids left out, the numbers 1, the other fields as a form fills them.
 */
export function farDateBodies(fields: ValidatorField[], scalars: ScalarField[]): ShapedBody[] {
  const dates = scalars.filter((field) => field.scalar === 'date-time' || field.scalar === 'day')
  return FAR_DATES.map((day) => {
    const data = build(fields, (field) => {
      const scalar = scalars.find((candidate) => candidate.path.join('.') === field.path.join('.'))
      if (!scalar) return plausible(field, 'x', false)
      if (scalar.scalar === 'id') return undefined
      if (scalar.scalar === 'number') return 1
      return scalar.scalar === 'day' ? day : `${day} 00:00:00`
    })
    return { label: `every date on ${day}`, encoding: 'json', data, hostile: dates }
  })
}

/**
 * Whether an error key of an answer is under the field: the field itself, or the list it is an
 * element of (`partners_ids` for `partners_ids.*`, `impact_areas` for
 * `impact_areas.*.main_impact_area_id`).
 */
export function reportedUnder(key: string, field: ValidatorField) {
  const path = fieldFromErrorKey(key).path.join('.')
  const own = field.path.join('.')
  if (path === own) return true
  return field.path.some(
    (part, index) => part === '*' && field.path.slice(0, index).join('.') === path
  )
}
