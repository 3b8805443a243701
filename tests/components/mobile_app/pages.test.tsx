import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import MobileAppSettings from '~/pages/mobile_app/settings'
import MobileAppStyling from '~/pages/mobile_app/styling'
import { formMock } from '../ui/helpers'

afterEach(() => {
  vi.clearAllMocks()
  vi.restoreAllMocks()
  formMock.errors = {}
})

describe('/mobile-app/settings', () => {
  const modules = { google: true, facebook: false, apple: false, email: true }

  test('four switches in their saved state; "Actualizează" sends all four', async () => {
    const user = userEvent.setup()
    render(<MobileAppSettings authModules={modules} />)
    expect(screen.getByRole('switch', { name: 'Autentificare cu Google' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Autentificare cu Facebook' })).not.toBeChecked()
    expect(screen.getByRole('switch', { name: 'Autentificare cu Apple' })).not.toBeChecked()
    expect(screen.getByRole('switch', { name: 'Autentificare cu email' })).toBeChecked()

    await user.click(screen.getByText('Autentificare cu Apple'))
    await user.click(screen.getByRole('button', { name: 'Actualizează' }))
    expect(formMock.post).toHaveBeenCalledWith(
      '/mobile-settings/auth-modules',
      { auth_modules: { ...modules, apple: true } },
      expect.anything()
    )
  })

  test('a server error shows under its switch', () => {
    formMock.errors = { 'auth_modules.facebook': 'Valoarea câmpului Facebook nu este validă.' }
    render(<MobileAppSettings authModules={modules} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Valoarea câmpului Facebook nu este validă.'
    )
  })
})

describe('/mobile-app/styling', () => {
  beforeAll(() => {
    URL.createObjectURL ??= () => ''
    URL.revokeObjectURL ??= () => {}
  })
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chosen')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  })

  const branding = { primary_color: '#112233', secondary_color: '#445566' }
  const current = '/images/mobile-app/sign-in-header?t=1'

  function fileInput(container: HTMLElement) {
    return container.querySelector('input[type="file"]') as HTMLInputElement
  }

  test('shows the colours and the current image; a chosen image replaces the preview and is sent with the colours', async () => {
    const user = userEvent.setup()
    const { container } = render(<MobileAppStyling branding={branding} signInHeader={current} />)
    expect(screen.getByRole('textbox', { name: 'Culoare principală' })).toHaveValue('#112233')
    expect(screen.getByRole('textbox', { name: 'Culoare secundară' })).toHaveValue('#445566')
    expect(
      screen.getByRole('img', { name: 'Imaginea actuală a antetului de autentificare' })
    ).toHaveAttribute('src', current)

    const file = new File(['png'], 'antet.png', { type: 'image/png' })
    fireEvent.change(fileInput(container), { target: { files: [file] } })
    expect(
      screen.getByRole('img', { name: 'Imaginea aleasă pentru antetul de autentificare' })
    ).toHaveAttribute('src', 'blob:chosen')
    expect(screen.getByText('Aleasă: antet.png')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Salvează' }))
    expect(formMock.post).toHaveBeenCalledWith(
      '/mobile-settings/styling',
      { branding, sign_in_header: file },
      expect.objectContaining({ forceFormData: true })
    )
  })

  test('a file that is not an image is refused in the browser and not kept', () => {
    const { container } = render(<MobileAppStyling branding={branding} signInHeader={null} />)
    expect(screen.getByText('Nicio imagine încărcată')).toBeInTheDocument()
    fireEvent.change(fileInput(container), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    })
    expect(
      screen.getByText('Încarcă o imagine validă (JPEG, PNG, GIF sau WebP).')
    ).toBeInTheDocument()
    expect(screen.queryByText(/Aleasă:/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Alege imaginea' })).toBeInTheDocument()
  })

  test('the server error for the image shows under the image field', () => {
    formMock.errors = {
      sign_in_header: 'Imaginea trebuie să aibă proporțiile 1080 × 1920 (portret 9:16).',
    }
    render(<MobileAppStyling branding={branding} signInHeader={null} />)
    const field = screen.getByRole('group', { name: 'Imagine antet autentificare' })
    expect(field).toHaveTextContent(
      'Imaginea trebuie să aibă proporțiile 1080 × 1920 (portret 9:16).'
    )
  })
})
