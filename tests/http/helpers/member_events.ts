/**
 * Helpers for the member API's events, tickets and data tests: members joined to a community
 * (database/factories/member_factory.ts, with a device token) and the app's requests.
 */
import { inject } from 'vitest'
import { createOrgAdmin, factories, query } from '../../support/db.ts'
import { nativeImport } from '../../support/native_import.js'

const baseUrl = inject('baseUrl')

type MemberFactories = typeof import('#database/factories/member_factory')

/** The member factory of the test app (booted with the other factories). */
export async function memberFactories() {
  await factories()
  return nativeImport<MemberFactories>('#database/factories/member_factory')
}

/** A member joined to the community (a new account unless one is given), with a device token. */
export async function joinedMember(
  communityId: number,
  member?: Awaited<ReturnType<MemberFactories['memberOf']>>['member']
) {
  const { memberOf } = await memberFactories()
  return memberOf(communityId, member)
}

/** A community of its own with the events module, its slug, and a member in it. */
export async function memberWorld() {
  const { community, organization } = await createOrgAdmin(['events-module'])
  const slug = await slugOf(community.id)
  const joined = await joinedMember(community.id)
  return { community, organization, slug, ...joined }
}

export async function slugOf(communityId: number) {
  const [row] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    communityId,
  ])
  return row.slug
}

/** The app's request with the member's token: JSON, no cookie. */
export function memberApi(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {}
) {
  return fetch(`${baseUrl}/api/member${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  })
}

/** The field errors of a 422 answer, by field. */
export async function fieldErrors(reply: Response) {
  const body = (await reply.json()) as { errors: { field: string; message: string }[] }
  return Object.fromEntries(body.errors.map((error) => [error.field, error.message]))
}
