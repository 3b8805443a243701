/**
 * Generated from the router: every form route receives markup-like text (`-->`, `<!--`,
 * `</script>`, `<!--<script>`) in every text field, as its callers; a field that refuses it gets
 * a plain value of its kind instead, until the form is accepted. Then every page those callers
 * can open (each route's own records, the pages the forms led to) is loaded in full and read
 * with a real HTML parser: the page object parses, equals the page as an Inertia visit gets it,
 * and the element the app mounts in is there. No page answers a 5xx.
 */
import { isDeepStrictEqual } from 'node:util'
import { JSDOM } from 'jsdom'
import { describe, expect, test } from 'vitest'
import { signedIn, type TestClient } from '../../support/client.ts'
import { query } from '../../support/db.ts'
import { build, fieldFromErrorKey } from './hostile_bodies.ts'
import { send } from './requests.ts'
import { STATIC_HTML_PAGES, callersOf, type Caller, type FixtureContext } from './route_fixtures.ts'
import {
  MUTATING,
  assertReachable,
  manifest,
  pathOf,
  routes,
  type Route,
  type ValidatorField,
} from './route_manifest.ts'
import { clientFor, createTenant, forgetClient, superAdminClient, type Tenant } from './tenants.ts'

/** A field as the manifest describes it, with the values it accepts when it lists them. */
type Field = ValidatorField & { choices?: unknown[] }

/** What every text field receives: each string, the one that breaks a page written raw last. */
const MARKUP_END = '<!--<script>'
const markup = (n: number) => `Markup${n} --> <!-- </script> ${MARKUP_END}`

const context: FixtureContext = { superAdmin: superAdminClient, signIn: signedIn }

/** Each caller works in a tenant of its own (a super-admin may deactivate an organization). */
const tenants = new Map<Caller, Promise<Tenant>>()
const tenantOf = (caller: Caller) => {
  if (!tenants.has(caller)) tenants.set(caller, createTenant())
  return tenants.get(caller)!
}

/** A route's parameters in a tenant: one record per fixture, so a form and its page share it. */
const params = new Map<string, Promise<Record<string, string | number>>>()
function paramsOf(route: Route, caller: Caller, tenant: Tenant) {
  if (!route.fixture) return Promise.resolve({})
  const key = `${caller} ${route.fixture.prefix}`
  if (!params.has(key)) params.set(key, route.fixture.create(tenant, context))
  return params.get(key)!
}

/** The values a field path takes in some validator (an enum's, an `in` list's). */
const choices = new Map<string, unknown[]>()
const validators = (manifest as unknown as { validators: Record<string, Field[]> }).validators
for (const field of Object.values(validators).flat() as Field[]) {
  if (!field.choices?.length) continue
  const key = field.path.join('.')
  choices.set(key, [...new Set([...(choices.get(key) ?? []), ...field.choices])])
}

const FUTURE = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)

/** Plain values to try, in turn, in a field that refuses the markup (or needs a value). */
function fallbacks(field: Field, n: number): unknown[] {
  return [
    ...(choices.get(field.path.join('.')) ?? []),
    `Markup${n} ${MARKUP_END}`.slice(0, 20),
    `markup${n}@example.test`,
    '+40712345678',
    `https://example.test/markup-${n}`,
    `${FUTURE} 10:00:00`,
    FUTURE,
    '#1a2b3c',
    '1',
    `markup-${n}`,
    `MK${n}`,
    true,
  ]
}

/** The first value a field gets: the markup in text, its first choice in a list, else nothing. */
function initial(field: Field, n: number): unknown {
  const listed = choices.get(field.path.join('.'))
  if (field.kind === 'enum' && listed) return listed[0]
  if (field.kind === 'string') return markup(n)
  if (field.kind === 'record') return { [`markup_${n}`]: markup(n) }
  return undefined
}

const ROUNDS = 12

/** What the forms left: the pages they led to, by caller, and the routes that stored markup. */
const landed = new Map<Caller, Set<string>>()
const accepted: string[] = []

/** After a route ended the session (a sign-out), the caller signs in again, as it now is. */
async function afterSignOut(caller: Caller, tenant: Tenant) {
  const [row] = await query<{ email: string }>(`select email from users where id = $1`, [
    tenant.admin.id,
  ])
  if (row) tenant.admin.email = row.email
  forgetClient(caller, tenant)
}

/** Sends a form again and again, each field that refuses its value getting the next one. */
async function fill(route: Route, caller: Caller, method: string) {
  const tenant = await tenantOf(caller)
  const path = pathOf(route, await paramsOf(route, caller, tenant))
  const fields: Field[] = [...manifest.fields]
  const tried = new Map<string, number>()
  const values = new Map<string, unknown>()
  const valueOf = (field: Field, index: number) => {
    const key = field.path.join('.')
    if (!values.has(key)) values.set(key, initial(field, index))
    return values.get(key)
  }
  for (let round = 0; round < ROUNDS; round++) {
    const body = build(fields, valueOf)
    const client = await clientFor(caller, tenant)
    const answer = await send(
      client,
      method,
      path,
      { label: 'markup', encoding: 'json', data: body },
      '/'
    )
    if (answer.location?.endsWith('/login') && caller !== 'guest')
      await afterSignOut(caller, tenant)
    // A member's accepted request may have ended their token (sign-out): a new member next.
    if (caller === 'member' && answer.status < 300) forgetClient(caller, tenant)
    if (!answer.errorKeys.length) {
      if (!answer.refused && answer.status < 400) {
        accepted.push(`${caller}: ${method} ${route.pattern}`)
        const target = answer.location && new URL(answer.location, client.baseUrl)
        if (target && target.origin === new URL(client.baseUrl).origin) {
          if (!landed.has(caller)) landed.set(caller, new Set())
          landed.get(caller)!.add(target.pathname + target.search)
        }
      }
      return
    }
    for (const key of answer.errorKeys) {
      const field = fieldFromErrorKey(key)
      const name = field.path.join('.')
      if (!fields.some((known) => known.path.join('.') === name)) fields.push(field)
      const next = tried.get(name) ?? 0
      const candidates = fallbacks(field, fields.length)
      if (next >= candidates.length) continue
      tried.set(name, next + 1)
      values.set(name, candidates[next])
    }
  }
}

/** A page loaded in full: its problems (none when it is intact), and whether it shows markup. */
async function check(client: TestClient, path: string) {
  // What an earlier form left for the next page (its errors, a toast) goes to this visit.
  await client.request('GET', path, { inertia: true })
  const reply = await client.request('GET', path, { headers: { accept: 'text/html' } })
  if (reply.status >= 500) return { problems: [`answered ${reply.status}`], shows: false }
  const type = reply.headers.get('content-type') ?? ''
  if (reply.status !== 200 || !type.startsWith('text/html')) return { problems: [], shows: false }
  if (STATIC_HTML_PAGES.has(path)) {
    const problems = reply.text.includes(MARKUP_END) ? ['a static page shows stored text'] : []
    return { problems, shows: false }
  }
  const { document } = new JSDOM(reply.text).window
  const problems: string[] = []
  const script = document.querySelector('script[data-page="app"][type="application/json"]')
  const mount = document.getElementById('app')
  if (!script) problems.push('no page script')
  if (mount?.parentElement !== document.body || mount.innerHTML !== '') {
    problems.push('no empty mount element in the body')
  }
  if (document.body.querySelectorAll('script').length !== 1) problems.push('scripts in the body')
  let page: { props?: unknown } | null = null
  try {
    page = JSON.parse(script?.textContent ?? '')
  } catch {
    problems.push('the page object does not parse')
  }
  if (page) {
    const visit = await client.request('GET', path, { inertia: true })
    // The same props, whatever order their keys come in (props resolved side by side may arrive
    // in any order).
    if (visit.status === 200 && !isDeepStrictEqual(visit.json().props, page.props)) {
      const visited = visit.json().props as Record<string, unknown>
      const loaded = page.props as Record<string, unknown>
      const differ = Object.keys({ ...visited, ...loaded }).filter(
        (key) => !isDeepStrictEqual(visited[key], loaded[key])
      )
      problems.push(
        `the page object is not the props an Inertia visit gets (${differ.map((key) => `${key}: ${JSON.stringify(loaded[key])?.slice(0, 200)} ≠ ${JSON.stringify(visited[key])?.slice(0, 200)}`).join('; ')})`
      )
    }
  }
  return { problems, shows: JSON.stringify(page ?? '').includes(MARKUP_END) }
}

const forms = routes.filter((route) =>
  route.methods.some((method) => MUTATING.includes(method) && method !== 'DELETE')
)
const pages = routes.filter((route) => route.methods.includes('GET'))

describe('markup-like text in every text field, then every screen', () => {
  test('every form route receives it in each of its text fields', async () => {
    for (const route of forms) {
      assertReachable(route)
      for (const caller of callersOf(route.access)) {
        for (const method of route.methods.filter((m) => MUTATING.includes(m) && m !== 'DELETE')) {
          await fill(route, caller, method)
        }
      }
    }
    // Enough forms took it for the pages below to show it (names, titles, texts).
    expect(accepted.length, accepted.join('\n')).toBeGreaterThan(25)
  }, 600_000)

  test('every page shows it intact: the page object parses and the app has its element', async () => {
    const failures: string[] = []
    const showing: string[] = []
    for (const caller of ['org-admin', 'super-admin', 'guest'] as const) {
      const tenant = await tenantOf(caller)
      const paths = new Set(landed.get(caller) ?? [])
      for (const route of pages) {
        if (!callersOf(route.access).includes(caller)) continue
        paths.add(pathOf(route, await paramsOf(route, caller, tenant)))
      }
      for (const path of paths) {
        const client = await clientFor(caller, tenant)
        const { problems, shows } = await check(client, path)
        failures.push(...problems.map((problem) => `as ${caller}, GET ${path}: ${problem}`))
        if (shows) showing.push(`${caller} ${path}`)
      }
    }
    expect(failures, failures.join('\n')).toEqual([])
    // The screens that list or edit what the forms saved did show it.
    expect(showing.length, showing.join('\n')).toBeGreaterThan(30)
  }, 600_000)
})
