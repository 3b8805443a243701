import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest'
import { count, query, unique } from '../../support/db.ts'
import { startAppServer } from '../../support/stack.ts'
import { checkAnswersOf } from '../../support/openapi_check.ts'
import {
  sha256,
  startProviderStandIn,
  type IdTokenProvider,
} from '../../support/member_providers_stub.ts'

/**
 * The mobile app's sign-in with Google, Apple and Facebook (docs/members.md, "Google, Apple,
 * Facebook") against local stand-ins of the providers (tests/support/member_providers_stub.ts):
 * a second server of the app is pointed at them; its answers are checked against the OpenAPI
 * document as every /api/ answer is (tests/support/openapi_check.ts). The methods are switched in the one
 * mobile_settings row every tenant shares, so this file runs alone on its database
 * (vitest.config.ts, `platformWide`), and it counts every member and token written.
 */

const CLIENT_IDS = {
  google: ['ios-123.apps.googleusercontent.com', 'web-456.apps.googleusercontent.com'],
  apple: ['ro.comunitate.app', 'ro.comunitate.web'],
}

const REFUSED = {
  ro: (provider: string) =>
    `Autentificarea cu ${provider} nu a putut fi verificată. Încearcă din nou.`,
  en: (provider: string) => `The sign-in with ${provider} could not be verified. Please try again.`,
}
const NAMES = { google: 'Google', apple: 'Apple', facebook: 'Facebook' } as const

let standIn: Awaited<ReturnType<typeof startProviderStandIn>>
let app: Awaited<ReturnType<typeof startAppServer>>

async function setMethods(
  modules: Partial<Record<'google' | 'apple' | 'facebook' | 'email', boolean>>
) {
  const all = { google: true, apple: true, facebook: true, email: true, ...modules }
  await query(
    `insert into mobile_settings (id, auth_modules, branding, updated_at) values (1, $1, '{}', now())
     on conflict (id) do update set auth_modules = excluded.auth_modules`,
    [JSON.stringify(all)]
  )
}

beforeAll(async () => {
  standIn = await startProviderStandIn()
  app = await startAppServer(inject('databaseUrl'), {
    ...standIn.env,
    MEMBER_GOOGLE_CLIENT_IDS: CLIENT_IDS.google.join(', '),
    MEMBER_APPLE_CLIENT_IDS: CLIENT_IDS.apple.join(','),
    MEMBER_PROVIDER_TIMEOUT_MS: '1000',
  })
  // Its answers are checked against its OpenAPI document, as the stack server's are.
  checkAnswersOf(app.baseUrl)
  await setMethods({})
})

afterEach(() => {
  standIn.health.google = standIn.health.apple = standIn.health.facebook = 'up'
})

afterAll(async () => {
  await app?.stop()
  await standIn?.stop()
  await query('delete from mobile_settings')
})

type Answer = { status: number; headers: Headers; body: any }

async function signIn(
  provider: IdTokenProvider | 'facebook',
  body: Record<string, unknown>,
  options: { language?: string; baseUrl?: string } = {}
): Promise<Answer> {
  const reply = await fetch(`${options.baseUrl ?? app.baseUrl}/api/member/sign-in/${provider}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept': 'application/json',
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: reply.status, headers: reply.headers, body: await reply.json() }
}

const rawNonce = () => randomBytes(24).toString('base64url')
const subject = () => randomBytes(10).toString('hex')
const email = (name = 'membru') => `${unique(name).toLowerCase()}@example.com`

/** An ID token of `provider` for a new person, and the body the app sends with it. */
async function idTokenSignIn(
  provider: IdTokenProvider,
  claims: Record<string, unknown> = {},
  options: { key?: 'stranger'; nonce?: string } = {}
) {
  const nonce = options.nonce ?? rawNonce()
  const token = await standIn.idToken(
    provider,
    { sub: subject(), aud: CLIENT_IDS[provider][0], nonce: sha256(nonce), ...claims },
    options
  )
  return { id_token: token, nonce, device_name: 'iPhone-ul Anei' }
}

/** A sign-in whose token gives `address`, verified or not as the provider writes it. */
async function signInWithEmail(
  provider: IdTokenProvider,
  sub: string,
  address: string,
  verified: boolean
) {
  // Apple writes `email_verified` as a string.
  const flag = provider === 'apple' ? String(verified) : verified
  return signIn(
    provider,
    await idTokenSignIn(provider, { sub, email: address, email_verified: flag })
  )
}

/** Every member, identity and device token: a refusal writes none. */
async function written() {
  return {
    members: await count('members'),
    identities: await count('member_identities'),
    tokens: await count('member_access_tokens'),
  }
}

async function expectNothingWritten(answer: () => Promise<Answer>) {
  const before = await written()
  const reply = await answer()
  expect(await written()).toEqual(before)
  return reply
}

async function identityOf(provider: string, sub: string) {
  const [row] = await query(
    `select i.email, m.uid, m.email as member_email, m.first_name, m.last_name
       from member_identities i join members m on m.id = i.member_id
      where i.provider = $1 and i.subject = $2`,
    [provider, sub]
  )
  return row as
    | {
        email: string | null
        uid: string
        member_email: string | null
        first_name: string | null
        last_name: string | null
      }
    | undefined
}

async function devicesOf(uid: string) {
  return query(
    `select t.name from member_access_tokens t join members m on m.id = t.tokenable_id
      where m.uid = $1 order by t.id`,
    [uid]
  )
}

async function existingMember(address: string) {
  const [row] = await query(
    `insert into members (email, email_verified_at, first_name, last_name, created_at)
     values ($1, now(), 'Maria', 'Existentă', now()) returning uid`,
    [address]
  )
  return row.uid as string
}

// First: the keys of each provider are read once and then kept, so "down" is seen only before
// the first sign-in of the file fetched them.
describe('a provider that cannot be reached', () => {
  test.each([
    ['google', 'down'],
    ['apple', 'hang'],
  ] as const)(
    '%s keys %s: 503 in the API shape, nothing written; then it works',
    async (provider, health) => {
      standIn.health[provider] = health
      const body = await idTokenSignIn(provider)
      const reply = await expectNothingWritten(() => signIn(provider, body))
      expect(reply.status).toBe(503)
      expect(reply.headers.get('retry-after')).toBe('30')
      expect(reply.body).toEqual({
        error: 'provider_unavailable',
        reason: 'provider_unavailable',
        message: `${NAMES[provider]} nu răspunde acum. Încearcă din nou peste câteva momente.`,
      })

      standIn.health[provider] = 'up'
      const recovered = await signIn(provider, body)
      expect(recovered.status).toBe(200)
    }
  )

  test.each(['down', 'hang'] as const)('Facebook %s: 503, nothing written', async (health) => {
    standIn.health.facebook = health
    const token = standIn.facebookToken({ person: { email: email() } })
    const reply = await expectNothingWritten(() =>
      signIn('facebook', { access_token: token, device_name: 'Pixel' }, { language: 'en' })
    )
    expect(reply.status).toBe(503)
    expect(reply.body).toEqual({
      error: 'provider_unavailable',
      reason: 'provider_unavailable',
      message: 'Facebook is not answering right now. Please try again in a few moments.',
    })
  })
})

describe.each(['google', 'apple'] as const)('POST /api/member/sign-in/%s', (provider) => {
  test('a new person gets an account and a device token; a second sign-in, the same account', async () => {
    const sub = subject()
    const address = email()
    const first = await signIn(
      provider,
      await idTokenSignIn(provider, { sub, email: address, email_verified: true })
    )
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      token: expect.stringMatching(/^mbr_/),
      expires_at: expect.any(String),
      member: { email: address },
    })
    // 180 days, as docs/members.md says.
    const days = (Date.parse(first.body.expires_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(179)
    expect(days).toBeLessThan(181)
    const identity = await identityOf(provider, sub)
    expect(identity).toMatchObject({ uid: first.body.member.uid, email: address })

    const before = await count('members')
    const second = await signIn(provider, {
      ...(await idTokenSignIn(provider, { sub, email: address, email_verified: true })),
      device_name: 'iPad',
    })
    expect(second.status).toBe(200)
    expect(second.body.member.uid).toBe(first.body.member.uid)
    expect(second.body.token).not.toBe(first.body.token)
    expect(await count('members')).toBe(before)
    expect(await devicesOf(first.body.member.uid)).toEqual([
      { name: 'iPhone-ul Anei' },
      { name: 'iPad' },
    ])
  })

  test("the provider's verified e-mail joins the account of that e-mail", async () => {
    const address = email('existent')
    const uid = await existingMember(address)
    const sub = subject()
    const reply = await signInWithEmail(provider, sub, address.toUpperCase(), true)
    expect(reply.status).toBe(200)
    expect(reply.body.member).toMatchObject({ uid, email: address, first_name: 'Maria' })
    const identity = await identityOf(provider, sub)
    expect(identity?.uid).toBe(uid)
  })

  test('an e-mail the provider has not verified joins no account: a new one, without e-mail', async () => {
    const address = email('neverificat')
    const uid = await existingMember(address)
    const sub = subject()
    const reply = await signInWithEmail(provider, sub, address, false)
    expect(reply.status).toBe(200)
    expect(reply.body.member.uid).not.toBe(uid)
    expect(reply.body.member.email).toBeNull()
    expect(
      await count('member_identities', 'member_id = (select id from members where uid = $1)', [uid])
    ).toBe(0)
  })

  test("each of the app's client ids is an accepted audience", async () => {
    const reply = await signIn(
      provider,
      await idTokenSignIn(provider, { aud: CLIENT_IDS[provider][1] })
    )
    expect(reply.status).toBe(200)
  })

  test('a token a few seconds past its expiry is still taken (clock tolerance)', async () => {
    const now = Math.floor(Date.now() / 1000)
    const reply = await signIn(
      provider,
      await idTokenSignIn(provider, { iat: now - 3600, exp: now - 20 })
    )
    expect(reply.status).toBe(200)
  })

  test('the keys are fetched once and kept', async () => {
    const fetched = standIn.requests[provider]
    for (let i = 0; i < 2; i++) {
      const reply = await signIn(provider, await idTokenSignIn(provider))
      expect(reply.status).toBe(200)
    }
    expect(standIn.requests[provider]).toBe(fetched)
  })

  const now = () => Math.floor(Date.now() / 1000)
  test.each([
    ['another audience', { aud: 'ro.altcineva.app' }, {}],
    ['another issuer', { iss: 'https://accounts.example.com' }, {}],
    ['a signature of another key', {}, { key: 'stranger' as const }],
    ['expired', { iat: now() - 7200, exp: now() - 600 }, {}],
    ['issued for another nonce', { nonce: sha256('alt-nonce-al-altei-cereri') }, {}],
    [
      'carrying the raw nonce instead of its SHA-256',
      { nonce: 'nonce-brut-1234567890' },
      { nonce: 'nonce-brut-1234567890' },
    ],
    ['without a nonce', { nonce: undefined }, {}],
    ['without a subject', { sub: undefined }, {}],
  ])('a token %s is refused with 401, nothing written', async (_, claims, options) => {
    const body = await idTokenSignIn(
      provider,
      { email: email(), email_verified: true, ...claims },
      options
    )
    const reply = await expectNothingWritten(() => signIn(provider, body))
    expect(reply.status).toBe(401)
    expect(reply.body).toEqual({
      error: 'unauthenticated',
      reason: 'provider_token_invalid',
      message: REFUSED.ro(NAMES[provider]),
    })
  })

  test('a token that is not a JWT is refused, in English when asked', async () => {
    const reply = await expectNothingWritten(() =>
      signIn(
        provider,
        { id_token: 'nu.este.jwt', nonce: rawNonce(), device_name: 'Pixel' },
        { language: 'en-GB,en;q=0.9' }
      )
    )
    expect(reply.status).toBe(401)
    expect(reply.body.message).toBe(REFUSED.en(NAMES[provider]))
  })

  test.each([
    [
      'id_token',
      { id_token: undefined },
      'Câmpul ID token este obligatoriu.',
      'The ID token field is required.',
    ],
    [
      'nonce',
      { nonce: undefined },
      'Câmpul nonce este obligatoriu.',
      'The nonce field is required.',
    ],
    [
      'nonce',
      { nonce: 'scurt' },
      'Câmpul nonce trebuie să aibă cel puțin 16 caractere.',
      'The nonce field must have at least 16 characters.',
    ],
    [
      'device_name',
      { device_name: '' },
      'Câmpul nume dispozitiv este obligatoriu.',
      'The device name field is required.',
    ],
    [
      'device_name',
      { device_name: 'x'.repeat(101) },
      'Câmpul nume dispozitiv poate avea cel mult 100 de caractere.',
      'The device name field must have at most 100 characters.',
    ],
    [
      'first_name',
      { first_name: 'A'.repeat(101) },
      'Câmpul prenume poate avea cel mult 100 de caractere.',
      'The first name field must have at most 100 characters.',
    ],
  ])(
    '%s refused (%j): 422 under the field, Romanian and English, nothing written',
    async (field, change, ro, en) => {
      const body = { ...(await idTokenSignIn(provider)), ...change }
      for (const [language, message] of [
        ['ro', ro],
        ['en', en],
      ]) {
        const reply = await expectNothingWritten(() => signIn(provider, body, { language }))
        expect(reply.status).toBe(422)
        expect(reply.body.errors).toContainEqual(expect.objectContaining({ field, message }))
      }
    }
  )

  test('switched off in /mobile-app/settings: 403, even with a good token, nothing written', async () => {
    await setMethods({ [provider]: false })
    try {
      const reply = await expectNothingWritten(async () =>
        signIn(provider, await idTokenSignIn(provider, { email: email(), email_verified: true }))
      )
      expect(reply.status).toBe(403)
      expect(reply.body).toEqual({
        error: 'method_disabled',
        reason: 'method_disabled',
        message: 'Această metodă de autentificare nu este disponibilă.',
      })
    } finally {
      await setMethods({})
    }
  })

  test('a server without its client ids refuses it: 403 not_configured, nothing written', async () => {
    const reply = await expectNothingWritten(async () =>
      signIn(provider, await idTokenSignIn(provider), { baseUrl: inject('baseUrl') })
    )
    expect(reply.status).toBe(403)
    expect(reply.body).toEqual({
      error: 'method_disabled',
      reason: 'not_configured',
      message: `Autentificarea cu ${NAMES[provider]} nu este configurată pe server.`,
    })
  })
})

describe('Apple gives the name to the app on the first sign-in only', () => {
  test('the name sent with the first sign-in is the account’s; later ones keep it', async () => {
    const sub = subject()
    const first = await signIn('apple', {
      ...(await idTokenSignIn('apple', {
        sub,
        email: 'x7@privaterelay.appleid.com',
        email_verified: 'true',
      })),
      first_name: 'Ioana',
      last_name: 'Pop',
    })
    expect(first.status).toBe(200)
    expect(first.body.member).toMatchObject({ first_name: 'Ioana', last_name: 'Pop' })
    const again = await signIn('apple', await idTokenSignIn('apple', { sub }))
    expect(again.body.member).toMatchObject({
      uid: first.body.member.uid,
      first_name: 'Ioana',
      last_name: 'Pop',
    })
  })
})

describe('POST /api/member/sign-in/facebook', () => {
  test('a new person gets an account with the verified e-mail; a second sign-in, the same account', async () => {
    const address = email('facebook')
    const token = standIn.facebookToken({
      person: { first_name: 'Radu', last_name: 'Ionescu', email: address },
    })
    const first = await signIn('facebook', { access_token: token, device_name: 'Pixel 8' })
    expect(first.status).toBe(200)
    // The whole profile, as GET /api/member/me shows it: a new account's defaults too.
    expect(first.body.member).toEqual({
      uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: address,
      first_name: 'Radu',
      last_name: 'Ionescu',
      phone_number: null,
      locale: 'ro',
    })
    const again = await signIn('facebook', { access_token: token, device_name: 'Pixel 8' })
    expect(again.body.member.uid).toBe(first.body.member.uid)
    expect(await devicesOf(first.body.member.uid)).toHaveLength(2)
  })

  test("Facebook's e-mail joins the account of that e-mail", async () => {
    const address = email('fb-existent')
    const uid = await existingMember(address)
    const token = standIn.facebookToken({ person: { email: address } })
    const reply = await signIn('facebook', { access_token: token, device_name: 'Pixel' })
    expect(reply.status).toBe(200)
    expect(reply.body.member.uid).toBe(uid)
  })

  test('a person without an e-mail gets an account without one', async () => {
    const token = standIn.facebookToken({ person: { first_name: 'Fără' } })
    const reply = await signIn('facebook', { access_token: token, device_name: 'Pixel' })
    expect(reply.status).toBe(200)
    expect(reply.body.member).toMatchObject({ email: null, first_name: 'Fără' })
  })

  test.each([
    ['unknown to Facebook', () => `EAA${randomBytes(16).toString('hex')}`],
    ['no longer valid', () => standIn.facebookToken({ isValid: false })],
    ['of another app', () => standIn.facebookToken({ appId: '999000111' })],
    ['expired', () => standIn.facebookToken({ expiresAt: Math.floor(Date.now() / 1000) - 60 })],
  ])('a token %s is refused with 401, nothing written', async (_, token) => {
    const reply = await expectNothingWritten(() =>
      signIn('facebook', { access_token: token(), device_name: 'Pixel' })
    )
    expect(reply.status).toBe(401)
    expect(reply.body).toEqual({
      error: 'unauthenticated',
      reason: 'provider_token_invalid',
      message: REFUSED.ro('Facebook'),
    })
  })

  test.each([
    [
      'access_token',
      { access_token: undefined },
      'Câmpul access token este obligatoriu.',
      'The access token field is required.',
    ],
    [
      'device_name',
      { device_name: undefined },
      'Câmpul nume dispozitiv este obligatoriu.',
      'The device name field is required.',
    ],
  ])(
    '%s missing: 422 under the field, Romanian and English, nothing written',
    async (field, change, ro, en) => {
      const body = { access_token: standIn.facebookToken(), device_name: 'Pixel', ...change }
      for (const [language, message] of [
        ['ro', ro],
        ['en', en],
      ]) {
        const reply = await expectNothingWritten(() => signIn('facebook', body, { language }))
        expect(reply.status).toBe(422)
        expect(reply.body.errors).toContainEqual(expect.objectContaining({ field, message }))
      }
    }
  )

  test('switched off: 403, nothing written', async () => {
    await setMethods({ facebook: false })
    try {
      const token = standIn.facebookToken({ person: { email: email() } })
      const reply = await expectNothingWritten(() =>
        signIn('facebook', { access_token: token, device_name: 'Pixel' })
      )
      expect(reply.status).toBe(403)
      expect(reply.body.reason).toBe('method_disabled')
    } finally {
      await setMethods({})
    }
  })

  test('a server without the app id and secret refuses it: 403 not_configured', async () => {
    const reply = await signIn(
      'facebook',
      { access_token: standIn.facebookToken(), device_name: 'Pixel' },
      { baseUrl: inject('baseUrl'), language: 'en' }
    )
    expect(reply.status).toBe(403)
    expect(reply.body).toEqual({
      error: 'method_disabled',
      reason: 'not_configured',
      message: 'Sign-in with Facebook is not set up on the server.',
    })
  })
})
