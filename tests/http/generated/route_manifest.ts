/**
 * The route enumerator shared by the generated route tests: the real
 * router's routes (printed by `node ace routes:manifest` in the global
 * setup), who may call each one (from its middleware) and how its
 * parameters are filled (from the fixture registry, route_fixtures.ts).
 * Anything it cannot work out is a *problem* with a message saying what to
 * add: the tests fail on it, so a new route is never skipped silently.
 */
import { inject } from 'vitest'
import {
  FIXTURES,
  MIDDLEWARE,
  memberCommunityFixture,
  type Access,
  type Fixture,
} from './route_fixtures.ts'

export interface RouteParam {
  name: string
  wildcard: boolean
  optional: boolean
  /** The source of the matcher that checks it (global or the route's own), or null. */
  matcher: string | null
}

export interface ManifestRoute {
  name: string | null
  methods: string[]
  pattern: string
  params: RouteParam[]
  middleware: { name: string; args: unknown }[]
}

/** A field of one of the app's validators: its path (`*` for an array element) and kind. */
export interface ValidatorField {
  path: string[]
  kind: string
}

/** A node of a validator (blocks, lists and elements too) and the rules it reports under. */
export interface RuledField {
  path: string[]
  rules: string[]
}

export interface RouteManifest {
  routes: ManifestRoute[]
  fields: ValidatorField[]
  /** Every validator's nodes and their rules, by validator (`imports/import#importDataValidator`). */
  rules: Record<string, RuledField[]>
}

export const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE']

/** One route and what the generators know about it. */
export interface Route extends ManifestRoute {
  /** "POST /communities/:uid/edit" */
  label: string
  access: Access
  /** The fixture that fills its parameters (null without parameters). */
  fixture: Fixture | null
  /** What the generators cannot work out; each says what to add. */
  problems: string[]
}

const REGISTRY = 'tests/http/generated/route_fixtures.ts'

function accessOf(route: ManifestRoute, problems: string[]): Access {
  const access: Access = {
    signedIn: false,
    guest: false,
    roles: null,
    modules: [],
    member: false,
    memberCommunity: false,
  }
  for (const { name, args } of route.middleware) {
    const apply = MIDDLEWARE[name]
    if (apply) apply(args, access)
    else {
      problems.push(
        `unknown middleware "${name}": say in MIDDLEWARE (${REGISTRY}) who it lets through`
      )
    }
  }
  return access
}

/**
 * The registered fixture for the route's pattern up to its last parameter
 * (`/communities/:uid/edit` → `/communities/:uid`); for the member API's routes of a community,
 * the community's slug with the staff's fixture of the rest (memberCommunityFixture).
 */
function fixtureOf(route: ManifestRoute, access: Access, problems: string[]): Fixture | null {
  if (!route.params.length) return null
  const segments = route.pattern.split('/')
  const last = route.params.at(-1)!
  const prefix = segments.slice(0, segments.indexOf(last.wildcard ? '*' : `:${last.name}`) + 1)
  const needed = prefix.join('/')
  const fixture =
    FIXTURES.find((candidate) => candidate.prefix === needed) ??
    memberCommunityFixture(needed, access)
  if (!fixture) {
    problems.push(
      `no fixture for "${needed}": add to FIXTURES (${REGISTRY}) a line that creates the record ` +
        `in a tenant and returns { ${route.params.map((p) => p.name).join(', ')} }`
    )
    return null
  }
  return fixture
}

function matcherProblems(route: ManifestRoute) {
  return route.params
    .filter((param) => !param.wildcard && !param.matcher)
    .map(
      (param) =>
        `parameter ":${param.name}" has no matcher: add router.where('${param.name}', …) to ` +
        `start/route_params.ts (or .where() on the route)`
    )
}

export const manifest = inject('routeManifest')

/** Every route of the app (HEAD left out: it is GET without a body). */
export const routes: Route[] = manifest.routes.map((route) => {
  const problems: string[] = []
  const access = accessOf(route, problems)
  const fixture = fixtureOf(route, access, problems)
  problems.push(...matcherProblems(route))
  const methods = route.methods.filter((method) => method !== 'HEAD')
  return {
    ...route,
    methods,
    label: `${methods.join(',')} ${route.pattern}`,
    access,
    fixture,
    problems,
  }
})

/** Fails with every problem of the route, each naming the route and what to add. */
export function assertReachable(route: Route) {
  if (route.problems.length) {
    throw new Error(
      `The generated route tests cannot reach ${route.label}:\n- ${route.problems.join('\n- ')}`
    )
  }
}

/** The path of a route with its parameters filled. */
export function pathOf(route: ManifestRoute, values: Record<string, string | number>) {
  return route.pattern
    .split('/')
    .map((segment) => {
      const name = segment === '*' ? '*' : segment.startsWith(':') ? segment.slice(1) : null
      if (name === null) return segment
      const value = values[name]
      if (value === undefined) throw new Error(`No value for ${segment} of ${route.pattern}`)
      return encodeURIComponent(String(value)).replace(/%2F/g, '/')
    })
    .join('/')
}
