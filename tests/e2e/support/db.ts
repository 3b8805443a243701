/**
 * Database helpers for end-to-end tests: create the people a scenario needs
 * (users with a role, an organization, a community and its modules) with the
 * app's model factories, like the HTTP tests do (tests/support/db.ts, which
 * cannot be imported here: it needs Vitest), and read what the app wrote
 * (e-mails in the local mailbox) with plain SQL.
 */
import pg from 'pg'
import { unique } from '../../../database/factories/unique.ts'
import { factories as loadFactories } from '../../support/app.ts'

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
export { unique } from '../../../database/factories/unique.ts'

/** The app's factories (database/factories, through tests/support/app.ts), against the e2e database. */
function factories() {
  const databaseUrl = process.env.E2E_DATABASE_URL
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set (see global_setup.ts).')
  return loadFactories(databaseUrl)
}

export const PASSWORD = 'parola-e2e-1'

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
  const { OrganizationFactory } = await factories()
  const organization = await OrganizationFactory.merge({ name }).create()
  return { id: organization.id, name }
}

/** A community of the organization with the given modules (slugs, e.g. events-module). */
export async function createCommunity(organizationId: number, modules: string[] = []) {
  const { CommunityFactory, activateModules } = await factories()
  const community = await CommunityFactory.merge({ organizationId }).create()
  await activateModules(community, modules)
  return { id: community.id, name: community.name }
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
  const { UserFactory, assignRole } = await factories()
  const password = options.password ?? PASSWORD
  const user = await UserFactory.merge({
    password,
    firstName: options.firstName ?? 'Ioana',
    lastName: unique('Test'),
    email: `${unique('e2e')}@example.test`,
  }).create()
  const created: E2eUser = {
    id: user.id,
    email: user.email,
    password,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
  }

  if (options.role === 'org-admin') {
    created.organization = await createOrganization()
    created.community = await createCommunity(created.organization.id, options.modules ?? [])
  }
  if (options.role) await assignRole(user, options.role, created.organization?.id ?? null)
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
  const { MailboxMessageFactory } = await factories()
  for (const subject of subjects) {
    await MailboxMessageFactory.merge({ to: recipient, subject }).create()
  }
}

/** A delivered, pending invitation to be a super-admin (InvitationFactory). */
export async function createInvitation() {
  const { InvitationFactory } = await factories()
  const invitation = await InvitationFactory.create()
  return { id: invitation.id, email: invitation.email }
}

/** The public uid of an organization or a community (their URLs use it). */
export async function uidOf(table: 'organizations' | 'communities', id: number) {
  const [row] = await query<{ uid: string }>(`select uid from ${table} where id = $1`, [id])
  return row.uid
}
