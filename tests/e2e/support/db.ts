/**
 * Database helpers for end-to-end tests: create the people a scenario needs
 * (users with a role, an organization, a community and its modules) and read
 * what the app wrote (e-mails in the local mailbox). Mirrors
 * tests/support/db.ts, which cannot be imported here (it needs Vitest).
 */
import pg from 'pg'
import argon2 from 'argon2'
import { randomUUID } from 'node:crypto'

let pool: pg.Pool | null = null

function db() {
  const connectionString = process.env.E2E_DATABASE_URL
  if (!connectionString) throw new Error('E2E_DATABASE_URL is not set (see global_setup.ts).')
  pool ??= new pg.Pool({ connectionString, max: 2 })
  return pool
}

export async function query<T extends pg.QueryResultRow = any>(
  sql: string,
  params: unknown[] = []
) {
  const result = await db().query<T>(sql, params)
  return result.rows
}

/** A unique suffix so that parallel tests never collide. */
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

export const PASSWORD = 'parola-e2e-1'

/** The app's own parameters (argon2id, 19 MiB, 2 passes), so that sign-in verifies them. */
const hashes = new Map<string, Promise<string>>()
function hashPassword(password: string) {
  if (!hashes.has(password)) {
    hashes.set(
      password,
      argon2.hash(password, {
        type: argon2.argon2id,
        memoryCost: 19456,
        timeCost: 2,
        parallelism: 1,
      })
    )
  }
  return hashes.get(password)!
}

export type Role = 'super-admin' | 'org-admin'

export interface E2eUser {
  id: number
  email: string
  password: string
  firstName: string
  lastName: string
  fullName: string
  organization?: { id: number; name: string }
  community?: { id: number; name: string }
}

export async function createOrganization(name = unique('Organizație')) {
  const [organization] = await query<{ id: number; name: string }>(
    `insert into organizations (name, slug, created_at, updated_at)
     values ($1, $2, now(), now()) returning id, name`,
    [name, unique('org').toLowerCase()]
  )
  return organization
}

/** A community of the organization with the given modules (slugs, e.g. events-module). */
export async function createCommunity(organizationId: number, modules: string[] = []) {
  const [community] = await query<{ id: number; name: string }>(
    `insert into communities (organization_id, name, slug, created_at, updated_at)
     values ($1, $2, $3, now(), now()) returning id, name`,
    [organizationId, unique('Comunitate'), unique('com').toLowerCase()]
  )
  for (const slug of modules) {
    const rows = await query(
      `insert into community_modules (community_id, module_id)
       select $1, id from modules where slug = $2 returning module_id`,
      [community.id, slug]
    )
    if (rows.length === 0) throw new Error(`No module with the slug ${slug}`)
  }
  return community
}

/**
 * An active user. A super-admin has no organization; an org-admin gets a new
 * organization with one community that has `modules`; without a role the
 * user has none at all.
 */
export async function createUser(
  options: {
    role?: Role | null
    modules?: string[]
    firstName?: string
    password?: string
  } = {}
): Promise<E2eUser> {
  const email = `${unique('e2e')}@example.test`
  const password = options.password ?? PASSWORD
  const firstName = options.firstName ?? 'Ioana'
  const lastName = unique('Test')
  const [user] = await query<{ id: number }>(
    `insert into users (first_name, last_name, email, phone_number, password, status, created_at, updated_at)
     values ($1, $2, $3, '+40700000000', $4, 'active', now(), now()) returning id`,
    [firstName, lastName, email, await hashPassword(password)]
  )
  const created: E2eUser = {
    id: user.id,
    email,
    password,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
  }

  if (options.role === 'org-admin') {
    created.organization = await createOrganization()
    created.community = await createCommunity(created.organization.id, options.modules ?? [])
  }
  if (options.role) {
    await query(
      `insert into user_roles (user_id, role_id, organization_id)
       select $1, id, $2 from roles where name = $3`,
      [user.id, created.organization?.id ?? null, options.role]
    )
  }
  return created
}

export interface MailboxMessage {
  id: number
  from: string
  to: string
  subject: string
  html: string | null
  text: string | null
}

/** Every e-mail the app sent to an address (local mailbox), oldest first. */
export function mailsTo(email: string) {
  return query<MailboxMessage>(
    `select id, "from", "to", subject, html, text from mailbox_messages
     where "to" ilike $1 order by id`,
    [`%${email}%`]
  )
}

/** The last e-mail sent to an address, if any. */
export async function latestMailTo(email: string) {
  const mails = await mailsTo(email)
  return mails.at(-1)
}

/** Puts e-mails in the local mailbox (the first real list with the data table). */
export async function insertMails(recipient: string, subjects: string[]) {
  for (const subject of subjects) {
    await query(
      `insert into mailbox_messages ("from", "to", subject, html) values ($1, $2, $3, '<p>x</p>')`,
      ['Comunitate <no-reply@example.test>', recipient, subject]
    )
  }
}
