/**
 * The member sign-in's per-IP limit (e-mail, Google, Apple, Facebook alike) and what the e-mail
 * sign-in leaves in the logs, on a server of its own: the
 * limit low (MEMBER_SIGN_IN_PER_IP=5, counted in the server's memory, so that no other test's
 * requests from 127.0.0.1 count), every log line written (LOG_LEVEL=trace). The limit test
 * calls from another loopback address (127.0.0.3), so each test has its own count.
 */
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { factories, unique } from '../../support/db.ts'
import { startAppServer } from '../../support/stack.ts'
import { checkAnswer, checkAnswersOf } from '../../support/openapi_check.ts'
import { enableSignInMethods, memberApi, requestSignIn } from '../helpers/members.ts'

let app: Awaited<ReturnType<typeof startAppServer>>

beforeAll(async () => {
  await enableSignInMethods(['email'])
  app = await startAppServer(inject('databaseUrl'), {
    LOG_LEVEL: 'trace',
    LIMITER_STORE: 'memory',
    MEMBER_SIGN_IN_PER_IP: '5',
  })
  // Its answers are checked against its OpenAPI document, as the stack server's are.
  checkAnswersOf(app.baseUrl)
})

afterAll(async () => {
  await app?.stop()
})

const address = () => `${unique('membru')}@example.test`.toLowerCase()

/** A JSON POST from the loopback address `from` (the server sees it as the caller's IP). */
function postFrom(
  from: string,
  path: string,
  body: unknown,
  extraHeaders: Record<string, string> = {}
) {
  return new Promise<{ status: number; body: any; retryAfter: string | undefined }>(
    (resolve, reject) => {
      const url = new URL(path, app.baseUrl)
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress: from,
          headers: {
            'content-type': 'application/json',
            'accept': 'application/json',
            ...extraHeaders,
          },
        },
        (response) => {
          let text = ''
          response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
          response.on('end', () => {
            const answer = {
              method: 'POST',
              status: response.statusCode!,
              contentType: response.headers['content-type'] ?? null,
              body: text,
            }
            checkAnswer(url, answer)
              .then(() =>
                resolve({
                  status: answer.status,
                  body: JSON.parse(text),
                  retryAfter: response.headers['retry-after'] as string | undefined,
                })
              )
              .catch(reject)
          })
        }
      )
      request.on('error', reject)
      request.end(JSON.stringify(body))
    }
  )
}

describe('the e-mail sign-in on a server with a low per-IP limit', () => {
  test('neither the code, the link nor the device token reaches the log', async () => {
    const email = address()
    const { code, token } = await requestSignIn(email, app.baseUrl)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const refused = await memberApi('POST', '/api/member/sign-in/email/verify', {
      body: { email, code: wrong, device_name: 'Telefon' },
      baseUrl: app.baseUrl,
    })
    expect(refused.status).toBe(422)
    const byCode = await memberApi('POST', '/api/member/sign-in/email/verify', {
      body: { email, code, device_name: 'Telefon' },
      baseUrl: app.baseUrl,
    })
    expect(byCode.status).toBe(200)
    const me = await memberApi('GET', '/api/member/me', {
      token: byCode.body.token,
      baseUrl: app.baseUrl,
    })
    expect(me.status).toBe(200)
    const byLink = await memberApi('POST', '/api/member/sign-in/email/verify', {
      body: { token, device_name: 'Telefon' },
      baseUrl: app.baseUrl,
    })
    expect(byLink.status).toBe(422)

    // The server logged at every level meanwhile; none of the secrets is in it.
    const log = app.log()
    expect(log.length).toBeGreaterThan(0)
    for (const secret of [code, wrong, token, byCode.body.token, byCode.body.token.slice(4)]) {
      expect(log).not.toContain(secret)
    }
  })

  test('the sixth request from one IP address in 10 minutes is refused with 429', async () => {
    const answers = []
    for (let i = 0; i < 5; i++) {
      answers.push(await postFrom('127.0.0.3', '/api/member/sign-in/email', { email: address() }))
    }
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202])
    const refused = await postFrom('127.0.0.3', '/api/member/sign-in/email', { email: address() })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ error: 'too_many_requests' })
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    // Verifying counts toward the same limit: a guess is refused before it is looked at.
    const guess = await postFrom('127.0.0.3', '/api/member/sign-in/email/verify', {
      email: address(),
      code: '123456',
      device_name: 'T',
    })
    expect(guess.status).toBe(429)
    // So does a sign-in with Google, Apple or Facebook.
    const google = await postFrom('127.0.0.3', '/api/member/sign-in/google', {
      id_token: 'x.y.z',
      nonce: 'n',
      device_name: 'T',
    })
    expect(google.status).toBe(429)
    // Another IP address has a count of its own.
    const other = await postFrom('127.0.0.4', '/api/member/sign-in/email', { email: address() })
    expect(other.status).toBe(202)
  })

  test('sign-ins with Google, Apple and Facebook count per IP address as well', async () => {
    const attempts = [
      ['google', { id_token: 'x.y.z', nonce: 'n', device_name: 'T' }],
      ['apple', { id_token: 'x.y.z', nonce: 'n', device_name: 'T' }],
      ['facebook', { access_token: 'x', device_name: 'T' }],
      ['google', { id_token: 'x.y.z', nonce: 'n', device_name: 'T' }],
      ['apple', { id_token: 'x.y.z', nonce: 'n', device_name: 'T' }],
    ] as const
    for (const [provider, body] of attempts) {
      // Not switched on here: refused by the method (403), after being counted.
      const answer = await postFrom('127.0.0.5', `/api/member/sign-in/${provider}`, body)
      expect(answer.status).toBe(403)
    }
    const refused = await postFrom('127.0.0.5', '/api/member/sign-in/facebook', {
      access_token: 'x',
      device_name: 'T',
    })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ error: 'too_many_requests' })
  })
})

/** A member with a device token, as the app holds it. */
async function signedInMember() {
  const { MemberFactory, deviceOf } = await factories()
  const member = await MemberFactory.create()
  const { token } = await deviceOf(member.id)
  return { authorization: `Bearer ${token}` }
}

describe("a new e-mail address's code, throttled as a sign-in's", () => {
  const ask = (from: string, auth: Record<string, string>, lang: Record<string, string> = {}) =>
    postFrom(from, '/api/member/me/email', { email: address() }, { ...auth, ...lang })
  const guess = (from: string, auth: Record<string, string>) =>
    postFrom(from, '/api/member/me/email/verify', { code: '123456' }, auth)

  test('per IP address: the sixth request from one address in 10 minutes, any member, is 429', async () => {
    const [first, second, third] = await Promise.all([
      signedInMember(),
      signedInMember(),
      signedInMember(),
    ])
    const answers = [
      await ask('127.0.0.6', first),
      await guess('127.0.0.6', first),
      await guess('127.0.0.6', first),
      await ask('127.0.0.6', second),
      await guess('127.0.0.6', second),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([202, 422, 422, 202, 422])
    const refused = await ask('127.0.0.6', second, { 'accept-language': 'en' })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      error: 'too_many_requests',
      message: expect.stringMatching(/^Too many attempts/),
      retry_after: expect.any(Number),
    })
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    // The code is not looked at: a guess is refused before it is read.
    const refusedGuess = await guess('127.0.0.6', third)
    expect(refusedGuess.status).toBe(429)
    expect(refusedGuess.body.message).toMatch(/^Prea multe încercări/)
    // Another IP address has a count of its own.
    expect(await guess('127.0.0.7', third)).toMatchObject({ status: 422 })
  })

  test('per member: the sixth request of one member in 10 minutes, from any address, is 429', async () => {
    const [member, other] = await Promise.all([signedInMember(), signedInMember()])
    const answers = [
      await ask('127.0.0.8', member),
      await guess('127.0.0.8', member),
      await ask('127.0.0.9', member),
      await guess('127.0.0.9', member),
      await guess('127.0.0.10', member),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([202, 422, 202, 422, 422])
    const refused = await guess('127.0.0.11', member)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ error: 'too_many_requests' })
    expect(await ask('127.0.0.12', member)).toMatchObject({ status: 429 })
    // Another member from the same address is not held back.
    expect(await ask('127.0.0.11', other)).toMatchObject({ status: 202 })
  })
})
