/**
 * The database of the HTTP tests: build the situation a test needs with the
 * app's model factories (database/factories, through tests/support/app.ts),
 * and check what a request wrote (or did not write) with plain SQL.
 */
import pg from 'pg'
import { inject } from 'vitest'
import { unique } from '../../database/factories/unique.ts'
import { factories as loadFactories } from './app.ts'

let pool: pg.Pool | null = null

export function db() {
  pool ??= new pg.Pool({ connectionString: inject('databaseUrl'), max: 3 })
  return pool
}

export async function query<T extends pg.QueryResultRow = any>(
  sql: string,
  params: unknown[] = []
) {
  const result = await db().query<T>(sql, params)
  return result.rows
}

export async function count(table: string, where = 'true', params: unknown[] = []) {
  const rows = await query<{ total: string }>(
    `select count(*) as total from ${table} where ${where}`,
    params
  )
  return Number(rows[0].total)
}

/**
 * How many rows of `table` belong to one community: what a test's "nothing written" counts, as
 * other test files write to the same tables at the same time.
 */
export function countInCommunity(table: string, communityId: number) {
  return count(table, 'community_id = $1', [communityId])
}

/** A unique suffix so that parallel test files never collide. */
export { unique } from '../../database/factories/unique.ts'

/** The test app's factories (database/factories), against this run's database. */
export function factories() {
  return loadFactories(inject('databaseUrl'))
}

export const PASSWORD = 'parola-test-1'

export interface TestUser {
  id: number
  uid: string
  email: string
  password: string
  firstName: string
  lastName: string
}

/** An active user (UserFactory), with a role when asked (org-admin of `organizationId`). */
export async function createUser(
  options: {
    role?: 'super-admin' | 'org-admin' | null
    organizationId?: number
    status?: 'active' | 'pending' | 'inactive'
    password?: string
    email?: string
  } = {}
): Promise<TestUser> {
  const { UserFactory, assignRole } = await factories()
  const password = options.password ?? PASSWORD
  const user = await UserFactory.merge({
    password,
    status: options.status ?? 'active',
    ...(options.email ? { email: options.email } : {}),
  }).create()
  if (options.role) await assignRole(user, options.role, options.organizationId ?? null)
  const { id, uid, email, firstName, lastName } = user
  return { id, uid, email, password, firstName, lastName }
}

export async function createOrganization(name = unique('Organizație')) {
  const { OrganizationFactory } = await factories()
  const { id, uid } = await OrganizationFactory.merge({ name }).create()
  return { id, uid, name }
}

/** A community of the organization (CommunityFactory) with the given modules (slugs). */
export async function createCommunity(organizationId: number, modules: string[] = []) {
  const { CommunityFactory, activateModules } = await factories()
  const community = await CommunityFactory.merge({ organizationId }).create()
  await activateModules(community, modules)
  return { id: community.id, uid: community.uid, name: community.name }
}

/** An org-admin with an organization and one community (with the given modules). */
export async function createOrgAdmin(modules: string[] = ['events-module']) {
  const organization = await createOrganization()
  const community = await createCommunity(organization.id, modules)
  const user = await createUser({ role: 'org-admin', organizationId: organization.id })
  return { user, organization, community }
}

export async function latestMailTo(email: string) {
  const [message] = await query(
    `select * from mailbox_messages where "to" ilike $1 order by id desc limit 1`,
    [`%${email}%`]
  )
  return message as { id: number; to: string; subject: string; html: string } | undefined
}

/** Every e-mail sent to an address, oldest first. */
export async function mailsTo(email: string) {
  return (await query(`select * from mailbox_messages where "to" ilike $1 order by id`, [
    `%${email}%`,
  ])) as { id: number; to: string; subject: string; html: string }[]
}

/** The token of the /reset/{token} link inside an e-mail's HTML. */
export function resetTokenFrom(html: string | null | undefined) {
  const match = /\/reset\/([A-Za-z0-9_-]+)/.exec(html ?? '')
  if (!match) throw new Error(`No /reset/{token} link in: ${html}`)
  return match[1]
}

export interface SessionRow {
  id: string
  user_id: string | null
  expires_at: Date
  data: { message: Record<string, unknown>; purpose: string; expiryDate?: string }
}

/** The stored sessions of a user (tagged with the user id at sign-in). */
export async function sessionsOf(userId: number) {
  const rows = await query(`select * from sessions where user_id = $1 order by id`, [
    String(userId),
  ])
  return rows.map((row) => ({ ...row, data: JSON.parse(row.data) })) as SessionRow[]
}

/** Rewrites the values stored in a session (the JSON under data.message). */
export async function updateSessionValues(
  sessionId: string,
  change: (values: Record<string, unknown>) => void
) {
  const [row] = await query(`select data from sessions where id = $1`, [sessionId])
  if (!row) throw new Error(`No session ${sessionId}`)
  const data = JSON.parse(row.data)
  change(data.message)
  await query(`update sessions set data = $2 where id = $1`, [sessionId, JSON.stringify(data)])
}
