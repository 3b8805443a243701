/**
 * Local stand-ins for what the mobile app's sign-in with Google, Apple and Facebook asks the
 * providers (docs/members.md, "Google, Apple, Facebook"):
 *
 * - Google's and Apple's published keys (`/google/certs`, `/apple/auth/keys`): a JWK set of an
 *   RSA key generated here, which signs the ID tokens the tests make (`idToken`);
 * - Facebook's Graph API (`/facebook/v22.0/debug_token`, `/facebook/v22.0/me`), answering as
 *   Facebook documents it for the user access tokens the tests register (`facebookToken`).
 *
 * Each can be switched `down` (500) or made to `hang` (never answers), and counts its requests.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose'

export type IdTokenProvider = 'google' | 'apple'
type Health = 'up' | 'down' | 'hang'

/** Facebook's app as the test server is configured with it. */
export const FACEBOOK_APP = { id: '4815162342', secret: 'facebook-app-secret-test' }

/** What the stand-in knows of a Facebook user access token. */
export interface FacebookToken {
  appId: string
  userId: string
  isValid: boolean
  /** Seconds since the epoch (0: never expires). */
  expiresAt: number
  person: { first_name?: string; last_name?: string; email?: string }
}

export const ISSUERS: Record<IdTokenProvider, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
}

/** The nonce an ID token carries for the raw nonce the app keeps: SHA-256, hex. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

async function signingKey() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true })
  const kid = randomBytes(6).toString('hex')
  return {
    kid,
    privateKey,
    jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  }
}

export async function startProviderStandIn() {
  const keys = { google: await signingKey(), apple: await signingKey() }
  /** A key no provider publishes: a token it signs is a forgery. */
  const stranger = await signingKey()
  const health: Record<IdTokenProvider | 'facebook', Health> = {
    google: 'up',
    apple: 'up',
    facebook: 'up',
  }
  const requests = { google: 0, apple: 0, facebook: 0 }
  const facebookTokens = new Map<string, FacebookToken>()

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const serve = (name: keyof typeof health, answer: (res: ServerResponse) => void) => {
      requests[name]++
      if (health[name] === 'hang') return
      if (health[name] === 'down') return json(500, { error: 'unavailable' })
      answer(response)
    }
    if (url.pathname === '/google/certs') {
      return serve('google', () => json(200, { keys: [keys.google.jwk] }))
    }
    if (url.pathname === '/apple/auth/keys') {
      return serve('apple', () => json(200, { keys: [keys.apple.jwk] }))
    }
    if (url.pathname === '/facebook/v22.0/debug_token') {
      return serve('facebook', () => {
        // The app's own token, as Facebook wants it: "APP_ID|APP_SECRET".
        if (url.searchParams.get('access_token') !== `${FACEBOOK_APP.id}|${FACEBOOK_APP.secret}`) {
          return json(400, { error: { message: 'Invalid OAuth access token.', code: 190 } })
        }
        const token = facebookTokens.get(url.searchParams.get('input_token') ?? '')
        if (!token) {
          return json(200, {
            data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } },
          })
        }
        json(200, {
          data: {
            app_id: token.appId,
            type: 'USER',
            application: 'Comunitate',
            expires_at: token.expiresAt,
            is_valid: token.isValid,
            scopes: ['public_profile', 'email'],
            user_id: token.userId,
          },
        })
      })
    }
    if (url.pathname === '/facebook/v22.0/me') {
      return serve('facebook', () => {
        const accessToken = url.searchParams.get('access_token') ?? ''
        const token = facebookTokens.get(accessToken)
        const proof = createHmac('sha256', FACEBOOK_APP.secret).update(accessToken).digest('hex')
        if (!token || !token.isValid || url.searchParams.get('appsecret_proof') !== proof) {
          return json(400, { error: { message: 'Invalid OAuth access token.', code: 190 } })
        }
        const fields = (url.searchParams.get('fields') ?? 'id,name').split(',')
        const person: Record<string, string> = { id: token.userId, ...token.person }
        json(200, Object.fromEntries(fields.filter((f) => f in person).map((f) => [f, person[f]])))
      })
    }
    json(404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    health,
    requests,
    /** The test server's settings pointing at this stand-in. */
    env: {
      MEMBER_GOOGLE_JWKS_URL: `${url}/google/certs`,
      MEMBER_APPLE_JWKS_URL: `${url}/apple/auth/keys`,
      MEMBER_FACEBOOK_GRAPH_URL: `${url}/facebook/v22.0`,
      MEMBER_FACEBOOK_APP_ID: FACEBOOK_APP.id,
      MEMBER_FACEBOOK_APP_SECRET: FACEBOOK_APP.secret,
    },
    /**
     * An ID token signed by the provider's key (or `key: 'stranger'`), valid for an hour from
     * now unless `claims` say otherwise; a claim set to undefined is left out.
     */
    async idToken(
      provider: IdTokenProvider,
      claims: JWTPayload & Record<string, unknown>,
      options: { key?: 'stranger' } = {}
    ) {
      const signer = options.key === 'stranger' ? stranger : keys[provider]
      const now = Math.floor(Date.now() / 1000)
      const payload: JWTPayload = { iss: ISSUERS[provider], iat: now, exp: now + 3600, ...claims }
      for (const [name, value] of Object.entries(payload)) {
        if (value === undefined) delete payload[name]
      }
      // The stranger signs under the provider's key id: only the signature gives it away.
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: keys[provider].kid, typ: 'JWT' })
        .sign(signer.privateKey as CryptoKey)
    },
    /** Registers a Facebook user access token; answers its value. */
    facebookToken(token: Partial<FacebookToken> = {}) {
      const value = `EAA${randomBytes(16).toString('hex')}`
      facebookTokens.set(value, {
        appId: FACEBOOK_APP.id,
        userId: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
        isValid: true,
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
        person: {},
        ...token,
      })
      return value
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
