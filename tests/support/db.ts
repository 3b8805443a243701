/**
 * The database of the HTTP tests (Vitest) and the end-to-end tests (Playwright): build the
 * situation a test needs with the app's model factories (database/factories, through
 * tests/support/app.ts), and check what a request wrote (or did not write) with plain SQL.
 * Vitest names the database of each test file with `useDatabase` (tests/support/http_setup.ts);
 * Playwright's workers find it in E2E_DATABASE_URL (tests/e2e/global_setup.ts). Both close the
 * connections with `releaseDatabase` (after a test file, when a worker stops).
 */
import { DateTime } from 'luxon'
import pg from 'pg'
import type { LucidModel, ModelAttributes } from '@adonisjs/lucid/types/model'
import type Invitation from '#models/invitation'
import type MailboxMessage from '#models/mailbox_message'
import { unique } from '../../database/factories/unique.ts'
import { factories as loadFactories, terminateTestApp } from './app.ts'
import { nativeImport } from './native_import.js'

let databaseUrl: string | null = null
let pool: pg.Pool | null = null

/** The database every helper below works on (the test stack's DATABASE_URL). */
export function useDatabase(url: string) {
  databaseUrl = url
}

/** Closes the connections of this module and of the factories' app. */
export async function releaseDatabase() {
  const open = pool
  pool = null
  await Promise.all([open?.end(), terminateTestApp()])
}

function currentDatabaseUrl() {
  const url = databaseUrl ?? process.env.E2E_DATABASE_URL
  if (!url) throw new Error('No test database: useDatabase(url) or E2E_DATABASE_URL first.')
  return url
}

export function db() {
  pool ??= new pg.Pool({ connectionString: currentDatabaseUrl(), max: 3 })
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

/** An attribute's column name (the models' naming strategy: `firstName` is `first_name`). */
type ColumnName<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ColumnName<Tail>}`
  : Name

/** A column's value as pg returns it (a luxon date is a `Date`). */
type StoredValue<Value> = Value extends DateTime ? Date : Value

/** A row of a model's table as `query` returns it: its columns, typed from the model's attributes. */
export type Row<Model extends LucidModel> = {
  [Name in keyof ModelAttributes<InstanceType<Model>> as ColumnName<Name & string>]: StoredValue<
    ModelAttributes<InstanceType<Model>>[Name]
  >
}

/** One row of `table` as stored (what a factory wrote, every column). */
export async function rowById<T extends pg.QueryResultRow = any>(table: string, id: number) {
  const [row] = await query<T>(`select * from ${table} where id = $1`, [id])
  return row
}

/**
 * Columns given as stored (`first_name`, a `Date`) as a model's attributes (`firstName`, a
 * luxon DateTime), for a factory's `merge`; columns left undefined keep the factory's value.
 */
export function attributesOf(columns: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [
        name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        value instanceof Date ? DateTime.fromJSDate(value) : value,
      ])
  )
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
  return loadFactories(currentDatabaseUrl())
}

/** The password of every test user unless given (UserFactory's). */
export const PASSWORD = 'parola-test-1'

export type Role = 'super-admin' | 'org-admin'

export interface TenantRow {
  id: number
  uid: string
  name: string
}

export interface TestUser {
  id: number
  uid: string
  email: string
  password: string
  firstName: string
  lastName: string
  fullName: string
  /** An org-admin's new organization and its community (when no `organizationId` was given). */
  organization?: TenantRow
  community?: TenantRow
  /** The TOTP secret when two-factor sign-in is on (every super-admin's, unless asked otherwise). */
  twoFactorSecret?: string
  /** Its 10 recovery codes, as shown to the user. */
  recoveryCodes?: string[]
}

/**
 * An active user (UserFactory), with a role when asked. An org-admin belongs to
 * `organizationId`, or else to a new organization with one community that has `modules`.
 */
export async function createUser(
  options: {
    role?: Role | null
    organizationId?: number
    modules?: string[]
    status?: 'active' | 'pending' | 'inactive'
    password?: string
    email?: string
    firstName?: string
    /**
     * Two-factor sign-in set up (a TOTP secret and recovery codes): by default for a super-admin
     * (mandatory for them, docs/security.md), so that `client.login` and `signInAs` pass it.
     */
    twoFactor?: boolean
  } = {}
): Promise<TestUser> {
  const { UserFactory, assignRole } = await factories()
  let organization: TenantRow | undefined
  let community: TenantRow | undefined
  let organizationId = options.organizationId ?? null
  if (options.role === 'org-admin' && organizationId === null) {
    organization = await createOrganization()
    community = await createCommunity(organization.id, options.modules ?? [])
    organizationId = organization.id
  }
  const password = options.password ?? PASSWORD
  const user = await UserFactory.merge({
    password,
    status: options.status ?? 'active',
    ...(options.email ? { email: options.email } : {}),
    ...(options.firstName ? { firstName: options.firstName } : {}),
  }).create()
  if (options.role) await assignRole(user, options.role, organizationId)
  const { id, uid, email, firstName, lastName, fullName } = user
  const created: TestUser = {
    id,
    uid,
    email,
    password,
    firstName,
    lastName,
    fullName,
    organization,
    community,
  }
  if (options.twoFactor ?? options.role === 'super-admin') {
    Object.assign(created, await enrolTwoFactor(id))
  }
  return created
}

/** The TOTP secrets of the users set up here, by e-mail (the sign-in helpers type their codes). */
const twoFactorSecrets = new Map<string, string>()

export function twoFactorSecretOf(email: string) {
  return twoFactorSecrets.get(email.toLowerCase())
}

/**
 * Sets up two-factor sign-in for a user as enrolment does (an encrypted secret, 10 hashed recovery
 * codes), through the app's own functions; returns the secret and the codes.
 */
export async function enrolTwoFactor(userId: number) {
  await factories()
  const [{ default: User }, service, totp, recovery] = await Promise.all([
    nativeImport<typeof import('#models/user')>('#models/user'),
    nativeImport<typeof import('#services/two_factor/two_factor_service')>(
      '#services/two_factor/two_factor_service'
    ),
    nativeImport<typeof import('#services/two_factor/totp')>('#services/two_factor/totp'),
    nativeImport<typeof import('#services/two_factor/recovery_codes')>(
      '#services/two_factor/recovery_codes'
    ),
  ])
  const secret = totp.newTotpSecret()
  const recoveryCodes = recovery.newRecoveryCodes()
  const user = await User.findOrFail(userId)
  user.merge({
    twoFactorSecret: service.sealTwoFactorSecret(secret),
    twoFactorEnabledAt: DateTime.now(),
    twoFactorLastStep: null,
    twoFactorRecoveryCodes: await service.hashRecoveryCodes(recoveryCodes),
  })
  await user.save()
  twoFactorSecrets.set(user.email.toLowerCase(), secret)
  return { twoFactorSecret: secret, recoveryCodes }
}

/**
 * The code a user types at the second step: the secret's current code, after forgetting the last
 * step accepted, so that a test may sign the same user in twice within 30 seconds (a code is
 * accepted once, docs/security.md).
 */
export async function currentTwoFactorCode(email: string, secret = twoFactorSecretOf(email)) {
  if (!secret) throw new Error(`No two-factor secret known for ${email}`)
  await query('update users set two_factor_last_step = null where email = $1', [
    email.toLowerCase(),
  ])
  const { totpCode } = await nativeImport<typeof import('#services/two_factor/totp')>(
    '#services/two_factor/totp'
  )
  return totpCode(secret)
}

export async function createOrganization(name = unique('Organizație')): Promise<TenantRow> {
  const { OrganizationFactory } = await factories()
  const { id, uid } = await OrganizationFactory.merge({ name }).create()
  return { id, uid, name }
}

/** A community of the organization (CommunityFactory) with the given modules (slugs). */
export async function createCommunity(
  organizationId: number,
  modules: string[] = [],
  name?: string
): Promise<TenantRow> {
  const { CommunityFactory, activateModules } = await factories()
  const community = await CommunityFactory.merge({
    organizationId,
    ...(name ? { name } : {}),
  }).create()
  await activateModules(community, modules)
  return { id: community.id, uid: community.uid, name: community.name }
}

/** An org-admin with an organization and one community (with the given modules). */
export async function createOrgAdmin(modules: string[] = ['events-module']) {
  const user = await createUser({ role: 'org-admin', modules })
  return { user, organization: user.organization!, community: user.community! }
}

/** The public uid of an organization or a community (their URLs use it). */
export async function uidOf(table: 'organizations' | 'communities', id: number) {
  const [row] = await query<{ uid: string }>(`select uid from ${table} where id = $1`, [id])
  return row.uid
}

export type InvitationRow = Row<typeof Invitation>

/**
 * A delivered invitation (InvitationFactory) as its database row, with the token of its link:
 * to be a super-admin, or an org-admin of `organizationId`; pending for seven days unless told.
 */
export async function createInvitation(
  options: {
    email?: string
    organizationId?: number | null
    organizationName?: string | null
    role?: Role
    invitedBy?: number | null
    expiresInMinutes?: number
    verified?: boolean
  } = {}
) {
  const { createInvitationWithToken } = await factories()
  const { invitation, token } = await createInvitationWithToken({
    ...(options.email ? { email: options.email.toLowerCase() } : {}),
    organizationId: options.organizationId ?? null,
    organizationName: options.organizationName ?? null,
    role: options.role ?? (options.organizationId ? 'org-admin' : 'super-admin'),
    invitedBy: options.invitedBy ?? null,
    expiresAt: DateTime.now().plus({ minutes: options.expiresInMinutes ?? 7 * 24 * 60 }),
    verifiedAt: options.verified ? DateTime.now() : null,
  })
  return { ...(await rowById<InvitationRow>('invitations', invitation.id)), token }
}

/** Every e-mail the app sent to an address (local mailbox), oldest first. */
export function mailsTo(email: string) {
  return query<Row<typeof MailboxMessage>>(
    `select * from mailbox_messages where "to" ilike $1 order by id`,
    [`%${email}%`]
  )
}

/** The last e-mail sent to an address, if any. */
export async function latestMailTo(email: string): Promise<Row<typeof MailboxMessage> | undefined> {
  const [message] = await query<Row<typeof MailboxMessage>>(
    `select * from mailbox_messages where "to" ilike $1 order by id desc limit 1`,
    [`%${email}%`]
  )
  return message
}

/** Puts e-mails in the local mailbox (MailboxMessageFactory), one per subject. */
export async function insertMails(recipient: string, subjects: string[]) {
  const { MailboxMessageFactory } = await factories()
  for (const subject of subjects) {
    await MailboxMessageFactory.merge({ to: recipient, subject }).create()
  }
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
