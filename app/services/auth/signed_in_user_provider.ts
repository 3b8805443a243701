import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type User from '#models/user'

export type SignedInCommunity = { id: number; uid: string; name: string; module_slugs: string[] }

export type SignedInRole = {
  name: string
  organization_id: number | null
  organization: { uid: string; name: string; communities: SignedInCommunity[] } | null
}

/**
 * An SQL function (database/migrations/*_signed_in_roles_function.ts). Raw: the roles with their
 * organizations and communities as one JSON column, which preloads would take four queries for.
 */
const ROLES_COLUMN = 'signed_in_roles(users.id)'

/** Reads the user with their roles in one query: TenantContext needs them on every request. */
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
