import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type User from '#models/user'

/** A community of a role's organization, with its modules' slugs, as TenantContext needs it. */
export type SignedInCommunity = { id: number; uid: string; name: string; module_slugs: string[] }

/**
 * A role of the signed-in user, as TenantContext reads it: with its
 * organization and that organization's communities (by name), so that an
 * org-admin's request needs no second query for its tenant.
 */
export type SignedInRole = {
  name: string
  organization_id: number | null
  organization: { uid: string; name: string; communities: SignedInCommunity[] } | null
}

/**
 * The user's roles as one JSON column (`signed_in_roles`) of a query that reads `users`:
 * the SQL function of database/migrations/1764650000001_signed_in_roles_function.ts.
 */
const ROLES_COLUMN = 'signed_in_roles(users.id)'

/**
 * The session guard's Lucid user provider, reading the user with their roles
 * (`$extras.signed_in_roles`) in one query: TenantContext needs them on every request.
 */
export class SignedInUserProvider extends SessionLucidUserProvider<typeof User> {
  async findById(identifier: string | number | bigint) {
    const model = await this.getModel()
    const query = model.query()
    const user = await query
      .select('users.*', query.client.raw(`${ROLES_COLUMN} as signed_in_roles`))
      .where('id', identifier as number)
      .first()
    return user ? this.createUserForGuard(user) : null
  }
}

/** The roles of a user read another way (one query; the same shape as `signedInRoles`). */
export async function rolesOfUser(user: User): Promise<SignedInRole[]> {
  const query = (user.constructor as typeof User).query()
  const row = await query
    .select(query.client.raw(`${ROLES_COLUMN} as signed_in_roles`))
    .where('id', user.id)
    .pojo<{ signed_in_roles: SignedInRole[] }>()
    .first()
  return row?.signed_in_roles ?? []
}

export function signedInRoles(user: User): SignedInRole[] | undefined {
  return user.$extras.signed_in_roles as SignedInRole[] | undefined
}
