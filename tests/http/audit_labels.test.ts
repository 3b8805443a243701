/**
 * Every field and detail key the audit trail can write has a name in both catalogs
 * (audit.fields): the log, the timelines and the export never show a column's raw name. The
 * fields are read from the audited models themselves (their Lucid columns), the JSON columns'
 * keys from their types, the detail keys from the `details: { … }` the app writes.
 */
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { factories } from '../support/db.ts'
import { nativeImport } from '../support/native_import.js'
import { typeScriptFiles } from '../support/source_files.ts'

const root = join(import.meta.dirname, '../..')
const source = (path: string) => readFileSync(join(root, path), 'utf8')

/** Never written as a field (with_audit_trail.ts: NOT_CHANGES and the record's identity). */
const NOT_WRITTEN = new Set([
  'created_at',
  'updated_at',
  'search',
  'id',
  'uid',
  'community_id',
  'organization_id',
])

/** The keys of a type declared as an object literal (`export type Name = { key?: … }`). */
function typeKeys(path: string, name: string): string[] {
  const code = source(path)
  const start = code.indexOf(`export type ${name} =`)
  if (start < 0) throw new Error(`${name} not found in ${path}`)
  const end = code.indexOf('\n}', start)
  return [...code.slice(start, end).matchAll(/^\s+(\w+)\??:/gm)].map(([, key]) => key)
}

/** The JSON columns' keys, shown as `column › key` (auditFields). */
function jsonKeys(): string[] {
  return [
    ...typeKeys('app/models/contact.ts', 'ContactAddress'),
    ...typeKeys('app/shared/blocks.ts', 'ContactBlock'),
    ...typeKeys('app/shared/blocks.ts', 'BillingInfo'),
    ...typeKeys('app/shared/blocks.ts', 'Branding'),
    ...typeKeys('app/shared/blocks.ts', 'Address'),
    ...typeKeys('app/shared/invoice_parties.ts', 'PartyAddress'),
    ...typeKeys('app/shared/invoice_parties.ts', 'SellerParty'),
    ...typeKeys('app/shared/invoice_parties.ts', 'BuyerParty'),
    // Links and the mobile app's sign-in methods: their lists of keys.
    ...[...source('app/shared/blocks.ts').matchAll(/LINK_FIELDS = \[([^\]]*)\]/g)].flatMap(
      ([, list]) => [...list.matchAll(/'(\w+)'/g)].map(([, key]) => key)
    ),
    'google',
    'facebook',
    'apple',
  ]
}

/** An object literal's keys (`key: value` or shorthand `key`), spreads left out. */
function topLevel(body: string): string[] {
  const parts: string[] = []
  let depth = 0
  let part = ''
  for (const char of body) {
    if ('([{'.includes(char)) depth++
    if (')]}'.includes(char)) depth--
    if (char === ',' && depth === 0) {
      parts.push(part)
      part = ''
    } else part += char
  }
  parts.push(part)
  return parts
    .map((text) => /^\s*(\w+)\s*(?::|$)/.exec(text)?.[1])
    .filter((key): key is string => key !== undefined)
}

/**
 * The keys of every `details: { … }` and `changes: { … }` the app writes (shorthand keys too;
 * the models' changes are their columns, above), and those its
 * spreads add: the log's filters (AuditFilterValues), a member's uid, an export's filters.
 */
function detailKeys(): { file: string; key: string }[] {
  const files = [join(root, 'app'), join(root, 'start')].flatMap(typeScriptFiles)
  const found = files.flatMap((path) => {
    const code = readFileSync(path, 'utf8')
    const file = relative(root, path)
    return [...code.matchAll(/\b(?:details|changes): \{((?:[^{}]|\{[^{}]*\})*)\}/g)]
      .map(([, body]) => body)
      .filter((body) => !/\?:|:\s*(?:string|number|boolean)\b/.test(body))
      .flatMap((body) => topLevel(body).map((key) => ({ file, key })))
  })
  const spread = [
    'organization',
    'user',
    'action',
    'record_type',
    'from',
    'to',
    'member',
    'search',
    'state',
    'status',
    'messages',
  ]
  return [...found, ...spread.map((key) => ({ file: 'spread', key }))]
}

type Columns = { $columnsDefinitions: Map<string, { columnName: string }> }

/** The audited models' columns: the files that compose withAuditTrail. */
async function auditedColumns(): Promise<{ model: string; column: string }[]> {
  const files = typeScriptFiles(join(root, 'app/models')).filter(
    (path) => !path.includes('/mixins/') && /withAuditTrail\(/.test(readFileSync(path, 'utf8'))
  )
  const out: { model: string; column: string }[] = []
  for (const path of files) {
    const name = relative(join(root, 'app/models'), path).replace(/\.ts$/, '')
    const { default: model } = await nativeImport<{ default: Columns }>(`#models/${name}`)
    for (const { columnName } of model.$columnsDefinitions.values()) {
      if (!NOT_WRITTEN.has(columnName)) out.push({ model: name, column: columnName })
    }
  }
  return out
}

const catalog = (locale: string, area = 'audit') =>
  JSON.parse(source(`resources/lang/${locale}/${area}.json`)) as Record<string, any>

let columns: { model: string; column: string }[]
let invoiceStatuses: readonly string[]
let contactTypes: readonly string[]
let submissionStates: readonly string[]
let productStates: readonly string[]
/** The codes the app writes as detail values, by the audit catalog's group that names them. */
let detailCodes: Record<string, readonly string[]>

/** The values of every `key: 'code'` the app writes (`via: 'password_reset'`). */
const writtenCodes = (key: string) => [
  ...new Set(
    [join(root, 'app'), join(root, 'start')]
      .flatMap(typeScriptFiles)
      .flatMap((path) => [
        ...readFileSync(path, 'utf8').matchAll(new RegExp(`\\b${key}: '(\\w+)'`, 'g')),
      ])
      .map(([, code]) => code)
  ),
]

beforeAll(async () => {
  await factories()
  columns = await auditedColumns()
  ;({ INVOICE_STATUSES: invoiceStatuses } = await nativeImport<{
    INVOICE_STATUSES: readonly string[]
  }>('#models/invoice'))
  ;({ CONTACT_TYPES: contactTypes } = await nativeImport<{ CONTACT_TYPES: readonly string[] }>(
    '#models/contact'
  ))
  const list = <K extends string>(path: string, name: K) =>
    nativeImport<Record<K, readonly string[]>>(path).then((module) => module[name])
  submissionStates = await list('#models/efactura_submission', 'SUBMISSION_STATES')
  // Read from the source: the validators' module needs VineJS's macros, which tests do not load.
  productStates = [
    .../PRODUCT_STATES = \[([^\]]*)\]/
      .exec(source('app/validators/products/product.ts'))![1]
      .matchAll(/'(\w+)'/g),
  ].map(([, state]) => state)
  detailCodes = {
    two_factor_kinds: await list(
      '#services/two_factor/two_factor_events',
      'TWO_FACTOR_EVENT_KINDS'
    ),
    confirmation_methods: await list(
      '#services/confirmation/fresh_confirmation',
      'CONFIRMATION_METHODS'
    ),
    session_end_reasons: await list(
      '#services/auth/session_lifetime_service',
      'SESSION_END_REASONS'
    ),
    exports: await list('#shared/audit', 'AUDIT_EXPORTS'),
    export_formats: await list('#shared/audit', 'AUDIT_EXPORT_FORMATS'),
    via: writtenCodes('via'),
  }
})

describe("the audit trail's labels", () => {
  test('the walk sees the audited models, their JSON keys and the detail keys', () => {
    expect(columns).toContainEqual({ model: 'event', column: 'start_at' })
    expect(columns).toContainEqual({ model: 'invoice', column: 'amount_cents' })
    expect(columns.map(({ column }) => column)).not.toContain('uid')
    expect(jsonKeys()).toContain('zip_code')
    expect(detailKeys()).toContainEqual({
      file: 'app/services/contact_imports/contact_import_job.ts',
      key: 'unchanged',
    })
  })

  for (const locale of ['ro', 'en']) {
    test(`every field and detail key has a ${locale} label`, () => {
      const labels = catalog(locale).fields
      const missing = [
        ...columns.map(({ model, column }) => `${model}: ${column}`),
        ...jsonKeys().map((key) => `json: ${key}`),
        ...detailKeys().map(({ file, key }) => `${file}: ${key}`),
      ].filter((name) => typeof labels[name.split(': ')[1]] !== 'string')
      expect([...new Set(missing)]).toEqual([])
    })
  }

  for (const locale of ['ro', 'en']) {
    test(`the coded values' ${locale} names are those the other screens show`, () => {
      const audit = catalog(locale)
      const invoices = catalog(locale, 'invoices')
      const gdpr = catalog(locale, 'gdpr')
      expect(audit.registration_statuses).toEqual(catalog(locale, 'events').attendees.statuses)
      for (const [status, name] of Object.entries(audit.invoice_statuses)) {
        expect(name).toBe(invoices.status[status])
      }
      expect(Object.keys(audit.invoice_statuses)).toEqual([...invoiceStatuses])
      expect(Object.keys(audit.contact_types)).toEqual([...contactTypes])
      expect(audit.user_statuses).toEqual(catalog(locale, 'users').statuses)
      expect(audit.gdpr_kinds).toEqual(gdpr.requests.kinds)
      expect(audit.consent_bases).toEqual(gdpr.consent.bases)
      expect(audit.consent_sources).toEqual(gdpr.consent.sources)
      expect(Object.keys(audit.gdpr_requests)).toEqual(Object.keys(gdpr.requests.kinds))
      const { none, ...efacturaStates } = catalog(locale, 'efactura').section.states
      expect(none).toBeDefined()
      expect(audit.efactura_states).toEqual(efacturaStates)
      expect(Object.keys(audit.efactura_states)).toEqual([...submissionStates])
      expect(audit.product_states).toEqual(catalog(locale, 'products').filter)
      expect(Object.keys(audit.product_states)).toEqual([...productStates])
    })
  }

  test("the walk sees the detail values' codes", () => {
    expect(detailCodes.session_end_reasons).toContain('two_factor_reset')
    expect(detailCodes.via).toEqual(['password_reset'])
  })

  for (const locale of ['ro', 'en']) {
    test(`every code a detail holds has a ${locale} name`, () => {
      const audit = catalog(locale)
      for (const [group, codes] of Object.entries(detailCodes)) {
        expect({ group, codes: Object.keys(audit[group] ?? {}) }).toEqual({
          group,
          codes: [...codes],
        })
        for (const code of codes) expect(audit[group][code]).toMatch(/\S/)
      }
    })
  }
})
