/**
 * A member's devices (docs/members.md, "Tokens per device"): each sign-in's token, listed with
 * its name and dates; sign out this device, end another, end all but this one. Another member's
 * device is a 404; an ended, expired or malformed token, or one sent anywhere but the
 * `Authorization` header, is a 401 with its reason.
 */
import { describe, expect, test } from 'vitest'
import { count, createOrgAdmin, factories, query } from '../../support/db.ts'
import { memberApi } from '../helpers/members.ts'

async function memberWithDevices() {
  const { community } = await createOrgAdmin()
  const { memberOf, deviceOf } = await factories()
  const joined = await memberOf(community.id)
  const tablet = await deviceOf(joined.member.id, 'Tableta Anei')
  return { ...joined, tablet }
}

const tokensLeft = (memberId: number) =>
  count('member_access_tokens', 'tokenable_id = $1', [memberId])

const TOKEN_INVALID = {
  error: 'unauthenticated',
  reason: 'token_invalid',
  message: 'Sesiunea a expirat sau nu este validă. Autentifică-te din nou.',
}

describe('the devices', () => {
  test('listed with their names and dates, this one marked, the last used first', async () => {
    const { member, token, tablet } = await memberWithDevices()
    const answer = await memberApi('GET', '/api/member/devices', { token })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toHaveLength(2)
    const [phone, other] = answer.body.data
    expect(phone).toMatchObject({ name: 'Telefon de test', current: true })
    expect(other).toEqual({
      id: tablet.id,
      name: 'Tableta Anei',
      created_at: expect.any(String),
      last_used_at: null,
      expires_at: expect.any(String),
      current: false,
    })
    expect(Date.parse(phone.last_used_at)).toBeGreaterThan(Date.now() - 60_000)
    const days = (Date.parse(other.expires_at) - Date.parse(other.created_at)) / 86_400_000
    expect(Math.round(days)).toBe(180)
    expect(await tokensLeft(member.id)).toBe(2)
  })

  test('an expired token is not listed, and does not sign in (expires_at written in the past)', async () => {
    const { member, token, tablet } = await memberWithDevices()
    await query(
      `update member_access_tokens set expires_at = now() - interval '1 minute' where id = $1`,
      [tablet.id]
    )
    const listed = await memberApi('GET', '/api/member/devices', { token })
    expect(listed.body.data.map((device: { id: number }) => device.id)).not.toContain(tablet.id)
    const expired = await memberApi('GET', '/api/member/me', { token: tablet.token })
    expect(expired.status).toBe(401)
    expect(expired.body).toEqual(TOKEN_INVALID)
    expect(await tokensLeft(member.id)).toBe(2)
  })

  test('sign-out ends this device only; its token is refused after', async () => {
    const { member, token, tablet } = await memberWithDevices()
    const answer = await memberApi('POST', '/api/member/sign-out', { token })
    expect(answer.status).toBe(204)
    expect(await memberApi('GET', '/api/member/me', { token })).toMatchObject({
      status: 401,
      body: TOKEN_INVALID,
    })
    expect(await memberApi('GET', '/api/member/me', { token: tablet.token })).toMatchObject({
      status: 200,
    })
    expect(await tokensLeft(member.id)).toBe(1)
  })

  test('ending another device of theirs', async () => {
    const { member, token, tablet } = await memberWithDevices()
    const answer = await memberApi('DELETE', `/api/member/devices/${tablet.id}`, { token })
    expect(answer.status).toBe(204)
    expect(await memberApi('GET', '/api/member/me', { token: tablet.token })).toMatchObject({
      status: 401,
    })
    expect(await memberApi('GET', '/api/member/me', { token })).toMatchObject({ status: 200 })
    expect(await tokensLeft(member.id)).toBe(1)
  })

  test("another member's device is a 404 and keeps working; an unknown id too", async () => {
    const mine = await memberWithDevices()
    const theirs = await memberWithDevices()
    const answer = await memberApi('DELETE', `/api/member/devices/${theirs.tablet.id}`, {
      token: mine.token,
      headers: { 'accept-language': 'en' },
    })
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ error: 'not_found', message: 'The device was not found.' })
    expect(await tokensLeft(theirs.member.id)).toBe(2)
    expect(await memberApi('GET', '/api/member/me', { token: theirs.tablet.token })).toMatchObject({
      status: 200,
    })
    const unknown = await memberApi('DELETE', '/api/member/devices/2147483647', {
      token: mine.token,
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Dispozitivul nu a fost găsit.')
    // Not an id at all: no route.
    expect(
      await memberApi('DELETE', '/api/member/devices/abc', { token: mine.token })
    ).toMatchObject({ status: 404 })
  })

  test('ending every device but this one', async () => {
    const { member, token, tablet } = await memberWithDevices()
    const { deviceOf } = await factories()
    const third = await deviceOf(member.id, 'Laptop')
    const other = await memberWithDevices()
    const answer = await memberApi('DELETE', '/api/member/devices', { token })
    expect(answer.status).toBe(204)
    for (const ended of [tablet.token, third.token]) {
      expect(await memberApi('GET', '/api/member/me', { token: ended })).toMatchObject({
        status: 401,
      })
    }
    expect(await memberApi('GET', '/api/member/devices', { token })).toMatchObject({
      status: 200,
      body: { data: [expect.objectContaining({ current: true })] },
    })
    expect(await tokensLeft(member.id)).toBe(1)
    expect(await tokensLeft(other.member.id)).toBe(2)
  })
})

describe('tokens only in the Authorization header', () => {
  test('no token, a malformed one, one in the URL or a cookie: 401 token_invalid', async () => {
    const { token } = await memberWithDevices()
    const refusals = await Promise.all([
      memberApi('GET', '/api/member/devices'),
      memberApi('GET', '/api/member/devices', { headers: { authorization: 'Bearer mbr_x.y' } }),
      memberApi('GET', '/api/member/devices', { headers: { authorization: token } }),
      memberApi('GET', `/api/member/devices?token=${token}`),
      memberApi('GET', `/api/member/devices?access_token=${token}`),
      memberApi('GET', '/api/member/devices', { headers: { cookie: `token=${token}` } }),
    ])
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401)
      expect(refusal.body).toEqual(TOKEN_INVALID)
    }
  })

  test("an erased account's token is refused with its reason, in English when asked", async () => {
    const { member, token } = await memberWithDevices()
    await query(`update members set erased_at = now(), email = null where id = $1`, [member.id])
    const answer = await memberApi('GET', '/api/member/me', {
      token,
      headers: { 'accept-language': 'en' },
    })
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({
      error: 'unauthenticated',
      reason: 'account_erased',
      message: 'The account has been deleted.',
    })
  })
})
