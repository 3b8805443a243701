import { beforeAll, describe, expect, test } from 'vitest'
import type MailboxMessage from '#models/mailbox_message'
import { TestClient, signedIn } from '../support/client.ts'
import { createOrgAdmin, createUser, latestMailTo, query, type Row } from '../support/db.ts'

interface Listed {
  id: number
  to: string
  subject: string
  createdAt: string
}

describe('the local mailbox', () => {
  let superAdmin: TestClient
  let mail: Row<typeof MailboxMessage>
  let recipient: { email: string; firstName: string; lastName: string }

  beforeAll(async () => {
    superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
    recipient = await createUser()
    await new TestClient().submit('POST', '/forgot', { email: recipient.email })
    mail = (await latestMailTo(recipient.email))!
    expect(mail).toBeDefined()
  })

  test('lists the sent e-mails, newest first, to a super-admin', async () => {
    // Other test files send e-mails at the same time: look through the pages.
    let found: Listed | undefined
    for (let number = 1; !found; number++) {
      const page = await superAdmin.visit<{ messages: Listed[]; meta: Record<string, number> }>(
        `/mailbox?page=${number}`
      )
      expect(page.status).toBe(200)
      expect(page.component).toBe('mailbox/index')
      expect(page.props.mailbox).toBe(true)
      const ids = page.props.messages.map((m) => m.id)
      expect(ids).toEqual([...ids].sort((a, b) => b - a))
      expect(page.props.messages.length).toBeLessThanOrEqual(20)
      found = page.props.messages.find((m) => m.id === mail.id)
      if (number >= page.props.meta.lastPage) break
    }
    expect(found).toMatchObject({
      id: mail.id,
      subject: 'Resetarea parolei - Comunitate',
    })
    expect(found!.to).toContain(recipient.email)
    expect(found).not.toHaveProperty('html')
  })

  test('shows one e-mail with its reset link', async () => {
    const page = await superAdmin.visit(`/mailbox/${mail.id}`)
    expect(page.status).toBe(200)
    expect(page.component).toBe('mailbox/show')
    expect(page.props.message.id).toBe(mail.id)
    expect(page.props.message.subject).toBe('Resetarea parolei - Comunitate')
    expect(page.props.message.to).toContain(recipient.email)
    expect(page.props.message.from).toMatch(/^Comunitate <[^@\s]+@[^>\s]+>$/)
    expect(page.props.message.html).toMatch(/\/reset\/[A-Za-z0-9_-]{22,}/)
  })

  test('an unknown e-mail answers 404', async () => {
    const [{ max }] = await query('select coalesce(max(id), 0) + 1000 as max from mailbox_messages')
    for (const id of [String(max), 'abc']) {
      const page = await superAdmin.visit(`/mailbox/${id}`)
      expect(page.status).toBe(404)
      expect(page.component).toBe('errors/not_found')
    }
  })

  test('is forbidden to an org-admin and to a user without a role', async () => {
    const { user: orgAdminUser } = await createOrgAdmin()
    const orgAdmin = await signedIn(orgAdminUser)
    const noRole = await signedIn(await createUser())
    for (const client of [orgAdmin, noRole]) {
      expect(await client.propAt('/', 'mailbox')).toBe(false)
      for (const path of ['/mailbox', `/mailbox/${mail.id}`]) {
        const page = await client.visit(path)
        expect(page.status).toBe(403)
        expect(page.component).toBe('errors/forbidden')
        expect(JSON.stringify(page.props)).not.toContain('/reset/')
      }
    }
  })

  test('a guest is sent to /login', async () => {
    const reply = await new TestClient().request('GET', `/mailbox/${mail.id}`, { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
  })
})
