/**
 * Helpers for the users, invitations, registration and account tests:
 * invitations built with the factory, links read from e-mails,
 * small images to upload.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { expect } from 'vitest'
import type { TestClient } from '../../support/client.ts'
import { query, unique, type InvitationRow } from '../../support/db.ts'

/** Invitations are built by the database helpers the end-to-end tests share. */
export { createInvitation, type InvitationRow } from '../../support/db.ts'

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The token of the /auth/register/{token} link inside an e-mail's HTML. */
export function registerTokenFrom(html: string | null | undefined) {
  const match = /\/auth\/register\/([A-Za-z0-9_-]+)/.exec(html ?? '')
  if (!match) throw new Error(`No /auth/register/{token} link in: ${html}`)
  return match[1]
}

export async function invitationsTo(email: string) {
  return (await query(`select * from invitations where lower(email) = lower($1) order by id`, [
    email,
  ])) as InvitationRow[]
}

export async function invitationByUid(uid: string) {
  const [row] = (await query(`select * from invitations where uid = $1`, [uid])) as InvitationRow[]
  return row
}

export function uniqueEmail(prefix = 'invitat') {
  return `${unique(prefix)}@example.test`
}

/** The form of /users/invite with a fresh address. */
export function invitationForm(overrides: Record<string, string> = {}) {
  return {
    first_name: 'Ioana',
    last_name: unique('Invitată'),
    email: uniqueEmail(),
    phone_number: '+40722111222',
    ...overrides,
  }
}

export async function userByEmail(email: string) {
  const [row] = await query(`select * from users where lower(email) = lower($1)`, [email])
  return row as
    | {
        id: number
        uid: string
        first_name: string
        last_name: string
        email: string
        phone_number: string | null
        status: string
        avatar: string | null
        document: string | null
        verified_at: Date | null
        password: string
        updated_at: Date
      }
    | undefined
}

export async function rolesOf(userId: number) {
  return (await query(
    `select r.name, ur.organization_id from user_roles ur join roles r on r.id = ur.role_id
     where ur.user_id = $1 order by r.name`,
    [userId]
  )) as { name: string; organization_id: number | null }[]
}

/** Whether the e-mail and password sign in. */
export async function canSignIn(client: TestClient, email: string, password: string) {
  const { page } = await client.submit('POST', '/login', { email, password })
  return page?.component !== 'auth/login'
}

/** A small PNG. */
export function png(width = 40, height = 30) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer()
}

/** A multipart form with one file under `field`. */
export function fileForm(field: string, bytes: Buffer | string, filename: string, type: string) {
  const data = new FormData()
  data.append(
    field,
    new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }),
    filename
  )
  return data
}

/** A refused page: 403 with the forbidden page. */
export async function expectForbidden(
  reply:
    { status: number; page: { component: string } | null } | { status: number; component: string }
) {
  expect(reply.status).toBe(403)
  const component = 'page' in reply ? reply.page?.component : reply.component
  expect(component).toBe('errors/forbidden')
}
