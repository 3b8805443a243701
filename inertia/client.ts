import { createTuyau } from '@tuyau/core/client'
import { registry } from '@generated/registry'

/**
 * The Tuyau client over the route registry that `npm run codegen` writes from start/routes.
 * The back-office posts through Inertia, so the pages use only its URL builder.
 */
export const client = createTuyau({ baseUrl: globalThis.location?.origin ?? '/', registry })

/**
 * URLs by route name: `urlFor('organizations.show', { uid })` → /organizations/{uid}, with
 * `{ qs: { tab: 'modules' } }` for a query string. A name that does not exist, or a missing
 * parameter, fails typecheck.
 */
export const urlFor = client.urlFor
