import { describe, expect, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { createOrgAdmin, createUser } from '../support/db.ts'

const valid = {
  contact: { first_name: 'Ana', email: 'ana@example.ro' },
  billing_info: { iban: 'RO49AAAA1B31007593840000' },
  questions: [{ text: 'Ce preferi?', answers: [{ text: 'Munte' }, { text: 'Mare' }] }],
}

async function superAdmin() {
  const user = await createUser({ role: 'super-admin' })
  const client = new TestClient()
  await client.login(user.email, user.password)
  return client
}

describe('UI kit page and its demo form', () => {
  test('a super-admin opens the kit page by its address (it is in no menu)', async () => {
    const client = await superAdmin()
    const page = await client.visit('/kit')
    expect(page.component).toBe('kit/index')
    expect(page.props.industries.length).toBeGreaterThan(0)
  })

  test('a valid form is accepted with a toast', async () => {
    const client = await superAdmin()
    const { page } = await client.submit('POST', '/kit/form', valid, { from: '/kit' })
    expect(page?.component).toBe('kit/index')
    expect(page?.flash.success).toBe('Formularul este valid.')
    expect(page?.props.errors).toEqual({})
  })

  test('nested errors come back under their full path, in Romanian', async () => {
    const client = await superAdmin()
    const { page } = await client.submit(
      'POST',
      '/kit/form',
      {
        contact: { first_name: '', email: 'nu-e-email' },
        billing_info: { iban: 'RO12' },
        questions: [{ text: 'Ce preferi?', answers: [{ text: 'Munte' }, { text: '' }] }],
      },
      { from: '/kit' }
    )
    expect(page?.props.errors).toMatchObject({
      'contact.first_name': 'Câmpul prenume este obligatoriu.',
      'contact.email': 'Introdu o adresă de email validă.',
      'billing_info.iban': 'Introdu un IBAN valid (de exemplu RO49AAAA1B31007593840000).',
      'questions.0.answers.1.text': 'Scrie textul răspunsului.',
    })
    expect(page?.props.errors).not.toHaveProperty('questions.0.text')
  })

  test('org-admins and users without a role are refused', async () => {
    const { user } = await createOrgAdmin()
    const orgAdmin = new TestClient()
    await orgAdmin.login(user.email, user.password)
    const orgAdminPage = await orgAdmin.visit('/kit')
    expect(orgAdminPage.status).toBe(403)
    const reply = await orgAdmin.submit('POST', '/kit/form', valid, { from: '/kit' })
    expect(reply.status).toBe(403)

    const nobody = await createUser()
    const client = new TestClient()
    await client.login(nobody.email, nobody.password)
    const page = await client.visit('/kit')
    expect(page.status).toBe(403)
  })
})
