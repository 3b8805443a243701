/**
 * Database helpers for end-to-end tests: create the people a scenario needs
 * and read what the app wrote (e-mails in the local mailbox).
 */
import pg from 'pg'
import argon2 from 'argon2'
import { randomUUID } from 'node:crypto'

let pool: pg.Pool | null = null

function db() {
  pool ??= new pg.Pool({ connectionString: process.env.E2E_DATABASE_URL, max: 2 })
  return pool
}

async function query<T extends pg.QueryResultRow = any>(sql: string, params: unknown[] = []) {
  const result = await db().query<T>(sql, params)
  return result.rows
}

export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`
export const PASSWORD = 'parola-e2e-1'

export interface E2eUser {
  id: number
  email: string
  password: string
  firstName: string
  lastName: string
}

export async function createUser(
  options: { role?: 'super-admin' | 'org-admin'; modules?: string[]; firstName?: string } = {}
): Promise<E2eUser> {
  const email = `${unique('e2e')}@example.test`
  const firstName = options.firstName ?? 'Ioana'
  const lastName = unique('Test')
  const hash = await argon2.hash(PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  })
  const [user] = await query(
    `insert into users (first_name, last_name, email, phone_number, password, status, created_at, updated_at)
     values ($1, $2, $3, '+40700000000', $4, 'active', now(), now()) returning id`,
    [firstName, lastName, email, hash]
  )

  let organizationId: number | null = null
  if (options.role === 'org-admin') {
    const [organization] = await query(
      `insert into organizations (name, slug, created_at, updated_at) values ($1, $2, now(), now()) returning id`,
      [unique('Organizație'), unique('org')]
    )
    organizationId = organization.id
    const [community] = await query(
      `insert into communities (organization_id, name, slug, created_at, updated_at)
       values ($1, $2, $3, now(), now()) returning id`,
      [organizationId, unique('Comunitate'), unique('com')]
    )
    for (const slug of options.modules ?? []) {
      await query(
        `insert into community_modules (community_id, module_id) select $1, id from modules where slug = $2`,
        [community.id, slug]
      )
    }
  }
  if (options.role) {
    await query(
      `insert into user_roles (user_id, role_id, organization_id) select $1, id, $2 from roles where name = $3`,
      [user.id, organizationId, options.role]
    )
  }
  return { id: user.id, email, password: PASSWORD, firstName, lastName }
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
