/**
 * The member API's test helpers (docs/members.md): a member joined to a community, the sign-in
 * methods switched on (the mobile
 * app's settings, one row for the platform), the code and link of a sign-in e-mail as the app's
 * user reads them from the dev mailbox.
 */
import { inject } from 'vitest'
import { factories, query } from '../../support/db.ts'
import type Member from '#models/member'

/**
 * A member joined to the community (a new account unless one is given): the factories' account,
 * contact, membership and one device token (database/factories/member_factory.ts, `memberOf`).
 */
export async function joinedMember(communityId: number, member?: Member) {
  const { memberOf } = await factories()
  return memberOf(communityId, member)
}

/**
 * Switches the sign-in methods on in /mobile-app/settings (the others keep their state). The
 * row is the platform's: a test that switches a method off runs alone (`platformWide` in
 * vitest.config.ts).
 */
export async function enableSignInMethods(
  methods: ('email' | 'google' | 'apple' | 'facebook')[] = ['email']
) {
  const on = JSON.stringify(Object.fromEntries(methods.map((method) => [method, true])))
  await query(
    `insert into mobile_settings (id, auth_modules, branding) values (1, $1::jsonb, '{}')
     on conflict (id) do update set auth_modules = mobile_settings.auth_modules || $1::jsonb`,
    [on]
  )
}

/** The 6-digit code of a sign-in e-mail's HTML. */
export function codeFrom(html: string | null | undefined) {
  const match = /data-code[^>]*>\s*(\d{6})\s*</.exec(html ?? '')
  if (!match) throw new Error(`No code in: ${html}`)
  return match[1]
}

/** The token of a sign-in e-mail's link (`…/sign-in?token=…`). */
export function linkTokenFrom(html: string | null | undefined) {
  const match = /\/sign-in\?token=([A-Za-z0-9_-]+)/.exec(html ?? '')
  if (!match) throw new Error(`No sign-in link in: ${html}`)
  return match[1]
}

export interface ApiAnswer<Body = any> {
  status: number
  headers: Headers
  body: Body
}

/** The mobile app's request to the member API: JSON, no cookies, the token in `Authorization`. */
export async function memberApi<Body = any>(
  method: string,
  path: string,
  options: {
    body?: unknown
    token?: string
    headers?: Record<string, string>
    baseUrl?: string
  } = {}
): Promise<ApiAnswer<Body>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const reply = await fetch(`${options.baseUrl ?? inject('baseUrl')}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  })
  const text = await reply.text()
  return { status: reply.status, headers: reply.headers, body: text ? JSON.parse(text) : null }
}

/** The errors of a 422 answer, by field: `{ email: 'Introdu…' }`. */
export function errorsByField(body: { errors?: { field: string; message: string }[] }) {
  return Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message]))
}

/** Asks for a sign-in e-mail and reads its code and link token from the dev mailbox. */
export async function requestSignIn(email: string, baseUrl?: string) {
  const before = await mailCount(email)
  const answer = await memberApi('POST', '/api/member/sign-in/email', {
    body: { email },
    baseUrl,
  })
  if (answer.status !== 202) throw new Error(`Sign-in request answered ${answer.status}`)
  const mails = await query<{ html: string }>(
    `select html from mailbox_messages where "to" = lower($1) order by id`,
    [email]
  )
  if (mails.length !== before + 1) throw new Error(`No sign-in e-mail reached ${email}`)
  const html = mails.at(-1)!.html
  return { code: codeFrom(html), token: linkTokenFrom(html), html }
}

async function mailCount(email: string) {
  const [row] = await query<{ n: number }>(
    `select count(*)::int as n from mailbox_messages where "to" = lower($1)`,
    [email]
  )
  return row.n
}
