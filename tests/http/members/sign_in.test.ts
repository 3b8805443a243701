/**
 * The member API's sign-in by e-mail (docs/members.md, "Sign-in"): a 6-digit code and a link
 * e-mailed (read from the dev mailbox, as the person would), either one traded for a device
 * token; the same answer for every address; single use, 10 minutes, 5 wrong tries; per field
 * errors in Romanian or English. The switched-off method: sign_in_switched_off.test.ts; the
 * per-IP limit and the logs: sign_in_limits.test.ts.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { count, factories, query, unique } from '../../support/db.ts'
import { enableSignInMethods, errorsByField, memberApi, requestSignIn } from '../helpers/members.ts'

const address = () => `${unique('membru')}@example.test`.toLowerCase()

const SENT = {
  data: {
    message:
      'Dacă adresa este corectă, îți vom trimite un cod de autentificare și un link. Verifică emailul.',
  },
}
const REFUSED = 'Codul nu este valid sau a expirat. Cere un cod nou.'

const verify = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  memberApi('POST', '/api/member/sign-in/email/verify', { body, headers })

const codeRow = async (email: string) => {
  const [row] = await query<{
    tries: number
    used_at: Date | null
    code_hash: string
    link_hash: string
  }>(
    `select tries, used_at, code_hash, link_hash from member_sign_in_codes
      where purpose = 'sign_in' and email = $1`,
    [email]
  )
  return row
}

beforeAll(async () => {
  await enableSignInMethods(['email'])
})

describe('asking for a code', () => {
  test('a known and an unknown address get the same answer, and each an e-mail with a code and a link', async () => {
    const { MemberFactory } = await factories()
    const known = await MemberFactory.merge({ email: address() }).create()
    const unknown = address()
    const answers = await Promise.all(
      [known.email!, unknown].map((email) =>
        memberApi('POST', '/api/member/sign-in/email', { body: { email, device_name: 'iPhone' } })
      )
    )
    for (const answer of answers) {
      expect(answer.status).toBe(202)
      expect(answer.body).toEqual(SENT)
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
    for (const email of [known.email!, unknown]) {
      const [mail] = await query<{ subject: string; html: string }>(
        `select subject, html from mailbox_messages where "to" = $1`,
        [email]
      )
      const code = /data-code[^>]*>\s*(\d{6})/.exec(mail.html)![1]
      expect(mail.subject).toBe(`Codul tău de autentificare: ${code} - Comunitate`)
      expect(mail.html).toContain('valabile 10 minute')
      // The universal link's base (MEMBER_APP_LINK_BASE, by default {APP_URL}/app).
      expect(mail.html).toMatch(/http:\/\/127\.0\.0\.1:\d+\/app\/sign-in\?token=[\w-]{43}"/)
      // Only hashes are stored.
      const row = await codeRow(email)
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(row.code_hash).not.toContain(code)
    }
    // No account is made before a code is used.
    expect(await count('members', 'lower(email) = $1', [unknown])).toBe(0)
  })

  test('the e-mail is in English when the app asks in English', async () => {
    const email = address()
    await memberApi('POST', '/api/member/sign-in/email', {
      body: { email },
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    })
    const [mail] = await query<{ subject: string; html: string }>(
      `select subject, html from mailbox_messages where "to" = $1`,
      [email]
    )
    expect(mail.subject).toMatch(/^Your sign-in code: \d{6} - Comunitate$/)
    expect(mail.html).toContain('valid for 10 minutes')
  })

  test('a new request replaces the live code: one row, the earlier code refused', async () => {
    const email = address()
    const first = await requestSignIn(email)
    const second = await requestSignIn(email)
    expect(await count('member_sign_in_codes', 'email = $1', [email])).toBe(1)
    const old = await verify({ email, code: first.code, device_name: 'Telefon' })
    // Two random codes may match (one in a million): then the old one is the new one.
    if (first.code !== second.code) {
      expect(old.status).toBe(422)
      expect(errorsByField(old.body)).toEqual({ code: REFUSED })
    }
    expect(await verify({ token: first.token, device_name: 'Telefon' })).toMatchObject({
      status: 422,
    })
  })

  test.each([
    [{}, 'email', 'Câmpul email este obligatoriu.'],
    [{ email: 'nu-e-email' }, 'email', 'Introdu o adresă de email validă.'],
    [{ email: ['a@b.ro'] }, 'email', 'Câmpul email trebuie să fie text.'],
    [
      { email: 'ana@example.test', device_name: 'x'.repeat(101) },
      'device_name',
      'Câmpul nume dispozitiv poate avea cel mult 100 de caractere.',
    ],
  ])('%j: 422 under %s, nothing written', async (body, field, message) => {
    const before = await count('member_sign_in_codes', "email = 'ana@example.test'")
    const answer = await memberApi('POST', '/api/member/sign-in/email', { body })
    expect(answer.status).toBe(422)
    expect(errorsByField(answer.body)[field]).toBe(message)
    expect(await count('member_sign_in_codes', "email = 'ana@example.test'")).toBe(before)
  })

  test('five codes an address in 15 minutes, then 429 with the time to wait', async () => {
    const email = address()
    for (let i = 0; i < 5; i++) await requestSignIn(email)
    const answer = await memberApi('POST', '/api/member/sign-in/email', { body: { email } })
    expect(answer.status).toBe(429)
    expect(answer.body).toMatchObject({ error: 'too_many_requests' })
    expect(answer.body.message).toMatch(/^Prea multe încercări într-un timp scurt\./)
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(answer.body.retry_after).toBe(Number(answer.headers.get('retry-after')))
    expect(await count('mailbox_messages', '"to" = $1', [email])).toBe(5)
  })
})

describe('using the code or the link', () => {
  test('the code signs in: a new account of the address, a device token that works', async () => {
    const email = address()
    const { code } = await requestSignIn(email.toUpperCase())
    const answer = await verify({ email, code, device_name: 'iPhone-ul Anei' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      token: expect.stringMatching(/^mbr_/),
      member: { email, first_name: null, last_name: null },
    })
    // 180 days from now.
    const days = (Date.parse(answer.body.expires_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(179.9)
    expect(days).toBeLessThan(180.1)
    const me = await memberApi('GET', '/api/member/me', { token: answer.body.token })
    expect(me.body.data).toMatchObject({ email })
    const [identity] = await query(
      `select i.provider, i.subject from member_identities i join members m on m.id = i.member_id
        where m.email = $1`,
      [email]
    )
    expect(identity).toEqual({ provider: 'email', subject: email })
    const [device] = await query<{ name: string }>(
      `select t.name from member_access_tokens t join members m on m.id = t.tokenable_id
        where m.email = $1`,
      [email]
    )
    expect(device.name).toBe('iPhone-ul Anei')
    expect(await codeRow(email).then((row) => row.used_at)).not.toBeNull()
  })

  test("a known address signs in to its account, the account's profile in the answer", async () => {
    const { MemberFactory } = await factories()
    const member = await MemberFactory.merge({ email: address(), firstName: 'Ioana' }).create()
    const { code } = await requestSignIn(member.email!)
    const answer = await verify({ email: member.email, code, device_name: 'Telefon' })
    expect(answer.status).toBe(200)
    expect(answer.body.member).toMatchObject({ uid: member.uid, first_name: 'Ioana' })
    expect(await count('members', 'lower(email) = $1', [member.email])).toBe(1)
  })

  test('the link signs in once; used again, it is refused under token', async () => {
    const email = address()
    const { token, code } = await requestSignIn(email)
    const first = await verify({ token, device_name: 'Tabletă' })
    expect(first.status).toBe(200)
    expect(first.body.member.email).toBe(email)
    const again = await verify({ token, device_name: 'Tabletă' })
    expect(again.status).toBe(422)
    expect(errorsByField(again.body)).toEqual({ token: REFUSED })
    // The code of the same e-mail is used up with it.
    expect(
      await verify({ email, code, device_name: 'Tabletă' }).then((answer) => answer.status)
    ).toBe(422)
  })

  test('a code used once is refused the second time', async () => {
    const email = address()
    const { code } = await requestSignIn(email)
    expect(await verify({ email, code, device_name: 'A' }).then((answer) => answer.status)).toBe(
      200
    )
    const again = await verify({ email, code, device_name: 'B' })
    expect(again.status).toBe(422)
    expect(errorsByField(again.body)).toEqual({ code: REFUSED })
    expect(
      await count(
        'member_access_tokens t join members m on m.id = t.tokenable_id',
        'm.email = $1',
        [email]
      )
    ).toBe(1)
  })

  test('five wrong codes kill the code: the right one is refused after, each try counted', async () => {
    const email = address()
    const { code } = await requestSignIn(email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 1; i <= 5; i++) {
      const answer = await verify({ email, code: wrong, device_name: 'Telefon' })
      expect(answer.status).toBe(422)
      expect(errorsByField(answer.body)).toEqual({ code: REFUSED })
      expect(await codeRow(email).then((row) => row.tries)).toBe(i)
    }
    const right = await verify({ email, code, device_name: 'Telefon' })
    expect(right.status).toBe(422)
    expect(await count('members', 'lower(email) = $1', [email])).toBe(0)
  })

  test('an expired code and link are refused (expires_at written in the past)', async () => {
    const email = address()
    const { code, token } = await requestSignIn(email)
    await query(
      `update member_sign_in_codes set expires_at = now() - interval '1 second' where email = $1`,
      [email]
    )
    expect(
      await verify({ email, code, device_name: 'T' }).then((answer) => errorsByField(answer.body))
    ).toEqual({
      code: REFUSED,
    })
    expect(
      await verify({ token, device_name: 'T' }).then((answer) => errorsByField(answer.body))
    ).toEqual({
      token: REFUSED,
    })
    expect(await count('members', 'lower(email) = $1', [email])).toBe(0)
  })

  test("another address's code or link is refused and counts a try on the address", async () => {
    const [mine, theirs] = [address(), address()]
    const own = await requestSignIn(mine)
    const other = await requestSignIn(theirs)
    // Two random codes are the same once in a million: the other's code is then this one's.
    if (own.code !== other.code) {
      const answer = await verify({ email: mine, code: other.code, device_name: 'T' })
      expect(answer.status).toBe(422)
      expect(errorsByField(answer.body)).toEqual({ code: REFUSED })
      expect(await codeRow(mine).then((row) => row.tries)).toBe(1)
    }
    const link = await verify({ email: mine, token: other.token, device_name: 'T' })
    expect(link.status).toBe(422)
    expect(errorsByField(link.body)).toEqual({ token: REFUSED })
    expect(await codeRow(theirs).then((row) => row.tries)).toBe(1)
    expect(await codeRow(theirs).then((row) => row.used_at)).toBeNull()
  })

  test('an unknown address with any code: the same refusal', async () => {
    const answer = await verify({ email: address(), code: '123456', device_name: 'T' })
    expect(answer.status).toBe(422)
    expect(errorsByField(answer.body)).toEqual({ code: REFUSED })
  })

  test.each([
    [
      { email: 'a@b.ro', code: '123456' },
      { device_name: 'Câmpul nume dispozitiv este obligatoriu.' },
    ],
    [
      { device_name: 'T' },
      { email: 'Câmpul email este obligatoriu.', code: 'Câmpul cod este obligatoriu.' },
    ],
    [{ email: 'a@b.ro', code: '12345', device_name: 'T' }, { code: 'Codul are 6 cifre.' }],
    [{ email: 'a@b.ro', code: '12345a', device_name: 'T' }, { code: 'Codul are 6 cifre.' }],
    [
      { token: 'nu e un link!', device_name: 'T' },
      { token: 'Linkul de autentificare nu este valid.' },
    ],
    [
      { email: 'a@b.ro', code: '123456', device_name: 'T\u0000' },
      {
        device_name:
          'Câmpul nume dispozitiv trebuie să fie pe un singur rând, fără caractere de control.',
      },
    ],
  ])('%j: 422 with the errors under their fields, no account', async (body, errors) => {
    const answer = await verify(body)
    expect(answer.status).toBe(422)
    expect(errorsByField(answer.body)).toEqual(errors)
  })

  test('English messages by Accept-Language', async () => {
    const invalid = await verify({ code: '12', device_name: 'T' }, { 'accept-language': 'en' })
    expect(errorsByField(invalid.body)).toEqual({
      email: 'The email field is required.',
      code: 'The code has 6 digits.',
    })
    const refused = await verify(
      { email: address(), code: '123456', device_name: 'T' },
      { 'accept-language': 'en-US,en;q=0.8' }
    )
    expect(errorsByField(refused.body)).toEqual({
      code: 'The code is not valid or has expired. Ask for a new one.',
    })
    const sent = await memberApi('POST', '/api/member/sign-in/email', {
      body: { email: address() },
      headers: { 'accept-language': 'en' },
    })
    expect(sent.body.data.message).toBe(
      'If the address is right, we will send it a sign-in code and a link. Check your e-mail.'
    )
  })
})
