import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import MobileAppSettings from '~/pages/mobile_app/settings'
import { formMock, pageMock } from '../ui/helpers'

afterEach(() => {
  vi.clearAllMocks()
  pageMock.props.locale = 'ro'
})

const off = { google: false, facebook: false, apple: false, email: true }
const notice = () => screen.queryByTestId('apple-sign-in-notice')

describe('/mobile-app/settings: Sign in with Apple beside Google or Facebook', () => {
  test.each([
    [{ google: true }, 'autentificarea cu Google:'],
    [{ facebook: true }, 'autentificarea cu Facebook:'],
    [{ google: true, facebook: true }, 'autentificarea cu Google și Facebook:'],
  ])('%j on, Apple off: the warning names them', (on, names) => {
    render(<MobileAppSettings authModules={{ ...off, ...on }} />)
    expect(screen.getByRole('status')).toHaveTextContent(
      `App Store cere „Autentificare cu Apple” alături de ${names} fără ea, aplicația pentru iPhone poate fi respinsă la publicare.`
    )
  })

  test.each([
    ['only e-mail on', off],
    ['Apple on beside Google and Facebook', { ...off, google: true, facebook: true, apple: true }],
    ['Apple alone', { ...off, apple: true, email: false }],
  ])('no warning with %s', (_, modules) => {
    render(<MobileAppSettings authModules={modules} />)
    expect(notice()).toBeNull()
  })

  test('the warning follows the switches before they are saved', async () => {
    const user = userEvent.setup()
    render(<MobileAppSettings authModules={off} />)
    expect(notice()).toBeNull()
    await user.click(screen.getByText('Autentificare cu Facebook'))
    expect(notice()).toHaveTextContent('autentificarea cu Facebook')
    await user.click(screen.getByText('Autentificare cu Apple'))
    expect(notice()).toBeNull()
    await user.click(screen.getByText('Autentificare cu Apple'))
    expect(notice()).not.toBeNull()
    await user.click(screen.getByText('Autentificare cu Facebook'))
    expect(notice()).toBeNull()
  })

  test('its button turns Apple on in the form; "Actualizează" saves it', async () => {
    const user = userEvent.setup()
    render(<MobileAppSettings authModules={{ ...off, google: true }} />)
    await user.click(screen.getByRole('button', { name: 'Pornește autentificarea cu Apple' }))
    expect(screen.getByRole('switch', { name: 'Autentificare cu Apple' })).toBeChecked()
    expect(notice()).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Actualizează' }))
    expect(formMock.post).toHaveBeenCalledWith(
      '/mobile-settings/auth-modules',
      { auth_modules: { ...off, google: true, apple: true } },
      expect.anything()
    )
  })

  test('in English', () => {
    pageMock.props.locale = 'en'
    render(<MobileAppSettings authModules={{ ...off, google: true, facebook: true }} />)
    expect(screen.getByRole('status')).toHaveTextContent(
      'The App Store requires Sign in with Apple beside sign-in with Google and Facebook: without it, the iPhone app may be rejected.'
    )
    expect(screen.getByRole('button', { name: 'Turn on Sign in with Apple' })).toBeInTheDocument()
  })
})
