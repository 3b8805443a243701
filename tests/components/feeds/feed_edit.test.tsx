import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import FeedEdit from '~/pages/feeds/edit'
import { formMock } from '../ui/helpers'

vi.mock('@inertiajs/react', async () => (await import('../ui/helpers')).inertiaMock)

afterEach(() => vi.clearAllMocks())

const options = {
  types: [
    { value: 'post', label: 'Postare' },
    { value: 'image', label: 'Imagine' },
    { value: 'video', label: 'Video' },
    { value: 'quiz', label: 'Quiz' },
  ],
  visibilities: [
    { value: 'public', label: 'Public' },
    { value: 'members', label: 'Doar membri' },
  ],
  quizzes: [{ value: 7, label: 'Quiz de cultură generală' }],
  quests: [],
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  // The open button shows every option (the input would filter by the chosen label).
  await user.click(screen.getByRole('button', { name: /^Tip/ }))
  await user.click(await screen.findByRole('option', { name: label }))
}

describe('/feeds/create', () => {
  test("changing the type empties the form and shows that type's fields", async () => {
    const user = userEvent.setup()
    render(<FeedEdit feed={null} options={options} />)
    // A post (the default): its text is required; no title.
    const text = screen.getByRole('textbox', { name: /^Text/ })
    expect(text).toBeRequired()
    expect(screen.queryByRole('textbox', { name: /^Titlu/ })).toBeNull()
    await user.type(text, 'Salutare')
    await user.click(screen.getByRole('switch', { name: 'Programează publicarea' }))
    expect(await screen.findByRole('group', { name: /^Data și ora publicării/ })).toBeInTheDocument()

    await chooseType(user, 'Video')
    expect(screen.getByRole('textbox', { name: /^Titlul videoclipului/ })).toBeRequired()
    expect(screen.getByRole('textbox', { name: /^URL video/ })).toBeRequired()
    expect(screen.getByRole('textbox', { name: /^Descriere/ })).toHaveValue('')
    expect(screen.getByRole('switch', { name: 'Programează publicarea' })).not.toBeChecked()

    await chooseType(user, 'Quiz')
    expect(screen.getByRole('combobox', { name: /^Quiz/ })).toBeRequired()
    expect(screen.queryByRole('textbox', { name: /^URL video/ })).toBeNull()

    await chooseType(user, 'Postare')
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Salvează' }))
    expect(formMock.post).toHaveBeenCalledWith(
      '/feeds',
      expect.objectContaining({ type: 'post', visibility: 'public', text: '', is_scheduled: false }),
      undefined
    )
  })
})
