import { describe, expect, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { count, createUser, query } from '../support/db.ts'

describe('POST /login', () => {
  test('signs in an active user and lands on the dashboard', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = new TestClient()
    const { page, location } = await client.login(user.email, user.password)
    expect(location).toBe('/')
    expect(page?.component).toBe('dashboard/admin')
    expect(page?.props.auth.user.email).toBe(user.email)
    expect(page?.props.auth.role).toBe('super-admin')
  })

  test('a wrong password is refused with a message under email', async () => {
    const user = await createUser()
    const client = new TestClient()
    const { page } = await client.submit('POST', '/login', {
      email: user.email,
      password: 'greșită-123',
    })
    expect(page?.component).toBe('auth/login')
    expect(page?.props.errors.email).toBe('Email sau parolă greșită.')
    expect(await count('sessions', 'user_id = $1', [String(user.id)])).toBe(0)
  })

  test('email and password are required', async () => {
    const client = new TestClient()
    const { page } = await client.submit('POST', '/login', { email: '', password: '' })
    expect(page?.props.errors.email).toBe('Câmpul email este obligatoriu.')
    expect(page?.props.errors.password).toBe('Câmpul parola este obligatoriu.')
  })

  test('an inactive user cannot sign in', async () => {
    const user = await createUser({ status: 'inactive' })
    const client = new TestClient()
    const { page } = await client.submit('POST', '/login', {
      email: user.email,
      password: user.password,
    })
    expect(page?.props.errors.email).toBe('Contul tău este inactiv. Contactează un administrator.')
    const rows = await query('select count(*)::int as n from sessions where user_id = $1', [
      String(user.id),
    ])
    expect(rows[0].n).toBe(0)
  })
})
