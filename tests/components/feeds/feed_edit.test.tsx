import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import FeedEdit from '~/pages/feeds/edit'
import { formMock } from '../ui/helpers'

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
    expect(
      await screen.findByRole('group', { name: /^Data și ora publicării/ })
    ).toBeInTheDocument()

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
      expect.objectContaining({
        type: 'post',
        visibility: 'public',
        text: '',
        is_scheduled: false,
      }),
      undefined
    )
  })
})

const SAVED = {
  uid: 'fd-1',
  type: 'post',
  visibility: 'public',
  title: '',
  text: 'Ne vedem sâmbătă',
  link: '',
  media: [],
  excerpt: '',
  content: '',
  tags: [],
  quiz_id: null,
  quest_id: null,
  is_scheduled: false,
  scheduled_for: null,
  imageUrl: null,
  deletedAt: null,
} as unknown as React.ComponentProps<typeof FeedEdit>['feed']

describe('/feeds/{uid}', () => {
  test('changing the type of a saved item asks first; "Renunță" keeps the form as it was', async () => {
    const user = userEvent.setup()
    render(<FeedEdit feed={SAVED} options={options} />)
    await chooseType(user, 'Video')
    const dialog = await screen.findByRole('dialog', { name: 'Schimbi tipul?' })
    expect(dialog).toHaveTextContent('Ca „Video”, formularul se golește')
    await user.click(within(dialog).getByRole('button', { name: 'Renunță' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue('Ne vedem sâmbătă')
    expect(screen.queryByRole('textbox', { name: /^URL video/ })).toBeNull()

    await chooseType(user, 'Video')
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Schimbă tipul' })
    )
    expect(screen.getByRole('textbox', { name: /^URL video/ })).toHaveValue('')
    expect(screen.queryByRole('textbox', { name: /^Text/ })).toBeNull()
  })
})
