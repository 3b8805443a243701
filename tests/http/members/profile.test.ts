/**
 * The member's profile (docs/members.md, "Profile"): read it, change the name and phone (only
 * the fields sent), and change the e-mail: a code to the new address first, the account switched
 * when it is used; an address of another account is refused then.
 */
import { describe, expect, test } from 'vitest'
import { count, createOrgAdmin, factories, query, unique } from '../../support/db.ts'
import { codeFrom, errorsByField, memberApi } from '../helpers/members.ts'

const address = () => `${unique('membru')}@example.test`.toLowerCase()

async function signedInMember(fields: Record<string, unknown> = {}) {
  const { community } = await createOrgAdmin()
  const { MemberFactory, memberOf } = await factories()
  const member = await MemberFactory.merge({ email: address(), ...fields }).create()
  const joined = await memberOf(community.id, member)
  // An e-mail sign-in identity, as a sign-in by code leaves it.
  await query(
    `insert into member_identities (member_id, provider, subject, email, created_at)
     values ($1, 'email', $2, $2, now())`,
    [member.id, member.email]
  )
  return joined
}

const memberRow = async (id: number) => {
  const [row] = await query(
    `select email, first_name, last_name, phone_number from members where id = $1`,
    [id]
  )
  return row
}

/** Asks for the new address's code and reads it from the dev mailbox. */
async function codeForNewAddress(token: string, email: string) {
  const answer = await memberApi('POST', '/api/member/me/email', { token, body: { email } })
  expect(answer.status).toBe(202)
  const [mail] = await query<{ html: string; subject: string }>(
    `select html, subject from mailbox_messages where "to" = $1 order by id desc limit 1`,
    [email]
  )
  return { code: codeFrom(mail.html), subject: mail.subject, html: mail.html }
}

describe('the profile', () => {
  test('read', async () => {
    const { member, token } = await signedInMember({ phoneNumber: '+40722111222' })
    const answer = await memberApi('GET', '/api/member/me', { token })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      data: {
        uid: member.uid,
        email: member.email,
        first_name: 'Ana',
        last_name: 'Membru',
        phone_number: '+40722111222',
        locale: 'ro',
      },
    })
  })

  test('name and phone changed; the phone stored in E.164; the contacts are the communities’', async () => {
    const { member, contact, token } = await signedInMember()
    const answer = await memberApi('PATCH', '/api/member/me', {
      token,
      body: { first_name: ' Ioana ', last_name: 'Pop', phone_number: '0722 333 444' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({
      first_name: 'Ioana',
      last_name: 'Pop',
      phone_number: '+40722333444',
    })
    expect(await memberRow(member.id)).toMatchObject({
      first_name: 'Ioana',
      last_name: 'Pop',
      phone_number: '+40722333444',
    })
    const [linked] = await query(`select first_name, last_name from contacts where id = $1`, [
      contact.id,
    ])
    expect(linked).toEqual({ first_name: 'Ana', last_name: 'Membru' })
  })

  test('a field not sent stays; the phone can be emptied', async () => {
    const { member, token } = await signedInMember({ phoneNumber: '+40722111222' })
    await memberApi('PATCH', '/api/member/me', { token, body: { last_name: 'Nou' } })
    expect(await memberRow(member.id)).toMatchObject({
      first_name: 'Ana',
      last_name: 'Nou',
      phone_number: '+40722111222',
    })
    await memberApi('PATCH', '/api/member/me', { token, body: { phone_number: null } })
    expect(await memberRow(member.id)).toMatchObject({ phone_number: null, last_name: 'Nou' })
  })

  test.each([
    [{ first_name: '' }, 'first_name', 'Câmpul prenume este obligatoriu.'],
    [
      { last_name: 'x'.repeat(101) },
      'last_name',
      'Câmpul nume poate avea cel mult 100 de caractere.',
    ],
    [
      { phone_number: '12ab' },
      'phone_number',
      'Introdu un număr de telefon valid (6–15 cifre, opțional cu + la început).',
    ],
    [
      { first_name: 'Ana\nMaria' },
      'first_name',
      'Câmpul prenume trebuie să fie pe un singur rând, fără caractere de control.',
    ],
    [{ last_name: { x: 1 } }, 'last_name', 'Câmpul nume trebuie să fie text.'],
  ])('%j: 422 under %s, nothing written', async (body, field, message) => {
    const { member, token } = await signedInMember()
    const before = await memberRow(member.id)
    const answer = await memberApi('PATCH', '/api/member/me', { token, body })
    expect(answer.status).toBe(422)
    expect(errorsByField(answer.body)[field]).toBe(message)
    expect(await memberRow(member.id)).toEqual(before)
  })

  test('English messages by Accept-Language', async () => {
    const { token } = await signedInMember()
    const answer = await memberApi('PATCH', '/api/member/me', {
      token,
      body: { phone_number: '12ab' },
      headers: { 'accept-language': 'en' },
    })
    expect(errorsByField(answer.body)).toEqual({
      phone_number: 'Enter a valid phone number (6–15 digits, optionally starting with +).',
    })
  })

  test('without a token: 401, nothing changed', async () => {
    const answer = await memberApi('PATCH', '/api/member/me', { body: { first_name: 'X' } })
    expect(answer.status).toBe(401)
    expect(answer.body.reason).toBe('token_invalid')
  })
})

describe('a new e-mail address', () => {
  test('a code to the new address; used, the account and its e-mail sign-in switch to it', async () => {
    const { member, token } = await signedInMember()
    const email = address()
    const { code, subject } = await codeForNewAddress(token, email)
    expect(subject).toBe(`Confirmă noua adresă de email: ${code} - Comunitate`)
    // Until the code is used the account keeps its address.
    expect(await memberRow(member.id)).toMatchObject({ email: member.email })
    const answer = await memberApi('POST', '/api/member/me/email/verify', {
      token,
      body: { code },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data.email).toBe(email)
    expect(await memberRow(member.id)).toMatchObject({ email })
    const identities = await query(
      `select provider, subject from member_identities where member_id = $1`,
      [member.id]
    )
    expect(identities).toEqual([{ provider: 'email', subject: email }])
    // Used once.
    const again = await memberApi('POST', '/api/member/me/email/verify', { token, body: { code } })
    expect(again.status).toBe(422)
  })

  test("another account's address is refused when the code is used, nothing changed", async () => {
    const { member, token } = await signedInMember()
    const { MemberFactory } = await factories()
    const other = await MemberFactory.merge({ email: address() }).create()
    const { code } = await codeForNewAddress(token, other.email!)
    const answer = await memberApi('POST', '/api/member/me/email/verify', {
      token,
      body: { code },
    })
    expect(answer.status).toBe(422)
    expect(errorsByField(answer.body)).toEqual({
      email: 'Această adresă de email aparține altui cont.',
    })
    expect(await memberRow(member.id)).toMatchObject({ email: member.email })
  })

  test("a wrong, expired or another member's code is refused under code, the tries counted", async () => {
    const { member, token } = await signedInMember()
    const someone = await signedInMember()
    const email = address()
    const { code } = await codeForNewAddress(token, email)
    const theirs = await codeForNewAddress(someone.token, address())
    if (theirs.code !== code) {
      const answer = await memberApi('POST', '/api/member/me/email/verify', {
        token,
        body: { code: theirs.code },
      })
      expect(answer.status).toBe(422)
      expect(errorsByField(answer.body)).toEqual({
        code: 'Codul nu este valid sau a expirat. Cere un cod nou.',
      })
      const [row] = await query<{ tries: number }>(
        `select tries from member_sign_in_codes where member_id = $1`,
        [member.id]
      )
      expect(row.tries).toBe(1)
    }
    await query(
      `update member_sign_in_codes set expires_at = now() - interval '1 second' where member_id = $1`,
      [member.id]
    )
    const expired = await memberApi('POST', '/api/member/me/email/verify', {
      token,
      body: { code },
    })
    expect(expired.status).toBe(422)
    expect(await memberRow(member.id)).toMatchObject({ email: member.email })
  })

  test.each([
    ['/api/member/me/email', {}, 'email', 'Câmpul email este obligatoriu.'],
    ['/api/member/me/email', { email: 'nu' }, 'email', 'Introdu o adresă de email validă.'],
    ['/api/member/me/email/verify', { code: '1' }, 'code', 'Codul are 6 cifre.'],
    ['/api/member/me/email/verify', {}, 'code', 'Câmpul cod este obligatoriu.'],
  ])('%s %j: 422 under %s, nothing written', async (path, body, field, message) => {
    const { member, token } = await signedInMember()
    const answer = await memberApi('POST', path, { token, body })
    expect(answer.status).toBe(422)
    expect(errorsByField(answer.body)[field]).toBe(message)
    expect(await count('member_sign_in_codes', 'member_id = $1', [member.id])).toBe(0)
  })
})
