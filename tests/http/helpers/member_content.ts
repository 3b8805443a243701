/**
 * Helpers for the member API's content tests: a community and requests as the mobile app sends
 * them (JSON, the token in `Authorization`, no cookies); the member is `joinedMember` of
 * ./members.ts.
 */
import { inject } from 'vitest'
import { createOrgAdmin, query } from '../../support/db.ts'

export async function slugOf(communityId: number) {
  const [row] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    communityId,
  ])
  return row.slug
}

/** A community of its own (an org-admin's) and its slug. */
export async function memberCommunity() {
  const { community } = await createOrgAdmin([])
  return { communityId: community.id as number, slug: await slugOf(community.id) }
}

/** The mobile app's request to the member API. */
export function memberRequest(
  token: string,
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}
) {
  return fetch(`${inject('baseUrl')}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  })
}

/** A refusal's messages by field (the validators' 422). */
export async function fieldErrors(reply: Response) {
  const body = (await reply.json()) as { errors: { field: string; message: string }[] }
  return Object.fromEntries(body.errors.map((error) => [error.field, error.message]))
}

/** Another community's id (a community of its own, with its org-admin). */
export async function otherCommunityId() {
  const { communityId } = await memberCommunity()
  return communityId
}
