/**
 * Generated from the router (section 1): every route whose
 * parameter names a tenant's record (an organization's or a community's) is
 * called, in every method it has, with the first tenant's record by an
 * org-admin of another organization, and, for a community's record, by an
 * org-admin of the same organization working in another community. They
 * get a 404 (the record does not exist for them; a 403 where their role may
 * not enter at all) and nothing changes. The record's owner then reaches it
 * (so the 404 means something). A route added without scoping fails here
 * without anyone writing a test for it.
 *
 * The routes without a uid: the same intruders' lists, searches and
 * exports show none of the victim's marked rows, and their forms given the
 * victim's ids (bulk actions, the import's lists, the switch) are refused and
 * change none of the victim's rows (tenant_rows.ts holds the rows and id fields).
 * Checked once with the scope taken off Contact, then ContactList: the list,
 * export and bulk cases fail.
 */
import { describe, expect, test } from 'vitest'
import { type TestClient, signedIn } from '../../support/client.ts'
import { addMembers, listByUid } from '../helpers/contacts.ts'
import { changedTables, fingerprint } from './fingerprint.ts'
import { build, fieldFromErrorKey, inFormField, type HostileBody } from './hostile_bodies.ts'
import { send } from './requests.ts'
import { orgAdminMayEnter, PAYLOAD_IN_FIELD, type FixtureContext } from './route_fixtures.ts'
import { MUTATING, assertReachable, manifest, pathOf, routes } from './route_manifest.ts'
import type { Route, ValidatorField } from './route_manifest.ts'
import {
  ROWS,
  VALID_FORMS,
  createRows,
  fromOtherCommunity,
  idFieldsOf,
  markerStem,
  tenantFingerprint,
  unknownTables,
  type IdField,
  type Level,
  type OwnedRow,
} from './tenant_rows.ts'
import { createTenant, superAdminClient, type Tenant } from './tenants.ts'

const context: FixtureContext = { superAdmin: superAdminClient, signIn: signedIn }

/** Routes with a parameter naming a tenant's record, or that the registry cannot place. */
const tenantRoutes = routes.filter(
  (route) =>
    route.params.length > 0 &&
    (route.problems.length > 0 ||
      route.fixture?.scope === 'organization' ||
      route.fixture?.scope === 'community' ||
      route.fixture?.scope === 'member')
)

let otherOrganization: Promise<Tenant> | null = null
let orgAdminTenant: Promise<Tenant> | null = null

/**
 * The first tenant: one shared by the routes its org-admin owns (signing in
 * is what costs; fixtures give each route its own record), a fresh one for
 * the routes only a super-admin owns (they may delete an organization).
 */
function firstTenant(orgAdmins: boolean) {
  if (!orgAdmins) return createTenant()
  orgAdminTenant ??= createTenant()
  return orgAdminTenant
}

/** Another organization (every module on, like the first tenant): its org-admin is the intruder. */
function otherTenant() {
  otherOrganization ??= createTenant()
  return otherOrganization
}

/** An org-admin of another organization. */
const otherOrganizationAdmin = () => otherTenant().then((tenant) => tenant.client())

/** The methods an intruder tries: the route's own, and HEAD beside GET. */
const methodsOf = (methods: string[]) => (methods.includes('GET') ? [...methods, 'HEAD'] : methods)

/** An empty form (no body for GET and HEAD). */
const emptyBody = (method: string): HostileBody | undefined =>
  method === 'GET' || method === 'HEAD' ? undefined : { label: '{}', encoding: 'json', data: {} }

describe("another tenant's records do not exist", () => {
  test('the generated routes include every organization and community route that takes a uid', () => {
    const patterns = tenantRoutes.map((route) => route.pattern)
    for (const pattern of [
      '/communities/:uid/edit',
      '/community/:uid/image/logo',
      '/companies/:uid',
      '/organizations/:uid',
      '/users/invite/:uid/resend',
    ]) {
      expect(patterns).toContain(pattern)
    }
  })

  test.each(tenantRoutes.map((route) => [route.label, route] as const))('%s', async (_, route) => {
    assertReachable(route)
    if (route.access.member) return memberIsolation(route)
    const orgAdmins = orgAdminMayEnter(route.access)
    const tenant = await firstTenant(orgAdmins)
    const path = pathOf(route, await route.fixture!.create(tenant, context))
    const intruders: [string, TestClient][] = [
      ['an org-admin of another organization', await otherOrganizationAdmin()],
    ]
    if (route.fixture!.scope === 'community') {
      intruders.push([
        'an org-admin of the same organization working in another community',
        await tenant.neighbour(),
      ])
    }

    const failures: string[] = []
    const before = await fingerprint()
    for (const [who, client] of intruders) {
      for (const method of methodsOf(route.methods)) {
        const answer = await send(client, method, path, emptyBody(method), '/')
        const expected = orgAdmins ? [404] : [403, 404]
        if (!expected.includes(answer.status)) {
          failures.push(
            `${who}: ${method} ${path} answered ${answer.status}, not ${expected.join(' or ')}`
          )
        }
      }
    }
    const changed = changedTables(before, await fingerprint())
    if (changed.length) failures.push(`the intruders' requests changed ${changed.join(', ')}`)

    // The record is real: whoever owns it reaches it (an org-admin of the tenant where they may enter).
    const owner = orgAdmins ? await tenant.client() : await superAdminClient()
    for (const method of route.methods) {
      const answer = await send(owner, method, path, emptyBody(method), '/')
      if (answer.status === 404 || answer.status >= 500) {
        failures.push(
          `the owner's ${method} ${path} answered ${answer.status}: the fixture of ${route.fixture!.prefix} ` +
            `does not create what the route looks for`
        )
      }
    }
    expect(failures, failures.join('\n')).toEqual([])
  })
})

/**
 * A member API route whose parameters name a community's record (under `:slug`) or a member's
 * (a device): a member of another organization's community, and a member of the same
 * organization's other community, get 401 or 404 in every method, and nothing changes; then a
 * member of the tenant's community (the record's own member) reaches it.
 */
async function memberIsolation(route: Route) {
  const tenant = await firstTenant(true)
  // The owner is new for each route: an earlier route may have ended their token or place.
  tenant.forgetMember()
  const path = pathOf(route, await route.fixture!.create(tenant, context))
  const [outsider, neighbour] = await Promise.all([
    otherTenant().then((other) => other.member()),
    tenant.neighbourMember(),
  ])
  const intruders: [string, TestClient][] = [
    ["a member of another organization's community", outsider.client],
    ["a member of the same organization's other community", neighbour.client],
  ]
  const failures: string[] = []
  const before = await fingerprint()
  for (const [who, client] of intruders) {
    for (const method of methodsOf(route.methods)) {
      const answer = await send(client, method, path, emptyBody(method), '/')
      if (![401, 404].includes(answer.status)) {
        failures.push(`${who}: ${method} ${path} answered ${answer.status}, not 401 or 404`)
      }
    }
  }
  const changed = changedTables(before, await fingerprint())
  if (changed.length) failures.push(`the intruders' requests changed ${changed.join(', ')}`)
  const { client: owner } = await tenant.member()
  for (const method of route.methods) {
    const answer = await send(owner, method, path, emptyBody(method), '/')
    if ([401, 404].includes(answer.status) || answer.status >= 500) {
      failures.push(
        `the member's own ${method} ${path} answered ${answer.status}: the fixture of ` +
          `${route.fixture!.prefix} does not create what the route looks for`
      )
    }
  }
  expect(failures, failures.join('\n')).toEqual([])
}

/**
 * The routes without a record parameter (lists, searches, exports, bulk actions…): the
 * victim tenant has one row of every kind, marker words in their text; an org-admin of
 * another organization, and one of the same organization working in another community
 * (for the community's rows), call them.
 */
const REGISTRY = 'tests/http/generated/tenant_rows.ts'

/** No parameter, or only values that name no record (an export's format). */
const withoutRecord = (route: Route) =>
  route.params.length === 0 || route.problems.length > 0 || route.fixture?.scope === 'value'
/** Routes an org-admin passes the middleware of (the tenant area, shared and public routes). */
const intruderMayCall = (route: Route) =>
  !route.access.guest && (route.access.roles === null || route.access.roles.includes('org-admin'))
const readRoutes = routes.filter(
  (route) => withoutRecord(route) && intruderMayCall(route) && route.methods.includes('GET')
)
const writeRoutes = routes.filter(
  (route) =>
    withoutRecord(route) &&
    intruderMayCall(route) &&
    route.methods.some((method) => MUTATING.includes(method))
)
const { idFields, problems: idProblems } = idFieldsOf(manifest.fields, manifest.rules)

interface Victim {
  tenant: Tenant
  /** The searched word; every marker starts with it. */
  stem: string
  markers: Record<Level, string>
  rows: Record<string, OwnedRow & { level: Level }>
}

interface Intruder {
  who: string
  client: () => Promise<TestClient>
  forget: () => void
  /** The same side's member (the member API's routes): a member of the intruder's community. */
  member: () => Promise<TestClient>
  forgetMember: () => void
  /** The levels of the victim's rows this intruder must neither see nor change. */
  levels: Level[]
  /** Their own row of each table, for the id fields not under test. */
  own: Record<string, OwnedRow>
}

let victimTenant: Promise<Victim> | null = null
let intruderList: Promise<Intruder[]> | null = null

function victim() {
  victimTenant ??= (async () => {
    const stem = markerStem()
    const markers = { community: `${stem}comunitate`, organization: `${stem}organizatie` }
    const tenant = await createTenant(`Organizația ${markers.organization}`)
    const rows = await createRows(tenant, markers, context)
    // The victim's contact is on the victim's list: a removal from it would show.
    await addMembers((await listByUid(rows.contact_lists.uid))!, [rows.contacts])
    return { tenant, stem, markers, rows }
  })()
  return victimTenant
}

function intrudersOfVictim(): Promise<Intruder[]> {
  intruderList ??= (async () => {
    const { tenant } = await victim()
    const other = await otherTenant()
    const own = (owner: Tenant) => {
      const marker = `propriu${markerStem()}`
      return createRows(owner, { community: marker, organization: marker }, context)
    }
    return [
      {
        who: 'an org-admin of another organization',
        client: () => other.client(),
        forget: () => other.forgetClient(),
        member: () => other.member().then((member) => member.client),
        forgetMember: () => other.forgetMember(),
        levels: ['community', 'organization'],
        own: await own(other),
      },
      {
        who: 'an org-admin of the same organization working in another community',
        client: () => tenant.neighbour(),
        forget: () => tenant.forgetNeighbour(),
        member: () => tenant.neighbourMember().then((member) => member.client),
        forgetMember: () => tenant.forgetNeighbourMember(),
        levels: ['community'],
        own: await own(fromOtherCommunity(tenant)),
      },
    ]
  })()
  return intruderList
}

/** What the intruder must not find in an answer: the victim's markers and uids at their levels. */
function forbiddenFor({ markers, rows }: Victim, intruder: Intruder) {
  return [
    ...intruder.levels.map((level) => ({ label: `${level} marker`, text: markers[level] })),
    ...Object.entries(rows)
      .filter(([, row]) => intruder.levels.includes(row.level))
      .map(([table, row]) => ({ label: `${table} uid`, text: row.uid })),
  ]
}

/**
 * Sends as the intruder (their member for a member API route); a route that ended their session
 * (sign-out) signs them in again next time, and a member's accepted request (it may have ended
 * their token) makes a new member.
 */
async function sendAs(
  intruder: Intruder,
  route: Route,
  method: string,
  path: string,
  body: HostileBody
) {
  const client = route.access.member ? await intruder.member() : await intruder.client()
  const answer = await send(client, method, path, body, '/')
  if (answer.location?.endsWith('/login')) intruder.forget()
  if (route.access.member && answer.status < 300) intruder.forgetMember()
  return answer
}

/** A value a plain form would send for a field that is not under test. */
function plainValue(field: ValidatorField) {
  switch (field.kind) {
    case 'number':
      return 1
    case 'any':
      return '1'
    case 'boolean':
      return true
    case 'record':
    case 'object':
      return {}
    case 'multipartFile':
    case 'unknown':
      return undefined
    default:
      return 'x'
  }
}

/** A row's id for a number field, its uid for a string field. */
const idValue = (field: IdField, row: OwnedRow) => (field.kind === 'number' ? row.id : row.uid)

/**
 * A body with every field of the app's validators: `value` in the id fields it returns one
 * for, the intruder's own rows in the other id fields, plain values elsewhere; JSON inside
 * its form field for a route that reads its payload there (the import).
 */
function bodyFor(
  route: Route,
  method: string,
  intruder: Intruder,
  value: (field: IdField) => unknown
): HostileBody {
  const data = build(manifest.fields, (field) => {
    const idField = idFields.find((candidate) => candidate.path.join('.') === field.path.join('.'))
    if (!idField) return plainValue(field)
    return value(idField) ?? idValue(idField, intruder.own[idField.table])
  })
  const body: HostileBody = {
    label: 'ids',
    encoding: 'json',
    data: { ...data, ...VALID_FORMS[`${method} ${route.pattern}`] },
  }
  const payload = PAYLOAD_IN_FIELD[`${method} ${route.pattern}`]
  return payload ? inFormField(body, payload.field, payload.files) : body
}

/** An error under the field, or under the list it is an element of (`product_ids` for `product_ids.*`). */
function sameField(key: string, field: ValidatorField) {
  const path = fieldFromErrorKey(key).path.join('.')
  return path === field.path.join('.') || `${path}.*` === field.path.join('.')
}

/** The routes whose bodies were found to take ids (the check that the probe finds them). */
const routesTakingIds = new Set<string>()

/** Which table's row each part of the victim's answer showed to its owner (over every route). */
const seenByOwner = new Set<string>()

describe("another tenant's rows are in none of the lists, searches and exports", () => {
  test('every table with an owner column is in the registry of tenant rows', async () => {
    const problems = await unknownTables()
    expect(problems, problems.join('\n')).toEqual([])
  })

  test.each(readRoutes.map((route) => [route.label, route] as const))('%s', async (_, route) => {
    assertReachable(route)
    const victimData = await victim()
    const { tenant, stem, rows } = victimData
    const path = pathOf(route, route.fixture ? await route.fixture.create(tenant, context) : {})
    // The search's page as large as lists go: every marked row of a kind fits on it.
    const urls = [path, `${path}?search=${stem}&q=${stem}&per_page=200`]
    const failures: string[] = []
    for (const intruder of await intrudersOfVictim()) {
      const forbidden = forbiddenFor(victimData, intruder)
      for (const url of urls) {
        const client = route.access.member ? await intruder.member() : await intruder.client()
        const reply = await client.request('GET', url, { inertia: true })
        if (reply.status >= 500)
          failures.push(`${intruder.who}: GET ${url} answered ${reply.status}`)
        const found = forbidden.filter(({ text }) => reply.text.includes(text))
        if (found.length) {
          failures.push(
            `${intruder.who}: GET ${url} shows the other tenant's ${found.map((f) => f.label).join(', ')}`
          )
        }
      }
    }
    // What the owner finds there (the markers are real: some route shows each kind of row).
    const owner = route.access.member
      ? await tenant.member().then((member) => member.client)
      : await tenant.client()
    const reply = await owner.request('GET', urls[1], { inertia: true })
    for (const [table, row] of Object.entries(rows)) {
      if (reply.text.includes(row.uid)) seenByOwner.add(table)
    }
    expect(failures, failures.join('\n')).toEqual([])
  })

  test("each kind of the victim's rows is shown to its owner by one of these routes", () => {
    const unseen = Object.keys(ROWS).filter((table) => !seenByOwner.has(table))
    expect(
      unseen,
      `no route without a uid shows these rows to their owner, so the test above proves nothing ` +
        `for them: make the ROWS entry (${REGISTRY}) create a row a list shows`
    ).toEqual([])
  })
})

describe("another tenant's ids in a bulk action's body change nothing", () => {
  test("every id field of the app's validators names a table of the registry", () => {
    expect(idProblems, idProblems.join('\n')).toEqual([])
  })

  test.each(writeRoutes.map((route) => [route.label, route] as const))('%s', async (_, route) => {
    assertReachable(route)
    const { tenant, rows } = await victim()
    const path = pathOf(route, route.fixture ? await route.fixture.create(tenant, context) : {})
    const failures: string[] = []
    for (const intruder of await intrudersOfVictim()) {
      const fields = idFields.filter((field) => intruder.levels.includes(ROWS[field.table].level))
      for (const method of route.methods.filter((m) => MUTATING.includes(m))) {
        // The id fields the route reads: given ids of the wrong type, it names them in its errors.
        const probe = await sendAs(
          intruder,
          route,
          method,
          path,
          bodyFor(route, method, intruder, (field) =>
            fields.includes(field) ? (field.kind === 'number' ? ['x'] : { x: 1 }) : undefined
          )
        )
        const taken = fields.filter((field) => probe.errorKeys.some((key) => sameField(key, field)))
        if (!taken.length) continue
        routesTakingIds.add(`${method} ${route.pattern}`)

        const before = await tenantFingerprint(tenant, intruder.levels)
        const victimIn = (under: IdField[]) => (field: IdField) =>
          under.includes(field) ? idValue(field, rows[field.table]) : undefined
        let reached = false
        const refusedFor = new Set<string>()
        // Every id field the victim's at once, then each alone beside the intruder's own rows.
        for (const under of [taken, ...(taken.length > 1 ? taken.map((field) => [field]) : [])]) {
          const answer = await sendAs(
            intruder,
            route,
            method,
            path,
            bodyFor(route, method, intruder, victimIn(under))
          )
          const where = `${intruder.who}: ${method} ${path} with the other tenant's ${under.map((f) => f.path.join('.')).join(', ')}`
          if (answer.status >= 500) failures.push(`${where}: answered ${answer.status}`)
          // A field the route reads, given another tenant's row, is a refusal (an import queued for later counts).
          else if (!answer.refused) failures.push(`${where}: accepted (${answer.status})`)
          if (
            answer.status === 404 ||
            answer.errorToast ||
            !answer.refused ||
            answer.errorKeys.some((key) => taken.some((field) => sameField(key, field)))
          ) {
            reached = true
          } else {
            for (const key of answer.errorKeys) refusedFor.add(key)
          }
        }
        const changed = changedTables(before, await tenantFingerprint(tenant, intruder.levels))
        if (changed.length) {
          failures.push(
            `${intruder.who}: ${method} ${path} changed the other tenant's ${changed.join(', ')}`
          )
        }
        if (!reached) {
          failures.push(
            `${method} ${path} refused every body for ${[...refusedFor].join(', ')} before looking ` +
              `the ids up: add the values it needs to VALID_FORMS (${REGISTRY})`
          )
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([])
  })

  test('the routes found to take ids include the bulk actions, the import and the switch', () => {
    for (const label of [
      'POST /contacts/bulk/delete',
      'POST /contacts/bulk/add-to-list',
      'POST /contacts/bulk/remove-from-list',
      'POST /contacts/importer/start',
      'POST /segments',
      'POST /community/switch',
    ]) {
      expect([...routesTakingIds]).toContain(label)
    }
  })
})
