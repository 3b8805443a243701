/**
 * Sign in with Facebook (docs/members.md, "Google, Apple, Facebook"): the app sends the user
 * access token Facebook gave it. The server asks Facebook's token inspection
 * (`GET {graph}/debug_token`, with the app's own access token `APP_ID|APP_SECRET`) whether it is
 * valid, for this app, and not expired; then reads the person (`GET {graph}/me`). Facebook gives
 * only confirmed e-mail addresses: the e-mail counts as verified.
 */
import { createHmac } from 'node:crypto'
import memberProvidersConfig from '#config/member_providers'
import { MemberProviderRefused } from '#exceptions/member_provider_refused'
import type { VouchedIdentity } from '#services/members/member_accounts'

/** What debug_token answers about the token (Facebook's `data`). */
interface Inspection {
  is_valid?: boolean
  app_id?: string | number
  user_id?: string | number
  /** Seconds since the epoch; 0 for a token that does not expire. */
  expires_at?: number
}

interface Person {
  id?: string
  first_name?: string
  last_name?: string
  email?: string
}

const unavailable = (detail: string) => new MemberProviderRefused('facebook', 'unavailable', detail)
const refused = (detail: string) => new MemberProviderRefused('facebook', 'token_invalid', detail)

/**
 * A Graph API GET: its JSON, or `null` for a 4xx (Facebook refused what was asked). Down, slow,
 * 5xx or not JSON: MemberProviderRefused `unavailable` (503). The URL holds tokens: never logged.
 */
async function graph<T>(path: string, query: Record<string, string>): Promise<T | null> {
  const url = `${memberProvidersConfig.facebook.graphUrl}/${path}?${new URLSearchParams(query)}`
  let response: Response
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(memberProvidersConfig.timeoutMs),
    })
  } catch (error) {
    throw unavailable(`${path}: ${(error as Error).name}`)
  }
  if (response.status >= 500 || response.status === 429) {
    throw unavailable(`${path}: HTTP ${response.status}`)
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw unavailable(`${path}: not JSON`)
  }
  return response.ok ? (body as T) : null
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * The person a Facebook access token vouches for, or MemberProviderRefused: 403 without the
 * app's id and secret configured, 401 for a token refused, 503 when Facebook cannot be reached.
 */
export async function verifyFacebookToken(accessToken: string): Promise<VouchedIdentity> {
  const { appId, appSecret } = memberProvidersConfig.facebook
  if (!appId || !appSecret) throw new MemberProviderRefused('facebook', 'not_configured')

  const inspected = await graph<{ data?: Inspection }>('debug_token', {
    input_token: accessToken,
    access_token: `${appId}|${appSecret}`,
  })
  const token = inspected?.data
  if (!token) throw refused('debug_token refused')
  if (token.is_valid !== true) throw refused('not valid')
  if (String(token.app_id) !== appId) throw refused('another app')
  const expiresAt = Number(token.expires_at ?? 0)
  if (expiresAt !== 0 && expiresAt * 1000 <= Date.now()) throw refused('expired')
  if (!token.user_id) throw refused('no user')

  const person = await graph<Person>('me', {
    fields: 'id,first_name,last_name,email',
    access_token: accessToken,
    // Proves the call comes from the app's server (Facebook's "appsecret_proof").
    appsecret_proof: createHmac('sha256', appSecret).update(accessToken).digest('hex'),
  })
  if (!person || String(person.id) !== String(token.user_id)) throw refused('me refused')

  return {
    provider: 'facebook',
    subject: String(person.id),
    verifiedEmail: text(person.email),
    firstName: text(person.first_name),
    lastName: text(person.last_name),
  }
}
