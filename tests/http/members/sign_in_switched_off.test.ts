/**
 * The e-mail sign-in switched off in /mobile-app/settings: refused at once with 403 and a JSON
 * reason, for a code and for a verification; a token signed in by e-mail stops working (401)
 * until the method is switched on again. The setting is the platform's (one row), so this file
 * runs alone (`platformWide` in vitest.config.ts) and switches the method back on.
 */
import { afterAll, describe, expect, test } from 'vitest'
import { count, query, unique } from '../../support/db.ts'
import { enableSignInMethods, memberApi, requestSignIn } from '../helpers/members.ts'

afterAll(async () => {
  await enableSignInMethods(['email'])
})

async function switchEmailOff() {
  await query(
    `update mobile_settings set auth_modules = auth_modules || '{"email": false}'::jsonb where id = 1`
  )
}

describe('the e-mail method switched off', () => {
  test('asking for a code and using one are refused with 403, in the language asked; nothing sent', async () => {
    await enableSignInMethods(['email'])
    const email = `${unique('membru')}@example.test`.toLowerCase()
    const { code } = await requestSignIn(email)
    await switchEmailOff()

    const asked = await memberApi('POST', '/api/member/sign-in/email', { body: { email } })
    expect(asked.status).toBe(403)
    expect(asked.body).toEqual({
      error: 'method_disabled',
      reason: 'method_disabled',
      message: 'Această metodă de autentificare nu este disponibilă.',
    })
    expect(await count('mailbox_messages', '"to" = $1', [email])).toBe(1)

    const used = await memberApi('POST', '/api/member/sign-in/email/verify', {
      body: { email, code, device_name: 'Telefon' },
      headers: { 'accept-language': 'en' },
    })
    expect(used.status).toBe(403)
    expect(used.body).toEqual({
      error: 'method_disabled',
      reason: 'method_disabled',
      message: 'This sign-in method is not available.',
    })
    expect(await count('members', 'lower(email) = $1', [email])).toBe(0)

    // Switched on again, the code (still live) signs in.
    await enableSignInMethods(['email'])
    const again = await memberApi('POST', '/api/member/sign-in/email/verify', {
      body: { email, code, device_name: 'Telefon' },
    })
    expect(again.status).toBe(200)
  })
})

describe('a token of a method switched off', () => {
  test('answers 401 with its reason, in the language asked, and works again once the method is back', async () => {
    await enableSignInMethods(['email'])
    const email = `${unique('membru')}@example.test`.toLowerCase()
    const { code } = await requestSignIn(email)
    const signedIn = await memberApi('POST', '/api/member/sign-in/email/verify', {
      body: { email, code, device_name: 'Telefon' },
    })
    expect(signedIn.status).toBe(200)
    const token = signedIn.body.token as string
    const before = await memberApi('GET', '/api/member/me', { token })
    expect(before.status).toBe(200)

    await switchEmailOff()
    const refused = await memberApi('GET', '/api/member/me', { token })
    expect(refused.status).toBe(401)
    expect(refused.body).toEqual({
      error: 'unauthenticated',
      reason: 'method_switched_off',
      message:
        'Metoda prin care te-ai autentificat nu mai este disponibilă. Autentifică-te din nou prin altă metodă.',
    })
    const inEnglish = await memberApi('GET', '/api/member/me', {
      token,
      headers: { 'accept-language': 'en' },
    })
    expect(inEnglish.status).toBe(401)
    expect(inEnglish.body.message).toBe(
      'The method you signed in with is no longer available. Please sign in again another way.'
    )

    await enableSignInMethods(['email'])
    const back = await memberApi('GET', '/api/member/me', { token })
    expect(back.status).toBe(200)
    expect(back.body.data.email).toBe(email)
  })
})
