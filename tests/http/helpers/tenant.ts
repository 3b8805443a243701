/**
 * The tenant areas' tests start from an org-admin whose organization has a second community
 * (`tenants()`), signed in.
 */
import { signedIn } from '../../support/client.ts'
import { tenants } from './contacts.ts'

export type TenantWorld = Awaited<ReturnType<typeof tenants>>

/** A fresh org-admin world (`tenants()`) and the org-admin's signed-in client. */
export async function signedInOrgAdmin() {
  const world = await tenants()
  return { world, client: await signedIn(world.user) }
}
