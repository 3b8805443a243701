/**
 * The second factor's changes and the sessions ended are written to the audit trail in the
 * change's own transaction (docs/security.md, "Hooks for the audit trail", "Sessions"): each
 * entry is there as soon as the response is, and an entry that cannot be written undoes the
 * change.
 */
import { describe, expect, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import {
  count,
  createOrgAdmin,
  createUser,
  currentTwoFactorCode,
  enrolTwoFactor,
  rowById,
} from '../support/db.ts'
import { totpCode } from '../../app/services/two_factor/totp.ts'
import { entriesOf, whileEntriesRefused, type AuditEntryRow } from './helpers/audit.ts'

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

/** Signed in from Firefox: the entries name its browser. */
async function browser(user: { email: string; password: string }, remember = false) {
  const client = new TestClient()
  client.defaultHeaders = { 'user-agent': FIREFOX }
  await client.login(user.email, user.password, remember)
  return client
}

/** What the audit log shows of an entry: who, on what, what, from where. */
const shown = (entry: AuditEntryRow) => ({
  actor: entry.user_id,
  record: [entry.record_type, Number(entry.record_id)],
  details: entry.changes?.details,
  ip: entry.ip,
  userAgent: entry.user_agent,
})

const fromFirefox = { ip: '127.0.0.1', userAgent: FIREFOX }

async function twoFactorEntries(userId: number) {
  const rows = await entriesOf('user', userId, 'two_factor')
  return rows.map(shown)
}

async function sessionsEnded(userId: number) {
  const rows = await entriesOf('user', userId, 'sessions_end')
  return rows.map(shown)
}

async function twoFactorOnFor(userId: number) {
  const row = await rowById<{ two_factor_enabled_at: Date | null }>('users', userId)
  return row.two_factor_enabled_at !== null
}

describe('the second factor: one entry per change, written with it', () => {
  test('turned on: the user, from their browser', async () => {
    const { user } = await createOrgAdmin()
    const client = await browser(user)
    const page = await client.visit('/my-account/two-factor')
    const secret = page.props.enrolment.secret.replaceAll(' ', '')
    const { location } = await client.submit('POST', '/my-account/two-factor', {
      code: totpCode(secret),
    })
    expect(location).toBe('/my-account/two-factor/recovery-codes')
    expect(await twoFactorEntries(user.id)).toEqual([
      { actor: user.id, record: ['user', user.id], details: { kind: 'enabled' }, ...fromFirefox },
    ])
  })

  test('turned off', async () => {
    const { user } = await createOrgAdmin()
    await enrolTwoFactor(user.id)
    const client = await browser(user)
    const { location } = await client.submit(
      'DELETE',
      '/my-account/two-factor',
      { password: user.password },
      { from: '/my-account' }
    )
    expect(location).toBe('/my-account')
    expect(await twoFactorEntries(user.id)).toEqual([
      { actor: user.id, record: ['user', user.id], details: { kind: 'disabled' }, ...fromFirefox },
    ])
  })

  test('new recovery codes', async () => {
    const { user } = await createOrgAdmin()
    await enrolTwoFactor(user.id)
    const client = await browser(user)
    const { location } = await client.submit(
      'POST',
      '/my-account/two-factor/recovery-codes',
      { password: user.password },
      { from: '/my-account' }
    )
    expect(location).toBe('/my-account/two-factor/recovery-codes')
    expect(await twoFactorEntries(user.id)).toEqual([
      {
        actor: user.id,
        record: ['user', user.id],
        details: { kind: 'recovery_codes_regenerated' },
        ...fromFirefox,
      },
    ])
  })

  test('a recovery code used to sign in', async () => {
    const { user } = await createOrgAdmin()
    const { recoveryCodes } = await enrolTwoFactor(user.id)
    const client = new TestClient()
    client.defaultHeaders = { 'user-agent': FIREFOX }
    await client.submit('POST', '/login', { email: user.email, password: user.password })
    const { location } = await client.submit('POST', '/login/two-factor', {
      code: recoveryCodes[0],
    })
    expect(location).toBe('/')
    expect(await twoFactorEntries(user.id)).toEqual([
      {
        actor: user.id,
        record: ['user', user.id],
        details: { kind: 'recovery_code_used' },
        ...fromFirefox,
      },
    ])
  })

  test("a super-admin's reset of another admin's: the reset and the sessions it ended, by the super-admin", async () => {
    const admin = await createUser({ role: 'super-admin' })
    const other = await createUser({ role: 'super-admin' })
    await browser(other, true)
    const client = await browser(admin)
    const { location } = await client.submit(
      'DELETE',
      `/administrare/users/${other.uid}/two-factor`,
      undefined,
      { from: `/administrare/users/${other.uid}/edit` }
    )
    expect(location).toBe(`/administrare/users/${other.uid}/edit`)
    expect(await twoFactorEntries(other.id)).toEqual([
      { actor: admin.id, record: ['user', other.id], details: { kind: 'reset' }, ...fromFirefox },
    ])
    expect(await sessionsEnded(other.id)).toEqual([
      {
        actor: admin.id,
        record: ['user', other.id],
        details: { reason: 'two_factor_reset', sessions: 1 },
        ...fromFirefox,
      },
    ])
  })

  test("an organization's switch, both ways: by the super-admin, on the organization", async () => {
    const { organization } = await createOrgAdmin()
    const admin = await createUser({ role: 'super-admin' })
    const client = await browser(admin)
    for (const required of [true, false]) {
      await client.submit(
        'POST',
        `/organizations/${organization.uid}/two-factor`,
        { two_factor_required: required },
        { from: `/organizations/${organization.uid}/users` }
      )
    }
    const rows = await entriesOf('organization', organization.id, 'two_factor')
    expect(rows.map(shown)).toEqual(
      ['organization_required', 'organization_not_required'].map((kind) => ({
        actor: admin.id,
        record: ['organization', organization.id],
        details: { kind },
        ...fromFirefox,
      }))
    )
    expect(rows.map((row) => row.organization_id)).toEqual([organization.id, organization.id])
  })
})

describe('sessions ended: one entry per ending, written with it', () => {
  test('one other session, by the user', async () => {
    const user = await createUser()
    const other = await browser(user)
    const listed: { id: string; current: boolean }[] = await other.propAt('/my-account', 'sessions')
    const otherId = listed.find((row) => row.current)!.id
    const client = await browser(user)
    const { status } = await client.submit('DELETE', `/my-account/sessions/${otherId}`, undefined, {
      from: '/my-account',
    })
    expect(status).toBe(303)
    expect(await sessionsEnded(user.id)).toEqual([
      {
        actor: user.id,
        record: ['user', user.id],
        details: { reason: 'ended_by_user', sessions: 1 },
        ...fromFirefox,
      },
    ])
  })

  test('all the others, by the user', async () => {
    const user = await createUser()
    await browser(user, true)
    await browser(user)
    const client = await browser(user)
    await client.submit('DELETE', '/my-account/sessions', undefined, { from: '/my-account' })
    expect(await sessionsEnded(user.id)).toEqual([
      {
        actor: user.id,
        record: ['user', user.id],
        details: { reason: 'ended_by_user', sessions: 2 },
        ...fromFirefox,
      },
    ])
  })

  test("all of a user's, by a super-admin", async () => {
    const user = await createUser()
    await browser(user, true)
    await browser(user)
    const admin = await createUser({ role: 'super-admin' })
    const client = await browser(admin)
    const { status } = await client.submit(
      'DELETE',
      `/administrare/users/${user.uid}/sessions`,
      undefined,
      { from: `/administrare/users/${user.uid}/edit` }
    )
    expect(status).toBe(303)
    expect(await sessionsEnded(user.id)).toEqual([
      {
        actor: admin.id,
        record: ['user', user.id],
        details: { reason: 'ended_by_admin', sessions: 2 },
        ...fromFirefox,
      },
    ])
  })
})

describe('an entry that cannot be written', () => {
  test('undoes its change: the second factor stays on, the reset ends no session', async () => {
    const { user } = await createOrgAdmin()
    await enrolTwoFactor(user.id)
    const target = await createUser({ role: 'super-admin' })
    const admin = await createUser({ role: 'super-admin' })
    const own = await browser(user)
    const targetSession = await browser(target)
    const client = await browser(admin)
    const refused = `new.action = 'two_factor' and new.record_type = 'user' and new.record_id in (${user.id}, ${target.id})`
    await whileEntriesRefused(`two_factor_${user.id}`, refused, async () => {
      const off = await own.request('DELETE', '/my-account/two-factor', {
        inertia: true,
        body: { code: await currentTwoFactorCode(user.email) },
      })
      expect(off.status).toBeGreaterThanOrEqual(500)
      expect(await twoFactorOnFor(user.id)).toBe(true)

      const reset = await client.request('DELETE', `/administrare/users/${target.uid}/two-factor`, {
        inertia: true,
      })
      expect(reset.status).toBeGreaterThanOrEqual(500)
      expect(await twoFactorOnFor(target.id)).toBe(true)
      // The sessions the reset would have ended are still there, and so is no entry of them.
      expect(await count('sessions', 'user_id = $1', [String(target.id)])).toBe(1)
      expect(await sessionsEnded(target.id)).toEqual([])
      const still = await targetSession.request('GET', '/my-account', { inertia: true })
      expect(still.status).toBe(200)
    })
    expect(await twoFactorEntries(user.id)).toEqual([])
  })
  test('ending all the other sessions undoes itself: the others stay, this one stays signed in', async () => {
    const user = await createUser()
    const other = await browser(user)
    const client = await browser(user)
    const refused = `new.action = 'sessions_end' and new.record_type = 'user' and new.record_id = ${user.id}`
    await whileEntriesRefused(`sessions_${user.id}`, refused, async () => {
      const ended = await client.request('DELETE', '/my-account/sessions', { inertia: true })
      expect(ended.status).toBeGreaterThanOrEqual(500)
    })
    // Nothing ended, and the session that asked is not signed out by an epoch never committed.
    expect(await sessionsEnded(user.id)).toEqual([])
    for (const session of [client, other]) {
      const page = await session.request('GET', '/my-account', { inertia: true })
      expect(page.status).toBe(200)
    }
  })
})
