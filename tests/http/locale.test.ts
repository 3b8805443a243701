import { describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { createUser, query } from '../support/db.ts'

async function localeOf(userId: number) {
  const [row] = await query('select locale from users where id = $1', [userId])
  return row.locale as string
}

describe('POST /locale', () => {
  test('switches a signed-in user to English and keeps it on the user', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await signedIn(user)
    expect(await client.propAt('/', 'locale')).toBe('ro')

    const { status, location, page } = await client.submit(
      'POST',
      '/locale',
      { locale: 'en' },
      { from: '/organizations' }
    )
    expect(status).toBe(302)
    expect(location).toBe(`${client.baseUrl}/organizations`)
    expect(page?.url).toBe('/organizations')
    expect(page?.props.locale).toBe('en')
    expect(page?.props.auth.user.locale).toBe('en')
    expect(await localeOf(user.id)).toBe('en')

    // Another browser signing in as the same user gets English too.
    const other = await signedIn(user)
    expect(await other.propAt('/', 'locale')).toBe('en')
    // And back to Romanian.
    await client.submit('POST', '/locale', { locale: 'ro' }, { from: '/' })
    expect(await localeOf(user.id)).toBe('ro')
    expect(await other.propAt('/', 'locale')).toBe('ro')
  })

  test('switches a guest to English for the session, with English validation messages', async () => {
    const client = new TestClient()
    const { page } = await client.submit('POST', '/locale', { locale: 'en' }, { from: '/login' })
    expect(page?.component).toBe('auth/login')
    expect(page?.props.locale).toBe('en')
    expect(await client.propAt('/forgot', 'locale')).toBe('en')

    const login = await client.submit('POST', '/login', { email: '', password: '' })
    expect(login.page?.props.errors.email).toBe('The email field is required.')
    expect(login.page?.props.errors.password).toBe('The password field is required.')

    const wrong = await client.submit('POST', '/login', {
      email: 'nu-este-email',
      password: 'x',
    })
    expect(wrong.page?.props.errors.email).toBe('Enter a valid email address.')

    const forgot = await client.submit('POST', '/forgot', { email: '' })
    expect(forgot.page?.props.errors.email).toBe('The email field is required.')

    // A new browser still gets Romanian.
    const fresh = new TestClient()
    const ro = await fresh.submit('POST', '/login', { email: '', password: '' })
    expect(ro.page?.props.locale).toBe('ro')
    expect(ro.page?.props.errors.email).toBe('Câmpul email este obligatoriu.')
  })

  test('the sign-in messages come back in English too', async () => {
    const user = await createUser()
    const client = new TestClient()
    await client.submit('POST', '/locale', { locale: 'en' }, { from: '/login' })
    const { page } = await client.submit('POST', '/login', {
      email: user.email,
      password: 'gresita-123',
    })
    expect(page?.props.errors.email).toBe('Wrong email or password.')
  })

  test('the page is served with <html lang> in the chosen language', async () => {
    const htmlLang = async (client: TestClient, path: string) => {
      const { text } = await client.request('GET', path)
      return /<html lang="([^"]*)"/.exec(text)?.[1]
    }
    const user = await createUser({ role: 'super-admin' })
    const client = await signedIn(user)
    expect(await htmlLang(client, '/')).toBe('ro')
    await client.submit('POST', '/locale', { locale: 'en' }, { from: '/' })
    expect(await htmlLang(client, '/')).toBe('en')
    expect(await htmlLang(client, '/organizations')).toBe('en')

    const guest = new TestClient()
    expect(await htmlLang(guest, '/login')).toBe('ro')
    await guest.submit('POST', '/locale', { locale: 'en' }, { from: '/login' })
    expect(await htmlLang(guest, '/login')).toBe('en')
  })

  test('an unsupported locale is a validation error and changes nothing', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    const cases = [
      ['fr', 'Valoarea aleasă pentru limba nu este validă.'],
      ['EN', 'Valoarea aleasă pentru limba nu este validă.'],
      ['', 'Câmpul limba este obligatoriu.'],
    ]
    for (const [locale, message] of cases) {
      const { page } = await client.submit('POST', '/locale', { locale }, { from: '/' })
      expect(page?.component).toBe('dashboard/empty')
      expect(page?.props.errors.locale).toBe(message)
      expect(page?.props.locale).toBe('ro')
    }
    expect(await localeOf(user.id)).toBe('ro')
  })

  test('an unsupported locale names the field in Romanian', async () => {
    const client = new TestClient()
    const { page } = await client.submit('POST', '/locale', { locale: 'fr' }, { from: '/login' })
    expect(page?.props.errors.locale).toBe('Valoarea aleasă pentru limba nu este validă.')
    expect(page?.props.locale).toBe('ro')
  })
})
