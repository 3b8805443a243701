/**
 * Direct database access for tests: build the situation a test needs and
 * check what a request wrote (or did not write).
 */
import pg from 'pg'
import argon2 from 'argon2'
import { randomUUID } from 'node:crypto'
import { inject } from 'vitest'

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

/** A unique suffix so that parallel test files never collide. */
export function unique(prefix = 'x') {
  return `${prefix}-${randomUUID().slice(0, 8)}`
}

export const PASSWORD = 'parola-test-1'

const hashes = new Map<string, string>()
async function hashPassword(password: string) {
  if (!hashes.has(password)) {
    hashes.set(
      password,
      await argon2.hash(password, {
        type: argon2.argon2id,
        memoryCost: 19456,
        timeCost: 2,
        parallelism: 1,
      })
    )
  }
  return hashes.get(password)!
}

export interface TestUser {
  id: number
  uid: string
  email: string
  password: string
  firstName: string
  lastName: string
}

export async function createUser(
  options: {
    role?: 'super-admin' | 'org-admin' | null
    organizationId?: number
    status?: 'active' | 'pending' | 'inactive'
    password?: string
    email?: string
  } = {}
): Promise<TestUser> {
  const password = options.password ?? PASSWORD
  const email = options.email ?? `${unique('user')}@example.test`
  const firstName = 'Test'
  const lastName = unique('Utilizator')
  const [user] = await query(
    `insert into users (first_name, last_name, email, phone_number, password, status, created_at, updated_at)
     values ($1, $2, $3, '+40700000000', $4, $5, now(), now()) returning id, uid`,
    [
      firstName,
      lastName,
      email.toLowerCase(),
      await hashPassword(password),
      options.status ?? 'active',
    ]
  )
  if (options.role) {
    await query(
      `insert into user_roles (user_id, role_id, organization_id)
       select $1, id, $2 from roles where name = $3`,
      [user.id, options.organizationId ?? null, options.role]
    )
  }
  return { id: user.id, uid: user.uid, email: email.toLowerCase(), password, firstName, lastName }
}

export async function createOrganization(name = unique('Organizație')) {
  const [organization] = await query(
    `insert into organizations (name, slug, created_at, updated_at) values ($1, $2, now(), now()) returning id, uid, name`,
    [name, unique('org').toLowerCase()]
  )
  return organization as { id: number; uid: string; name: string }
}

export async function createCommunity(organizationId: number, modules: string[] = []) {
  const name = unique('Comunitate')
  const [community] = await query(
    `insert into communities (organization_id, name, slug, created_at, updated_at)
     values ($1, $2, $3, now(), now()) returning id, uid, name`,
    [organizationId, name, unique('com').toLowerCase()]
  )
  for (const slug of modules) {
    await query(
      `insert into community_modules (community_id, module_id) select $1, id from modules where slug = $2`,
      [community.id, slug]
    )
  }
  return community as { id: number; uid: string; name: string }
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
