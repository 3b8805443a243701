/**
 * Generated from the router: every POST, PUT, PATCH and DELETE route receives hostile bodies
 * from a caller it lets in, with its parameters naming that caller's own records; every page
 * receives a hostile query string. No answer may be a 5xx; a refusal must be clear (a 4xx, or
 * back with errors) and must write nothing. Every id and number field is also sent as a number,
 * a numeric string, an array, a nested array and an object, and every date field on 0000-01-01
 * and 9999-12-31: a route that reads such a field refuses the value under it, writing nothing.
 */
import { describe, expect, test } from 'vitest'
import { signedIn } from '../../support/client.ts'
import { query } from '../../support/db.ts'
import { changedTables, fingerprint } from './fingerprint.ts'
import {
  farDateBodies,
  fieldFromErrorKey,
  hostileBodies,
  hostileIdBodies,
  inFormField,
  reportedUnder,
  scalarFieldsOf,
  shapedBodies,
  wrongTypesBody,
  type HostileBody,
  type ShapedBody,
} from './hostile_bodies.ts'
import { send } from './requests.ts'
import { callersOf, PAYLOAD_IN_FIELD, type Caller, type FixtureContext } from './route_fixtures.ts'
import {
  MUTATING,
  assertReachable,
  manifest,
  pathOf,
  routes,
  type Route,
} from './route_manifest.ts'
import { clientFor, createTenant, forgetClient, superAdminClient, type Tenant } from './tenants.ts'

const context: FixtureContext = { superAdmin: superAdminClient, signIn: signedIn }

async function paramsOf(route: Route, tenant: Tenant) {
  return route.fixture ? route.fixture.create(tenant, context) : {}
}

/** The page a caller sends forms from (where a refusal comes back to). */
const homeOf = (caller: Caller) => (caller === 'guest' ? '/login' : '/')

const sharedTenants = new Map<Caller, Promise<Tenant>>()

/**
 * The tenant a caller works on: org-admins share one and guests another
 * (signing in and creating a tenant is what costs; what they may do cannot
 * undo their organization), a super-admin gets a fresh one (it may delete
 * an organization).
 */
function tenantFor(caller: Caller) {
  if (caller === 'super-admin') return createTenant()
  if (!sharedTenants.has(caller)) sharedTenants.set(caller, createTenant())
  return sharedTenants.get(caller)!
}

const EMPTY: HostileBody = { label: 'an empty object', encoding: 'json', data: {} }

const { scalars, problems: scalarProblems } = scalarFieldsOf(manifest.fields, manifest.rules)

async function fuzz(route: Route, caller: Caller, method: string) {
  const failures: string[] = []
  const tenant = await tenantFor(caller)
  // A member of the tenant's community of their own for each route: its fixtures are theirs.
  if (caller === 'member') forgetClient(caller, tenant)
  let path = pathOf(route, await paramsOf(route, tenant))
  const from = homeOf(caller)
  await clientFor(caller, tenant)
  let before = await fingerprint()

  /** Sends one body; no 5xx, a clear answer, nothing written when refused. */
  async function attempt(body: HostileBody) {
    const answer = await send(await clientFor(caller, tenant), method, path, body, from, {
      fingerprint: true,
    })
    const after = answer.fingerprint!
    const where = `as ${caller}, ${method} ${path} with ${body.label}`
    const changed = changedTables(before, after)
    if (answer.status >= 500) failures.push(`${where}: answered ${answer.status}`)
    else if (answer.status >= 300 && answer.status < 400 && !answer.location) {
      failures.push(`${where}: a redirect without a location`)
    } else if (answer.refused && changed.length) {
      failures.push(`${where}: refused, yet wrote to ${changed.join(', ')}`)
    }
    before = after
    // A sign-out route ends the session: sign in again for the next body.
    if (caller !== 'guest' && answer.location?.endsWith('/login')) {
      forgetClient(caller, tenant)
      await clientFor(caller, tenant)
      before = await fingerprint()
    }
    // A member's accepted request may have ended their token or place (sign-out, leave, a
    // device): the next body comes from a new member, with records of their own.
    if (caller === 'member' && answer.status < 300) {
      forgetClient(caller, tenant)
      path = pathOf(route, await paramsOf(route, tenant))
      await clientFor(caller, tenant)
      before = await fingerprint()
    }
    return answer
  }

  // A route reading its payload from one form field gets every JSON body there too.
  const payload = PAYLOAD_IN_FIELD[`${method} ${route.pattern}`]
  const sendBody = async (body: HostileBody) => {
    const answers = [await attempt(body)]
    if (payload && body.encoding === 'json') {
      answers.push(await attempt(inFormField(body, payload.field, payload.files)))
    }
    return answers
  }

  // An empty form first: the fields it is refused for are the ones the route requires.
  const empty = await sendBody(EMPTY)
  const required = empty.flatMap((answer) => answer.errorKeys).map(fieldFromErrorKey)
  // Every field of the wrong type: the route names in its errors every field it reads.
  const probe = await sendBody(wrongTypesBody([...manifest.fields, ...required]))
  const readKeys = probe.flatMap((answer) => answer.errorKeys)
  const bodies = [
    ...hostileBodies(manifest.fields, required),
    ...hostileIdBodies([...manifest.fields, ...required]),
  ]
  for (const body of bodies) await sendBody(body)

  // Ids, numbers and dates in every shape: each such field the route reads is refused under it.
  const shaped: ShapedBody[] = [
    ...shapedBodies(manifest.fields, scalars),
    ...farDateBodies(manifest.fields, scalars),
  ]
  for (const body of shaped) {
    const read = body.hostile.filter((field) => readKeys.some((key) => reportedUnder(key, field)))
    // A route that reads none of these fields has had every such shape in the bodies above.
    if (!read.length) continue
    const answers = await sendBody(body)
    const keys = answers.flatMap((answer) => answer.errorKeys)
    const taken = read.filter((field) => !keys.some((key) => reportedUnder(key, field)))
    if (taken.length && answers.every((answer) => answer.status < 500)) {
      failures.push(
        `as ${caller}, ${method} ${path} with ${body.label}: no error under ` +
          taken.map((field) => field.path.join('.')).join(', ')
      )
    }
  }
  return failures
}

test('every route can be reached by the generated tests (fixture, middleware, matchers)', () => {
  const problems = routes.flatMap((route) => route.problems.map((p) => `${route.label}: ${p}`))
  expect(problems, problems.join('\n')).toEqual([])
})

test('the fingerprint sees a row written in a data table, even unchanged, and only that', async () => {
  const before = await fingerprint()
  // Roles are reference data, in every database.
  await query(`update roles set id = id where id = (select min(id) from roles)`)
  await query(`update communities set id = id where false`)
  await query(`update sessions set id = id`)
  expect(changedTables(before, await fingerprint())).toEqual(['roles'])
})

test('the fuzz knows what every id, number and date field of the validators reads', () => {
  expect(scalarProblems, scalarProblems.join('\n')).toEqual([])
  const byKind = (kind: string) =>
    scalars.filter((field) => field.scalar === kind).map((field) => field.path.join('.'))
  expect(byKind('id')).toEqual(expect.arrayContaining(['partners_ids.*', 'product_ids.*']))
  expect(byKind('id')).toEqual(expect.arrayContaining(['contact_id', 'selectedLists.*']))
  expect(byKind('number')).toEqual(expect.arrayContaining(['vat_rate', 'priority', 'amount']))
  expect(byKind('date-time')).toEqual(
    expect.arrayContaining(['start_date', 'end_date', 'scheduled_for'])
  )
  expect(byKind('day')).toEqual(expect.arrayContaining(['issue_date', 'due_date']))
})

test("the fuzz knows the app's form fields (every validator's)", () => {
  const names = manifest.fields.map((field) => field.path.join('.'))
  for (const name of [
    'email',
    'first_name',
    'organization_name',
    'niche_ids.*',
    'links.facebook',
  ]) {
    expect(names).toContain(name)
  }
})

describe('hostile bodies on every form route', () => {
  const forms = routes.filter((route) => route.methods.some((method) => MUTATING.includes(method)))

  test.each(forms.map((route) => [route.label, route] as const))('%s', async (_, route) => {
    assertReachable(route)
    const failures: string[] = []
    for (const caller of callersOf(route.access)) {
      for (const method of route.methods.filter((m) => MUTATING.includes(m))) {
        failures.push(...(await fuzz(route, caller, method)))
      }
    }
    expect(failures, failures.join('\n')).toEqual([])
  })
})

describe('a hostile query string on every page', () => {
  const HOSTILE_QS =
    '?search=%00&sort=%00&direction[]=x&page=99999999999999999999&per_page=-1&tab=%0D%0A&q=%00' +
    // Ids no table holds, as a filter would carry them.
    '&list=99999999999&id=9007199254740993&list_id=-1&ids[]=2147483648&uid=1e3'
  const pages = routes.filter((route) => route.methods.includes('GET'))

  test.each(pages.map((route) => [route.label, route] as const))('%s', async (_, route) => {
    assertReachable(route)
    const failures: string[] = []
    for (const caller of callersOf(route.access)) {
      const tenant = await tenantFor(caller)
      const path = pathOf(route, await paramsOf(route, tenant))
      const client = await clientFor(caller, tenant)
      const reply = await client.request('GET', path + HOSTILE_QS, { inertia: true })
      if (reply.status >= 500) failures.push(`as ${caller}, GET ${path}: ${reply.status}`)
    }
    expect(failures, failures.join('\n')).toEqual([])
  })
})
