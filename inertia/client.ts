import { createUrlBuilder, type UrlFor } from '@adonisjs/core/http/url_builder_client'
import type { RegistryGroupedByMethod } from '@tuyau/core/types'
import { routes } from '@generated/registry'
import { routeTokens } from '~/lib/route_tokens'

/**
 * URLs by route name, typed from the router (`npm run codegen` writes the registry from
 * start/routes): `urlFor('organizations.show', { uid })` → /organizations/{uid}, with
 * `{ qs: { tab: 'modules' } }` for a query string. A route whose path changes needs no change
 * here or in any page; a name that does not exist, or a missing parameter, fails typecheck.
 * (The registry is Tuyau's; only AdonisJS's URL builder is loaded, not Tuyau's HTTP client.)
 */
export const urlFor: UrlFor<RegistryGroupedByMethod<typeof routes>> = createUrlBuilder(
  {
    // The build leaves the tokens out of the registry (vite.config.ts): made from the pattern.
    root: Object.entries(routes).map(([name, route]) => ({
      name,
      domain: 'root',
      ...route,
      tokens: (route.tokens as typeof route.tokens | undefined) ?? routeTokens(route.pattern),
    })),
  },
  (qs) =>
    Object.entries(qs)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
      .join('&')
)

/** The route names of the registry. */
export type RouteName = keyof typeof routes
