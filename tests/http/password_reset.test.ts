import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import {
  count,
  createUser,
  mailsTo,
  query,
  resetTokenFrom,
  sessionsOf,
  unique,
} from '../support/db.ts'

const INVALID_LINK = 'Linkul de resetare nu este valid sau a expirat. Cere unul nou.'
const NEW_PASSWORD = 'parola-noua-123'

/**
 * The reset e-mails sent to an address, oldest first: a super-admin also gets the access
 * requests other tests send at the same time.
 */
async function resetMailsTo(email: string) {
  const mails = await mailsTo(email)
  return mails.filter((mail) => /\/reset\//.test(mail.html ?? ''))
}

/** Asks for a reset link (as a guest) and returns the token from the e-mail. */
async function requestReset(email: string) {
  const { length: before } = await resetMailsTo(email)
  const { page } = await new TestClient().submit('POST', '/forgot', { email })
  expect(page?.props.sent).toBe(true)
  const mails = await resetMailsTo(email)
  expect(mails).toHaveLength(before + 1)
  return resetTokenFrom(mails.at(-1)!.html)
}

function resetForm(email: string, password = NEW_PASSWORD, confirmation = password) {
  return { email, password, password_confirmation: confirmation }
}

async function canSignIn(email: string, password: string) {
  const { page } = await new TestClient().submit('POST', '/login', { email, password })
  return page?.component !== 'auth/login'
}

describe('GET /forgot', () => {
  test('shows the form, not the confirmation', async () => {
    const page = await new TestClient().visit('/forgot')
    expect(page.status).toBe(200)
    expect(page.component).toBe('auth/forgot')
    expect(page.props.sent).toBe(false)
  })
})

describe('POST /forgot', () => {
  test('an existing user gets an e-mail with a /reset/{token} link', async () => {
    const user = await createUser()
    const client = new TestClient()
    const { status, location, page } = await client.submit('POST', '/forgot', {
      email: user.email,
    })
    expect(status).toBe(302)
    expect(location).toBe('/forgot')
    expect(page?.component).toBe('auth/forgot')
    expect(page?.props.sent).toBe(true)

    const mails = await resetMailsTo(user.email)
    const mail = mails.at(-1)
    expect(mail).toBeDefined()
    expect(mail!.subject).toBe('Resetarea parolei - Comunitate')
    const token = resetTokenFrom(mail!.html)
    expect(mail!.html).toContain(`${client.baseUrl}/reset/${token}`)
    expect(mail!.html).toContain(`Bună, ${user.firstName}!`)
    expect(mail!.html).toContain('Linkul este valabil 60 de minute')
    // The confirmation is shown once: a reload shows the form again.
    expect(await client.propAt('/forgot', 'sent')).toBe(false)
  })

  test("the e-mail is in the account's language, whatever the browser that asked", async () => {
    const user = await createUser()
    await query(`update users set locale = 'en' where id = $1`, [user.id])
    // A signed-out browser in Romanian.
    await new TestClient().submit('POST', '/forgot', { email: user.email })
    const mails = await resetMailsTo(user.email)
    const mail = mails.at(-1)
    expect(mail!.subject).toBe('Password reset - Comunitate')
    expect(mail!.html).toContain(`Hello, ${user.firstName}!`)
  })

  test('an unknown address gets the same answer and no e-mail', async () => {
    const email = `${unique('nimeni')}@example.test`
    const { status, location, page } = await new TestClient().submit('POST', '/forgot', { email })
    expect(status).toBe(302)
    expect(location).toBe('/forgot')
    expect(page?.component).toBe('auth/forgot')
    expect(page?.props.sent).toBe(true)
    expect(page?.props.errors).toEqual({})
    expect(await resetMailsTo(email)).toHaveLength(0)
  })

  test('an inactive user gets the same answer and no e-mail', async () => {
    const user = await createUser({ status: 'inactive' })
    const { page } = await new TestClient().submit('POST', '/forgot', { email: user.email })
    expect(page?.props.sent).toBe(true)
    expect(await resetMailsTo(user.email)).toHaveLength(0)
    expect(await count('password_reset_tokens', 'user_id = $1', [user.id])).toBe(0)
  })

  test('the address is matched whatever its case', async () => {
    const user = await createUser()
    await new TestClient().submit('POST', '/forgot', { email: user.email.toUpperCase() })
    expect(await resetMailsTo(user.email)).toHaveLength(1)
  })

  test('only a SHA-256 hash of the token is stored, valid 60 minutes', async () => {
    const user = await createUser()
    const token = await requestReset(user.email)
    // At least 128 random bits: 22 base64url characters.
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/)

    const rows = await query(
      `select token_hash, used_at, extract(epoch from expires_at - now()) as seconds
       from password_reset_tokens where user_id = $1`,
      [user.id]
    )
    expect(rows).toHaveLength(1)
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0].token_hash).not.toBe(token)
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(rows[0].used_at).toBeNull()
    expect(Number(rows[0].seconds)).toBeGreaterThan(60 * 60 - 120)
    expect(Number(rows[0].seconds)).toBeLessThanOrEqual(60 * 60 + 5)
  })

  test('the email is required', async () => {
    const { page } = await new TestClient().submit('POST', '/forgot', { email: '' })
    expect(page?.component).toBe('auth/forgot')
    expect(page?.props.errors.email).toBe('Câmpul email este obligatoriu.')
    expect(page?.props.sent).toBe(false)
  })

  test('the email must be an email address', async () => {
    const { page } = await new TestClient().submit('POST', '/forgot', { email: 'nu-e-email' })
    expect(page?.props.errors.email).toBe('Introdu o adresă de email validă.')
    expect(page?.props.sent).toBe(false)
  })

  test('after 5 requests for an email and IP the 6th is refused', async () => {
    const user = await createUser()
    const client = new TestClient()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { page } = await client.submit('POST', '/forgot', { email: user.email })
      expect(page?.props.sent).toBe(true)
    }
    const { page } = await client.submit('POST', '/forgot', { email: user.email })
    expect(page?.component).toBe('auth/forgot')
    expect(page?.props.sent).toBe(false)
    expect(page?.props.errors.email).toBe('Prea multe încercări. Încearcă din nou peste 15 minute.')
    expect(await resetMailsTo(user.email)).toHaveLength(5)

    // Unknown addresses count too (the answer must not tell them apart).
    const unknown = `${unique('nimeni')}@example.test`
    for (let attempt = 1; attempt <= 5; attempt++) {
      await client.submit('POST', '/forgot', { email: unknown })
    }
    const refused = await client.submit('POST', '/forgot', { email: unknown })
    expect(refused.page?.props.errors.email).toMatch(/^Prea multe încercări/)

    // Another address from the same IP is not blocked.
    const other = await createUser()
    const { page: otherPage } = await client.submit('POST', '/forgot', { email: other.email })
    expect(otherPage?.props.sent).toBe(true)
    expect(await resetMailsTo(other.email)).toHaveLength(1)
  })
})

describe('GET /reset/{token}', () => {
  test('a valid token shows the form', async () => {
    const user = await createUser()
    const token = await requestReset(user.email)
    const page = await new TestClient().visit(`/reset/${token}`)
    expect(page.status).toBe(200)
    expect(page.component).toBe('auth/reset')
    expect(page.props.valid).toBe(true)
    expect(page.props.done).toBe(false)
    expect(page.props.token).toBe(token)
  })

  test('an unknown token is not valid', async () => {
    const page = await new TestClient().visit(`/reset/${unique('necunoscut')}`)
    expect(page.component).toBe('auth/reset')
    expect(page.props.valid).toBe(false)
  })

  test('an expired token is not valid', async () => {
    const user = await createUser()
    const token = await requestReset(user.email)
    await query(
      `update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = $1`,
      [user.id]
    )
    const client = new TestClient()
    expect(await client.propAt(`/reset/${token}`, 'valid')).toBe(false)
    const { page } = await client.submit('POST', `/reset/${token}`, resetForm(user.email))
    expect(page?.props.errors.email).toBe(INVALID_LINK)
    expect(await canSignIn(user.email, user.password)).toBe(true)
  })

  test('a used token is not valid', async () => {
    const user = await createUser()
    const token = await requestReset(user.email)
    await new TestClient().submit('POST', `/reset/${token}`, resetForm(user.email))
    const page = await new TestClient().visit(`/reset/${token}`)
    expect(page.props.valid).toBe(false)
    expect(page.props.done).toBe(false)
  })
})

describe('POST /reset/{token}', () => {
  test('sets the new password and uses the link up', async () => {
    const user = await createUser()
    const token = await requestReset(user.email)
    const client = new TestClient()
    const { status, location, page } = await client.submit(
      'POST',
      `/reset/${token}`,
      resetForm(user.email)
    )
    expect(status).toBe(302)
    expect(location).toBe(`/reset/${token}`)
    expect(page?.component).toBe('auth/reset')
    expect(page?.props.done).toBe(true)
    expect(page?.props.errors).toEqual({})

    expect(await canSignIn(user.email, user.password)).toBe(false)
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true)
    const [row] = await query(`select used_at from password_reset_tokens where user_id = $1`, [
      user.id,
    ])
    expect(row.used_at).not.toBeNull()

    // Single use.
    const second = await new TestClient().submit(
      'POST',
      `/reset/${token}`,
      resetForm(user.email, 'alta-parola-456')
    )
    expect(second.page?.props.errors.email).toBe(INVALID_LINK)
    expect(second.page?.props.done).toBe(false)
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true)
  })

  test("ends all of the user's sessions and remember-me tokens", async () => {
    const user = await createUser({ role: 'super-admin' })
    const other = await createUser({ role: 'super-admin' })
    const browser = await signedIn(user)
    const remembered = await signedIn(user, true)
    const bystander = await signedIn(other, true)
    expect(await sessionsOf(user.id)).toHaveLength(2)
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(1)

    const token = await requestReset(user.email)
    const { page } = await new TestClient().submit('POST', `/reset/${token}`, resetForm(user.email))
    expect(page?.props.done).toBe(true)

    expect(await sessionsOf(user.id)).toHaveLength(0)
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(0)
    for (const client of [browser, remembered]) {
      const reply = await client.request('GET', '/', { inertia: true })
      expect(reply.status).toBe(302)
      expect(reply.location).toBe('/login')
    }
    // Another user's sessions are untouched.
    expect(await bystander.componentAt('/')).toBe('dashboard/admin')
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [other.id])).toBe(1)
  })

  test('a session written back by a request in flight after the reset is signed out all the same', async () => {
    const user = await createUser()
    const stolen = await signedIn(user)
    const [row] = await query(`select data from sessions where id = $1`, [stolen.sessionId()])
    const token = await requestReset(user.email)
    await new TestClient().submit('POST', `/reset/${token}`, resetForm(user.email))
    // The request that read the session before the reset commits after it (the store's upsert).
    await query(
      `insert into sessions (id, data, expires_at) values ($1, $2, now() + interval '2 hours')
       on conflict (id) do update set data = excluded.data, expires_at = excluded.expires_at`,
      [stolen.sessionId(), row.data]
    )
    const reply = await stolen.request('GET', '/', { inertia: true })
    expect(reply.location).toBe('/login')
    expect(await stolen.componentAt('/')).toBe('auth/login')
  })

  test('using one link makes the user’s other links unusable', async () => {
    const user = await createUser()
    const first = await requestReset(user.email)
    const second = await requestReset(user.email)
    expect(first).not.toBe(second)
    await new TestClient().submit('POST', `/reset/${second}`, resetForm(user.email))
    expect(await new TestClient().propAt(`/reset/${first}`, 'valid')).toBe(false)
  })

  test('the password needs at least 8 characters', async () => {
    const user = await createUser()
    const token = await requestReset(user.email)
    const client = new TestClient()
    const { page } = await client.submit(
      'POST',
      `/reset/${token}`,
      resetForm(user.email, 'scurt12'),
      { from: `/reset/${token}` }
    )
    expect(page?.component).toBe('auth/reset')
    expect(page?.props.errors.password).toBe('Câmpul parola trebuie să aibă cel puțin 8 caractere.')
    expect(page?.props.valid).toBe(true)
    expect(await canSignIn(user.email, user.password)).toBe(true)
    // 8 characters are enough, with the same link.
    const ok = await client.submit('POST', `/reset/${token}`, resetForm(user.email, 'opt-car8'))
    expect(ok.page?.props.done).toBe(true)
    expect(await canSignIn(user.email, 'opt-car8')).toBe(true)
  })

  test('the confirmation must match (reported under password_confirmation)', async () => {
    const user = await createUser()
    const token = await requestReset(user.email)
    const { page } = await new TestClient().submit(
      'POST',
      `/reset/${token}`,
      resetForm(user.email, NEW_PASSWORD, 'alta-parola-789')
    )
    expect(page?.component).toBe('auth/reset')
    expect(page?.props.errors.password_confirmation).toBe('Confirmarea parolei nu se potrivește.')
    expect(page?.props.errors.password).toBeUndefined()
    expect(await canSignIn(user.email, user.password)).toBe(true)
    expect(await new TestClient().propAt(`/reset/${token}`, 'valid')).toBe(true)
  })

  test('email and password are required', async () => {
    const user = await createUser()
    const token = await requestReset(user.email)
    const { page } = await new TestClient().submit('POST', `/reset/${token}`, {
      email: '',
      password: '',
      password_confirmation: '',
    })
    expect(page?.props.errors.email).toBe('Câmpul email este obligatoriu.')
    expect(page?.props.errors.password).toBe('Câmpul parola este obligatoriu.')
  })

  test("another user's email with a valid token is refused and the link still works", async () => {
    const user = await createUser()
    const intruder = await createUser()
    const token = await requestReset(user.email)
    const { page } = await new TestClient().submit(
      'POST',
      `/reset/${token}`,
      resetForm(intruder.email)
    )
    expect(page?.props.errors.email).toBe(INVALID_LINK)
    expect(page?.props.done).toBe(false)
    expect(await canSignIn(intruder.email, intruder.password)).toBe(true)
    expect(await canSignIn(user.email, user.password)).toBe(true)

    const owner = await new TestClient().submit(
      'POST',
      `/reset/${token}`,
      resetForm(user.email.toUpperCase())
    )
    expect(owner.page?.props.done).toBe(true)
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true)
  })

  test('a signed-in user is sent to the dashboard instead', async () => {
    const user = await createUser()
    const token = await requestReset(user.email)
    const client = await signedIn(user)
    const reply = await client.request('GET', `/reset/${token}`, { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/')
  })
})
