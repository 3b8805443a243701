import { describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { totpCode } from '../../app/services/two_factor/totp.ts'
import { count, createOrgAdmin, createUser, db, query, updateSessionValues } from '../support/db.ts'

type Listed = {
  id: string
  browser: string | null
  system: string | null
  ip: string | null
  signedInAt: string
  lastSeenAt: string | null
  remembered: boolean
  current: boolean
}

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

async function listed(client: TestClient) {
  const page = await client.visit('/my-account')
  expect(page.component).toBe('account/index')
  return page.props.sessions as Listed[]
}

async function signedInStill(client: TestClient) {
  const reply = await client.request('GET', '/my-account', { inertia: true })
  return reply.status === 200
}

/** The public id of the session a client is signed in with. */
async function publicIdOf(client: TestClient) {
  const rows = await listed(client)
  return rows.find((row) => row.current)!.id
}

/** A super-admin saves a user's edit page as it shows them, but for `changes`. */
async function saveUserEdit(client: TestClient, uid: string, changes: Record<string, unknown>) {
  const path = `/administrare/users/${uid}/edit`
  const page = await client.visit(path)
  const user = page.props.user
  const shown = {
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    email: user.email,
  }
  return client.submit('POST', path, { ...shown, ...changes }, { from: path })
}

/**
 * What a request of `client` that read its session before it was ended does when it commits
 * after: the store's upsert writes the row back with the signed-in user, untagged.
 */
async function writtenBackByARequestInFlight(client: TestClient) {
  const id = client.sessionId()!
  const [row] = await query(`select data from sessions where id = $1`, [id])
  return async () => {
    await query(
      `insert into sessions (id, data, expires_at) values ($1, $2, now() + interval '2 hours')
       on conflict (id) do update set data = excluded.data, expires_at = excluded.expires_at`,
      [id, row.data]
    )
  }
}

/** What the row of an ended session holds: marked ended, no user, no signed-in data. */
async function endedRow(client: TestClient) {
  const [row] = await query(
    `select ended_at is not null as ended, user_id, position('"auth_web"' in data) > 0 as signed_in
       from sessions where id = $1`,
    [client.sessionId()]
  )
  return row
}

describe('GET /my-account: the sessions', () => {
  test('lists where I am signed in, this session marked, remembered or not', async () => {
    const user = await createUser()
    const other = new TestClient()
    other.defaultHeaders = { 'user-agent': FIREFOX }
    await other.login(user.email, user.password, true)
    const client = await signedIn(user)
    const rows = await listed(client)
    expect(rows).toHaveLength(2)
    const [mine, theirs] = [rows.find((r) => r.current)!, rows.find((r) => !r.current)!]
    expect(mine.remembered).toBe(false)
    expect(theirs).toMatchObject({ browser: 'Firefox 133', system: 'Linux', remembered: true })
    expect(theirs.ip).toBeTruthy()
    expect(Date.parse(theirs.signedInAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(theirs.lastSeenAt).not.toBeNull()
    // No session's secret id is shown: only the public ids.
    const stored = await query(`select id from sessions where user_id = $1`, [String(user.id)])
    const secret = stored.map((row) => row.id as string)
    for (const row of rows) expect(secret).not.toContain(row.id)
  })

  test('the row is written at most once a minute by requests', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    const id = await publicIdOf(client)
    await query(
      `update sessions set last_seen_at = now() - interval '30 seconds' where public_id = $1`,
      [id]
    )
    const [before] = await query(`select last_seen_at from sessions where public_id = $1`, [id])
    await client.visit('/my-account')
    const [same] = await query(`select last_seen_at from sessions where public_id = $1`, [id])
    expect(same.last_seen_at).toEqual(before.last_seen_at)
    // A minute after the last write, the next request writes again.
    const [{ id: sessionId }] = await query(`select id from sessions where public_id = $1`, [id])
    await updateSessionValues(sessionId, (values) => {
      values.auth_seen_at = Date.now() - 61_000
    })
    await client.visit('/my-account')
    const [later] = await query(`select last_seen_at from sessions where public_id = $1`, [id])
    expect(later.last_seen_at.getTime()).toBeGreaterThan(before.last_seen_at.getTime())
  })

  test('the remember-me token of the session is recorded', async () => {
    const user = await createUser()
    const client = await signedIn(user, true)
    await client.visit('/my-account')
    const [row] = await query(`select remember_token_id from sessions where user_id = $1`, [
      String(user.id),
    ])
    const [token] = await query(`select id from remember_me_tokens where tokenable_id = $1`, [
      user.id,
    ])
    expect(row.remember_token_id).toBe(token.id)
  })
})

describe('DELETE /my-account/sessions/{uid}', () => {
  test('ends one other session: its cookie is signed out at its next request', async () => {
    const user = await createUser()
    const other = await signedIn(user)
    const otherId = await publicIdOf(other)
    const client = await signedIn(user)
    const { status, location, page } = await client.submit(
      'DELETE',
      `/my-account/sessions/${otherId}`,
      undefined,
      { from: '/my-account' }
    )
    expect(status).toBe(303)
    expect(location).toBe('/my-account')
    expect(page?.flash.success).toBe('Sesiunea a fost închisă.')
    expect((page?.props.sessions as Listed[]).map((row) => row.current)).toEqual([true])
    const later = await other.request('GET', '/my-account', { inertia: true })
    expect(later.status).toBe(302)
    expect(later.location).toBe('/login')
    expect(await signedInStill(client)).toBe(true)
  })

  test('a remember-me of an ended session does not sign in', async () => {
    const user = await createUser()
    const other = await signedIn(user, true)
    const otherId = await publicIdOf(other)
    const client = await signedIn(user)
    await client.submit('DELETE', `/my-account/sessions/${otherId}`, undefined, {
      from: '/my-account',
    })
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(0)
    // The browser closed: only its remember-me cookie is left.
    other.cookies.delete('session')
    expect(other.cookies.has('remember_web')).toBe(true)
    const later = await other.request('GET', '/my-account', { inertia: true })
    expect(later.location).toBe('/login')
  })

  test('one session ended while a request of it was in flight stays signed out; its sign-in page still works', async () => {
    const user = await createUser()
    const stolen = await signedIn(user)
    const stolenId = await publicIdOf(stolen)
    const writeBack = await writtenBackByARequestInFlight(stolen)
    const client = await signedIn(user)
    await client.submit('DELETE', `/my-account/sessions/${stolenId}`, undefined, {
      from: '/my-account',
    })
    await writeBack()
    expect(await endedRow(stolen)).toEqual({ ended: true, user_id: null, signed_in: false })
    expect(await signedInStill(stolen)).toBe(false)
    expect(await signedInStill(client)).toBe(true)
    // That browser's session id still carries what is not a sign-in: the wrong password's message.
    const refused = await stolen.submit(
      'POST',
      '/login',
      { email: user.email, password: 'greșită-123' },
      { from: '/login' }
    )
    expect(refused.page?.props.errors.email).toBe('Email sau parolă greșită.')
    expect(await signedInStill(stolen)).toBe(false)
  })

  test('a write-back waiting on the ending (its row locked) is dropped once the ending commits', async () => {
    const user = await createUser()
    const stolen = await signedIn(user)
    const id = stolen.sessionId()!
    const [{ data }] = await query(`select data from sessions where id = $1`, [id])
    // The ending's statement, in a transaction left open; the write-back (the store's upsert)
    // waits on the row it locked, and runs once the ending commits.
    const ending = await db().connect()
    const writing = await db().connect()
    try {
      await ending.query('begin')
      await ending.query(
        `update sessions set ended_at = now(), user_id = null, data = '' where id = $1`,
        [id]
      )
      const writeBack = writing.query(
        `insert into sessions (id, data, expires_at) values ($1, $2, now() + interval '2 hours')
         on conflict (id) do update set data = excluded.data, expires_at = excluded.expires_at`,
        [id, data]
      )
      await new Promise((resolve) => setTimeout(resolve, 200))
      await ending.query('commit')
      await writeBack
    } finally {
      ending.release()
      writing.release()
    }
    expect(await endedRow(stolen)).toEqual({ ended: true, user_id: null, signed_in: false })
    expect(await signedInStill(stolen)).toBe(false)
  })

  test("the current session, another user's session or a wrong id: 404, nothing ended", async () => {
    const user = await createUser()
    const stranger = await signedIn(await createUser())
    const strangerId = await publicIdOf(stranger)
    const client = await signedIn(user)
    const own = await publicIdOf(client)
    for (const id of [strangerId, own, 'nu-e-un-id', '00000000-0000-4000-8000-000000000000']) {
      const reply = await client.request('DELETE', `/my-account/sessions/${id}`, {
        inertia: true,
        headers: { referer: `${client.baseUrl}/my-account` },
      })
      expect(reply.status, id).toBe(404)
    }
    expect(await signedInStill(stranger)).toBe(true)
    expect(await signedInStill(client)).toBe(true)
  })

  test('a guest goes to /login', async () => {
    const reply = await new TestClient().request(
      'DELETE',
      '/my-account/sessions/00000000-0000-4000-8000-000000000000',
      { inertia: true }
    )
    expect(reply.location).toBe('/login')
  })
})

describe('DELETE /my-account/sessions', () => {
  test('ends all the others, the current one stays; their remember-me tokens go', async () => {
    const user = await createUser()
    const first = await signedIn(user, true)
    const second = await signedIn(user)
    const stranger = await signedIn(await createUser())
    const client = await signedIn(user, true)
    await client.visit('/my-account')
    const { page } = await client.submit('DELETE', '/my-account/sessions', undefined, {
      from: '/my-account',
    })
    expect(page?.flash.success).toBe('2 sesiuni au fost închise.')
    expect(await signedInStill(first)).toBe(false)
    expect(await signedInStill(second)).toBe(false)
    expect(await signedInStill(client)).toBe(true)
    expect(await signedInStill(stranger)).toBe(true)
    // Only the current session's remember-me token is left.
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(1)
  })

  test('an ended session written back by a request in flight stays signed out; the current one goes on', async () => {
    const user = await createUser()
    const stolen = await signedIn(user)
    const writeBack = await writtenBackByARequestInFlight(stolen)
    const client = await signedIn(user)
    await client.submit('DELETE', '/my-account/sessions', undefined, { from: '/my-account' })
    await writeBack()
    // The revived row has the user in its data: a request that writes the session, then the next.
    await stolen.request('POST', '/locale', {
      form: new URLSearchParams({ locale: 'en' }),
      headers: { referer: `${stolen.baseUrl}/` },
    })
    expect(await signedInStill(stolen)).toBe(false)
    expect(await signedInStill(client)).toBe(true)
    expect(await signedInStill(client)).toBe(true)
  })

  test('a remembered browser whose session ran out (idle) is ended too: its remember-me token goes', async () => {
    const user = await createUser()
    const laptop = await signedIn(user, true)
    await laptop.visit('/my-account')
    // Its session ran out: the row is gone, the remember-me cookie is left in that browser.
    await query(`delete from sessions where user_id = $1`, [String(user.id)])
    const client = await signedIn(user, true)
    await client.visit('/my-account')
    await client.submit('DELETE', '/my-account/sessions', undefined, { from: '/my-account' })
    expect(await signedInStill(laptop)).toBe(false)
    expect(await signedInStill(client)).toBe(true)
    // The current session's token is the one left.
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(1)
  })

  test('with no other session: nothing ended, said so', async () => {
    const client = await signedIn(await createUser())
    const { page } = await client.submit('DELETE', '/my-account/sessions', undefined, {
      from: '/my-account',
    })
    expect(page?.flash.success).toBe('Nu era nicio altă sesiune deschisă.')
    expect(await signedInStill(client)).toBe(true)
  })

  test('a guest goes to /login', async () => {
    const reply = await new TestClient().request('DELETE', '/my-account/sessions', {
      inertia: true,
    })
    expect(reply.location).toBe('/login')
  })
})

describe('the offer to end the others', () => {
  test('after a super-admin changes their own password, My account offers it once', async () => {
    const admin = await createUser({ role: 'super-admin' })
    const client = await signedIn(admin)
    const [row] = await query(`select uid from users where id = $1`, [admin.id])
    await saveUserEdit(client, row.uid, {
      status: 'active',
      password: 'o-parola-noua-9',
      password_confirmation: 'o-parola-noua-9',
    })
    expect(await client.propAt('/my-account', 'offerEndOthers')).toBe(true)
    expect(await client.propAt('/my-account', 'offerEndOthers')).toBe(false)
  })

  test('after the second factor is turned on, My account offers it', async () => {
    const { user } = await createOrgAdmin()
    const client = await signedIn(user)
    const page = await client.visit('/my-account/two-factor')
    const secret = page.props.enrolment.secret.replaceAll(' ', '')
    await client.submit('POST', '/my-account/two-factor', { code: totpCode(secret) })
    expect(await client.propAt('/my-account', 'offerEndOthers')).toBe(true)
  })

  test('is not offered otherwise', async () => {
    const client = await signedIn(await createUser())
    expect(await client.propAt('/my-account', 'offerEndOthers')).toBe(false)
  })
})

describe('DELETE /administrare/users/{uid}/sessions', () => {
  test("a super-admin ends all of a user's sessions and remember-me tokens", async () => {
    const user = await createUser()
    const first = await signedIn(user, true)
    const second = await signedIn(user)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const [row] = await query(`select uid from users where id = $1`, [user.id])
    const edit = await admin.visit(`/administrare/users/${row.uid}/edit`)
    expect(edit.props.openSessions).toBe(2)
    const { status, location, page } = await admin.submit(
      'DELETE',
      `/administrare/users/${row.uid}/sessions`,
      undefined,
      { from: `/administrare/users/${row.uid}/edit` }
    )
    expect(status).toBe(303)
    expect(location).toBe(`/administrare/users/${row.uid}/edit`)
    expect(page?.flash.success).toBe('Toate sesiunile utilizatorului au fost închise.')
    expect(page?.props.openSessions).toBe(0)
    expect(await signedInStill(first)).toBe(false)
    expect(await signedInStill(second)).toBe(false)
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(0)
    expect(await signedInStill(admin)).toBe(true)
  })

  test('a session of the user written back by a request in flight is signed out all the same', async () => {
    const user = await createUser()
    const stolen = await signedIn(user, true)
    const writeBack = await writtenBackByARequestInFlight(stolen)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const [row] = await query(`select uid from users where id = $1`, [user.id])
    await admin.submit('DELETE', `/administrare/users/${row.uid}/sessions`, undefined, {
      from: `/administrare/users/${row.uid}/edit`,
    })
    await writeBack()
    expect(await signedInStill(stolen)).toBe(false)
    expect(await signedInStill(stolen)).toBe(false)
  })

  test('making a user inactive ends their sessions', async () => {
    const user = await createUser()
    const victim = await signedIn(user, true)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const [row] = await query(`select uid from users where id = $1`, [user.id])
    await saveUserEdit(admin, row.uid, {
      status: 'inactive',
      password: '',
      password_confirmation: '',
    })
    expect(await count('sessions', 'user_id = $1', [String(user.id)])).toBe(0)
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(0)
    expect(await signedInStill(victim)).toBe(false)
  })

  test('an unknown user is a 404; an org-admin or a user without a role is refused', async () => {
    const user = await createUser()
    const victim = await signedIn(user)
    const [row] = await query(`select uid from users where id = $1`, [user.id])
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const missing = await admin.request(
      'DELETE',
      '/administrare/users/00000000-0000-4000-8000-000000000000/sessions',
      { inertia: true, headers: { referer: `${admin.baseUrl}/` } }
    )
    expect(missing.status).toBe(404)
    const { user: orgAdmin } = await createOrgAdmin()
    for (const client of [await signedIn(orgAdmin), await signedIn(await createUser())]) {
      const reply = await client.request('DELETE', `/administrare/users/${row.uid}/sessions`, {
        inertia: true,
        headers: { referer: `${client.baseUrl}/` },
      })
      expect([302, 403]).toContain(reply.status)
      expect(reply.location ?? '').not.toBe(`/administrare/users/${row.uid}/edit`)
    }
    expect(await signedInStill(victim)).toBe(true)
  })
})
