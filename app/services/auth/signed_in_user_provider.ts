import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type User from '#models/user'

/** A role of the signed-in user, as TenantContext reads it. */
export type SignedInRole = { name: string; organization_id: number | null }

/**
 * The session guard's user look-up, with the user's roles in the same query
 * (`$extras.signed_in_roles`): TenantContext needs them on every request, and
 * a separate roles query was one round trip of each request's fixed cost.
 */
export class SignedInUserProvider extends SessionLucidUserProvider<typeof User> {
  async findById(identifier: string | number | bigint) {
    const model = await this.getModel()
    const query = model.query()
    const user = await query
      .select(
        'users.*',
        query.client.raw(
          `coalesce((select json_agg(json_build_object('name', roles.name, 'organization_id', user_roles.organization_id) order by roles.id)
             from user_roles join roles on roles.id = user_roles.role_id
             where user_roles.user_id = users.id), '[]') as signed_in_roles`
        )
      )
      .where('id', identifier as number)
      .first()
    return user ? this.createUserForGuard(user) : null
  }
}

/** The roles loaded with the user by the provider above, if it loaded them. */
export function signedInRoles(user: User): SignedInRole[] | undefined {
  return user.$extras.signed_in_roles as SignedInRole[] | undefined
}
