import type { HttpContext } from '@adonisjs/core/http'
import { SessionGuard, SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { GuardConfigProvider } from '@adonisjs/auth/types'
import type { SessionGuardOptions } from '@adonisjs/auth/types/session'
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

/** The user's roles as one JSON column (`signed_in_roles`) of a query that reads `users`. */
const ROLES_COLUMN = `coalesce((select json_agg(json_build_object(
     'name', roles.name,
     'organization_id', user_roles.organization_id,
     'organization', (
       select json_build_object('uid', organizations.uid, 'name', organizations.name,
         'communities', coalesce((
           select json_agg(json_build_object('id', communities.id, 'uid', communities.uid,
             'name', communities.name,
             'module_slugs', array(select modules.slug from community_modules
               join modules on modules.id = community_modules.module_id
               where community_modules.community_id = communities.id order by modules.slug))
             order by communities.name)
           from communities where communities.organization_id = organizations.id), '[]'))
       from organizations where organizations.id = user_roles.organization_id)
   ) order by roles.id)
   from user_roles join roles on roles.id = user_roles.role_id
   where user_roles.user_id = users.id), '[]')`

/** The prefix of the signed-in user's columns in the session read (DatabaseSessionStore). */
export const SIGNED_IN_USER_PREFIX = 'signed_in_user__'

/**
 * The columns of the signed-in user and their roles, named with
 * SIGNED_IN_USER_PREFIX, for a query that joins `users` (the session read).
 */
export function signedInUserColumns(model: typeof User) {
  const columns = [...model.$columnsDefinitions.values()].map(({ columnName }) => columnName)
  return [
    ...columns.map((column) => `users.${column} as "${SIGNED_IN_USER_PREFIX}${column}"`),
    `${ROLES_COLUMN} as "${SIGNED_IN_USER_PREFIX}signed_in_roles"`,
  ].join(', ')
}

/** Users read with their session, by request, until the guard asks for them. */
const readWithSession = new WeakMap<HttpContext, { id: string; row: Record<string, unknown> }>()

/**
 * Keeps the user that the session read found with the session (the row of
 * `signedInUserColumns`, prefix removed), for the guard of this request.
 */
export function rememberSignedInUser(ctx: HttpContext, id: string, row: Record<string, unknown>) {
  readWithSession.set(ctx, { id, row })
}

/**
 * The session guard's user look-up, with the user's roles
 * (`$extras.signed_in_roles`): TenantContext needs them on every request.
 * The user normally comes with the session itself (DatabaseSessionStore reads
 * both in one statement): the guard of each request gets its own provider
 * (`forRequest`) that takes that user instead of asking the database again.
 * Anything else (no tagged user, another id) is one query with the roles.
 */
export class SignedInUserProvider extends SessionLucidUserProvider<typeof User> {
  #ctx?: HttpContext
  #shared?: SignedInUserProvider

  /** This provider for one request: it knows the user read with the request's session. */
  forRequest(ctx: HttpContext) {
    const provider = new SignedInUserProvider(this.options)
    provider.#shared = this
    provider.#ctx = ctx
    return provider
  }

  /** The model, imported once by the shared provider (not once per request). */
  async getModel(): Promise<typeof User> {
    return this.#shared ? this.#shared.getModel() : super.getModel()
  }

  async findById(identifier: string | number | bigint) {
    const withSession = this.#ctx && readWithSession.get(this.#ctx)
    const model = await this.getModel()
    if (withSession && withSession.id === String(identifier)) {
      readWithSession.delete(this.#ctx!)
      return this.createUserForGuard(model.$createFromAdapterResult(withSession.row)!)
    }
    const query = model.query()
    const user = await query
      .select('users.*', query.client.raw(`${ROLES_COLUMN} as signed_in_roles`))
      .where('id', identifier as number)
      .first()
    return user ? this.createUserForGuard(user) : null
  }
}

/**
 * The session guard of @adonisjs/auth (`sessionGuard`), with a provider per
 * request (SignedInUserProvider.forRequest).
 */
export function signedInSessionGuard<UseRememberTokens extends boolean>(
  config: { provider: SignedInUserProvider } & SessionGuardOptions<UseRememberTokens>
): GuardConfigProvider<
  (ctx: HttpContext) => SessionGuard<UseRememberTokens, SignedInUserProvider>
> {
  return {
    async resolver(name, app) {
      const emitter = await app.container.make('emitter')
      return (ctx) =>
        new SessionGuard(name, ctx, config, emitter as never, config.provider.forRequest(ctx))
    },
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

/** The roles loaded with the user by the provider above, if it loaded them. */
export function signedInRoles(user: User): SignedInRole[] | undefined {
  return user.$extras.signed_in_roles as SignedInRole[] | undefined
}
