import { beforeEach, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { createUser, query, unique } from '../support/db.ts'

/** Registration is by invitation; without a link, /auth/register lets a person ask for access. */

/** The request counts per IP address; every test here starts with none. */
beforeEach(async () => {
  await query(`delete from rate_limits where key like '%access_request_%'`)
})

function requestForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ioana Mărginean',
    email: `${unique('ioana').toLowerCase()}@example.ro`,
    organization: unique('Asociația Vecinilor'),
    message: 'Bună ziua,\nvrem să ne organizăm comunitatea aici.',
    ...overrides,
  }
}

/** The e-mails whose subject names the organization (unique per test). */
async function requestMails(organization: string) {
  return (await query(`select * from mailbox_messages where subject = $1 order by id`, [
    `Cerere de acces: ${organization}`,
  ])) as { to: string; subject: string; html: string }[]
}

async function activeSuperAdminEmails() {
  const rows = await query(
    `select u.email from users u join user_roles ur on ur.user_id = u.id
       join roles r on r.id = ur.role_id
     where r.name = 'super-admin' and u.status = 'active'`
  )
  return rows.map((row) => row.email as string)
}

describe('GET /auth/register', () => {
  test('without an invitation link, a guest reads that registration is by invitation and gets the form', async () => {
    const page = await new TestClient().visit('/auth/register')
    expect(page.status).toBe(200)
    expect(page.component).toBe('auth/request_access')
    expect(page.props.sent).toBe(false)
  })

  test('a signed-in user is sent to the dashboard', async () => {
    const client = await signedIn(await createUser())
    const reply = await client.request('GET', '/auth/register', { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/')
  })
})

describe('POST /auth/register (request access)', () => {
  test('every active super-admin gets the request by e-mail, in the local mailbox; the person sees it was sent', async () => {
    const first = await createUser({ role: 'super-admin' })
    const second = await createUser({ role: 'super-admin' })
    const inactive = await createUser({ role: 'super-admin', status: 'inactive' })
    const orgAdmin = await createUser({ role: 'org-admin' })
    const admins = await activeSuperAdminEmails()
    expect(admins).toEqual(expect.arrayContaining([first.email, second.email]))

    const form = requestForm({ message: 'Rândul unu\nRândul <b>doi</b>' })
    const client = new TestClient()
    const { status, location, page } = await client.submit('POST', '/auth/register', form, {
      from: '/auth/register',
    })
    expect(status).toBe(302)
    expect(location).toBe('/auth/register')
    expect(page?.component).toBe('auth/request_access')
    expect(page?.props.sent).toBe(true)

    const mails = await requestMails(form.organization)
    const recipients = mails.map((mail) => mail.to)
    // Every super-admin active at the time (others may have changed meanwhile: still active now).
    const stillActive = new Set(await activeSuperAdminEmails())
    for (const email of admins.filter((address) => stillActive.has(address))) {
      expect(recipients.filter((to) => to.includes(email))).toHaveLength(1)
    }
    expect(recipients.some((to) => to.includes(inactive.email))).toBe(false)
    expect(recipients.some((to) => to.includes(orgAdmin.email))).toBe(false)

    const mail = mails.find((m) => m.to.includes(first.email))!
    expect(mail.html).toContain(form.name)
    expect(mail.html).toContain(form.email)
    expect(mail.html).toContain('/users/invite')
    // The message is shown as text, never as HTML.
    expect(mail.html).toContain('Rândul &lt;b&gt;doi&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>doi</b>')
  })

  test('the message is optional', async () => {
    const form = requestForm({ message: '' })
    const { page } = await new TestClient().submit('POST', '/auth/register', form, {
      from: '/auth/register',
    })
    expect(page?.props.sent).toBe(true)
    const mails = await requestMails(form.organization)
    expect(mails.length).toBeGreaterThan(0)
  })

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['the name is required', { name: '' }, 'name', 'Câmpul nume este obligatoriu.'],
    [
      'the name has at least 2 characters',
      { name: 'I' },
      'name',
      'Câmpul nume trebuie să aibă cel puțin 2 caractere.',
    ],
    [
      'the name is at most 200 characters',
      { name: 'a'.repeat(201) },
      'name',
      'Câmpul nume poate avea cel mult 200 de caractere.',
    ],
    [
      'the name is one line',
      { name: 'Ioana\r\nBcc: x@example.ro' },
      'name',
      'Câmpul nume trebuie să fie pe un singur rând, fără caractere de control.',
    ],
    ['the e-mail is required', { email: '' }, 'email', 'Câmpul email este obligatoriu.'],
    [
      'the e-mail is an address',
      { email: 'nu-e-email' },
      'email',
      'Introdu o adresă de email validă.',
    ],
    [
      'the organization is required',
      { organization: '' },
      'organization',
      'Câmpul organizația sau comunitatea este obligatoriu.',
    ],
    [
      'the organization is one line',
      { organization: 'Asociația\nVecinilor' },
      'organization',
      'Câmpul organizația sau comunitatea trebuie să fie pe un singur rând, fără caractere de control.',
    ],
    [
      'the message is at most 1000 characters',
      { message: 'a'.repeat(1001) },
      'message',
      'Câmpul mesaj poate avea cel mult 1.000 de caractere.',
    ],
    [
      'the message refuses control characters other than line breaks',
      { message: 'Bună\u0000ziua' },
      'message',
      'Câmpul mesaj conține caractere de control nepermise.',
    ],
  ]
  for (const [name, overrides, field, message] of invalid) {
    test(`${name}: the message under the field, nothing sent`, async () => {
      const form = requestForm(overrides)
      const { page } = await new TestClient().submit('POST', '/auth/register', form, {
        from: '/auth/register',
      })
      expect(page?.component).toBe('auth/request_access')
      expect(page?.props.sent).toBe(false)
      expect(page?.props.errors[field]).toBe(message)
      expect(await requestMails(String(form.organization))).toHaveLength(0)
    })
  }

  test('after 5 requests from one address in an hour, the next is refused and not sent', async () => {
    const client = new TestClient()
    for (let attempt = 0; attempt < 5; attempt++) {
      const { page } = await client.submit('POST', '/auth/register', requestForm(), {
        from: '/auth/register',
      })
      expect(page?.props.sent).toBe(true)
    }
    const form = requestForm()
    const { page } = await new TestClient().submit('POST', '/auth/register', form, {
      from: '/auth/register',
    })
    expect(page?.component).toBe('auth/request_access')
    expect(page?.props.errors.email).toBe(
      'Prea multe încercări. Încearcă din nou peste 60 de minute.'
    )
    expect(page?.props.sent).toBe(false)
    expect(await requestMails(form.organization)).toHaveLength(0)
  })

  test('a signed-in user cannot send one', async () => {
    const client = await signedIn(await createUser())
    const form = requestForm()
    const reply = await client.request('POST', '/auth/register', { body: form, inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/')
    expect(await requestMails(form.organization)).toHaveLength(0)
  })
})
