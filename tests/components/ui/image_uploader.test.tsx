import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { ImageUploader } from '~/components/ui/image_uploader'
import { pageMock, routerMock } from './helpers'

const INVALID_TYPE = 'Încarcă o imagine validă (JPEG, PNG, GIF sau WebP).'
const TOO_LARGE = 'Imaginea trebuie să fie mai mică de 5MB.'

function fileInput(container: HTMLElement) {
  return container.querySelector('input[type="file"]') as HTMLInputElement
}

function choose(container: HTMLElement, file: File) {
  // Like a browser whose picker lets any file through ("All files").
  fireEvent.change(fileInput(container), { target: { files: [file] } })
}

function renderUploader(props: Partial<React.ComponentProps<typeof ImageUploader>> = {}) {
  return render(
    <ImageUploader
      label="Copertă"
      uploadUrl="/kit/image"
      deleteUrl="/kit/image"
      imageType="cover"
      {...props}
    />
  )
}

describe('ImageUploader', () => {
  beforeAll(() => {
    URL.createObjectURL ??= () => ''
    URL.revokeObjectURL ??= () => {}
  })
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.clearAllMocks()
    vi.restoreAllMocks()
    pageMock.props.errors = {}
  })

  test('accepts only the four image types in the picker', () => {
    const { container } = renderUploader()
    expect(fileInput(container).accept).toBe('image/jpeg,image/png,image/gif,image/webp')
    expect(screen.getByRole('button', { name: 'Încarcă imagine' })).toBeInTheDocument()
  })

  test('the button opens the file picker', async () => {
    const { container } = renderUploader()
    const opened = vi.spyOn(fileInput(container), 'click').mockImplementation(() => {})
    await userEvent.setup().click(screen.getByRole('button', { name: 'Încarcă imagine' }))
    expect(opened).toHaveBeenCalledOnce()
  })

  test('a file of the wrong type shows the message and is not sent', () => {
    const { container } = renderUploader()
    choose(container, new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(screen.getByText(INVALID_TYPE)).toBeInTheDocument()
    expect(routerMock.post).not.toHaveBeenCalled()
  })

  test('a file over 5 MB shows the size message and is not sent', () => {
    const { container } = renderUploader()
    const big = new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' })
    choose(container, big)
    expect(screen.getByText(TOO_LARGE)).toBeInTheDocument()
    expect(routerMock.post).not.toHaveBeenCalled()
  })

  test('a good file is previewed and uploaded as form data, with a spinner meanwhile', async () => {
    const { container } = renderUploader()
    const file = new File([new Uint8Array(1024)], 'photo.png', { type: 'image/png' })
    await userEvent.upload(fileInput(container), file)
    expect(routerMock.post).toHaveBeenCalledTimes(1)
    const [url, data, options] = routerMock.post.mock.calls[0] as unknown as [
      string,
      Record<string, unknown>,
      Record<string, (...args: unknown[]) => unknown>,
    ]
    expect(url).toBe('/kit/image')
    expect(data).toEqual({ file, image_type: 'cover' })
    expect(options).toMatchObject({ forceFormData: true, preserveScroll: true })
    expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:preview')
    expect(screen.queryByText(INVALID_TYPE)).not.toBeInTheDocument()

    act(() => {
      options.onStart()
    })
    expect(screen.getByRole('status', { name: 'Se încarcă…' })).toBeInTheDocument()
    act(() => {
      options.onFinish()
    })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  test("the server's error is shown under the field and described on the button", () => {
    pageMock.props.errors = { file: INVALID_TYPE }
    renderUploader({ src: '/kit/image/images/u/cover-abcdefgh.png' })
    const message = screen.getByText(INVALID_TYPE)
    const button = screen.getByRole('button', { name: 'Schimbă imaginea' })
    expect(button.getAttribute('aria-describedby')).toContain(message.id)
    expect(screen.getByRole('img')).toHaveAttribute('src', '/kit/image/images/u/cover-abcdefgh.png')
  })

  test('the delete button asks first; "Renunță" deletes nothing', async () => {
    const user = userEvent.setup()
    renderUploader({ src: '/kit/image/images/u/cover-abcdefgh.png' })
    await user.click(screen.getByRole('button', { name: 'Șterge imaginea' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ștergi imaginea?' })
    expect(dialog).toHaveTextContent('Imaginea „Copertă” se șterge definitiv.')
    await user.click(within(dialog).getByRole('button', { name: 'Renunță' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(routerMock.delete).not.toHaveBeenCalled()
  })

  test('confirmed, the delete sends a DELETE; a failure shows "Ștergerea a eșuat."', async () => {
    const user = userEvent.setup()
    renderUploader({ src: '/kit/image/images/u/cover-abcdefgh.png' })
    await user.click(screen.getByRole('button', { name: 'Șterge imaginea' }))
    expect(routerMock.delete).not.toHaveBeenCalled()
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Șterge imaginea' })
    )
    expect(routerMock.delete).toHaveBeenCalledTimes(1)
    const [url, options] = routerMock.delete.mock.calls[0] as unknown as [
      string,
      Record<string, (...args: unknown[]) => unknown>,
    ]
    expect(url).toBe('/kit/image')
    act(() => {
      options.onError({})
      options.onFinish()
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('Ștergerea a eșuat.')).toBeInTheDocument()
  })

  test('no delete button without a current image', () => {
    renderUploader()
    expect(screen.queryByRole('button', { name: 'Șterge imaginea' })).not.toBeInTheDocument()
  })
})
