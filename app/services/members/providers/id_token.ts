/**
 * Sign in with Google and Apple (docs/members.md, "Google, Apple, Facebook"): the app sends the ID
 * token the provider gave it, and the server checks it with `jose` against the provider's
 * published keys (fetched once, cached): the signature (RS256), the issuer, the audience (the
 * app's client ids), the expiry (with a minute of clock tolerance) and the nonce.
 */
import { createHash } from 'node:crypto'
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose'
import memberProvidersConfig from '#config/member_providers'
import { MemberProviderRefused } from '#exceptions/member_provider_refused'
import type { VouchedIdentity } from '#services/members/member_accounts'

export type IdTokenProvider = 'google' | 'apple'

/** What the app sends besides the token. */
export interface IdTokenSignIn {
  idToken: string
  /** The raw nonce the app generated; the token carries its SHA-256 (hex). */
  nonce: string
  /** Apple gives the name to the app, on the first sign-in only. */
  firstName?: string
  lastName?: string
}

/** The nonce an ID token must carry for the raw nonce the app sends: SHA-256, lower-case hex. */
export function hashedNonce(raw: string) {
  return createHash('sha256').update(raw, 'utf8').digest('hex')
}

/** One remote key set per URL for the process: jose keeps the keys (10 minutes) between sign-ins. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

function keySet(url: string) {
  let keys = keySets.get(url)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), {
      timeoutDuration: memberProvidersConfig.timeoutMs,
      cacheMaxAge: 10 * 60_000,
      // A token signed with a key not yet known fetches the set again, not more often than this.
      cooldownDuration: 30_000,
    })
    keySets.set(url, keys)
  }
  return keys
}

/** The key set could not be read: the provider is down, slow, or answered nonsense. */
const UNAVAILABLE_CODES = new Set(['ERR_JOSE_GENERIC', 'ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID'])

function refusalOf(provider: IdTokenProvider, error: unknown): never {
  if (error instanceof errors.JOSEError) {
    const refusal = UNAVAILABLE_CODES.has(error.code) ? 'unavailable' : 'token_invalid'
    // Which claim failed (aud, iss, nonce…), for the log.
    const claim = error instanceof errors.JWTClaimValidationFailed ? ` ${error.claim}` : ''
    throw new MemberProviderRefused(provider, refusal, `${error.code}${claim}`)
  }
  // fetch's own failures (connection refused, DNS): the provider could not be reached.
  if (error instanceof TypeError || (error instanceof Error && error.name === 'AbortError')) {
    throw new MemberProviderRefused(provider, 'unavailable', error.message)
  }
  throw error
}

/** Apple writes booleans as strings ("true"); Google as booleans. */
const isTrue = (value: unknown) => value === true || value === 'true'

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * The person an ID token vouches for, or MemberProviderRefused: 403 when the provider has no
 * client id configured, 401 for a token refused, 503 when its keys cannot be read.
 */
export async function verifyIdToken(
  provider: IdTokenProvider,
  signIn: IdTokenSignIn
): Promise<VouchedIdentity> {
  const config = memberProvidersConfig[provider]
  if (config.clientIds.length === 0) throw new MemberProviderRefused(provider, 'not_configured')

  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(signIn.idToken, keySet(config.jwksUrl), {
      algorithms: ['RS256'],
      issuer: config.issuers,
      audience: config.clientIds,
      clockTolerance: memberProvidersConfig.clockToleranceSeconds,
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
    }))
  } catch (error) {
    refusalOf(provider, error)
  }
  if (payload.nonce !== hashedNonce(signIn.nonce)) {
    throw new MemberProviderRefused(provider, 'token_invalid', 'nonce')
  }

  const email = text(payload.email)
  return {
    provider,
    subject: payload.sub!,
    verifiedEmail: email && isTrue(payload.email_verified) ? email : null,
    firstName: signIn.firstName ?? text(payload.given_name),
    lastName: signIn.lastName ?? text(payload.family_name),
  }
}
