import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import QuizEdit from '~/pages/quizzes/edit'
import QuestEdit from '~/pages/quests/edit'
import { formMock, routerMock } from '../ui/helpers'

afterEach(() => vi.clearAllMocks())

const png = () => new File([new Uint8Array(1024)], 'coperta.png', { type: 'image/png' })

function choose(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement
  fireEvent.change(input, { target: { files: [file] } })
}

/** The create request's options, its onSuccess called as Inertia would with the new page. */
function created(props: Record<string, unknown>) {
  const options = formMock.post.mock.calls.at(-1)?.[2] as {
    onSuccess: (page: { props: Record<string, unknown> }) => void
  }
  options.onSuccess({ props })
}

describe('a cover chosen on the create form', () => {
  test("a new quiz: the cover is previewed, then sent to the quiz's cover once it exists", async () => {
    const user = userEvent.setup()
    const { container } = render(<QuizEdit quiz={null} segments={[]} />)
    const file = png()
    choose(container, file)
    expect(screen.getByRole('img', { name: 'coperta.png' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Salvează' }))
    expect(formMock.post.mock.calls.at(-1)?.[0]).toBe('/quizzes')
    expect(routerMock.post).not.toHaveBeenCalled()
    created({ quiz: { uid: 'qz-1' } })
    expect(routerMock.post).toHaveBeenCalledWith(
      '/quizzes/qz-1/cover',
      { file, image_type: 'quiz_cover' },
      expect.objectContaining({ forceFormData: true })
    )
  })

  test("a new quest: the same, to the quest's cover; without a cover nothing more is sent", async () => {
    const user = userEvent.setup()
    const { container, unmount } = render(
      <QuestEdit quest={null} types={[{ value: 'quiz', label: 'Quiz' }]} />
    )
    const file = png()
    choose(container, file)
    await user.click(screen.getByRole('button', { name: 'Salvează' }))
    created({ quest: { uid: 'qs-1' } })
    expect(routerMock.post).toHaveBeenCalledWith(
      '/quests/qs-1/cover',
      { file, image_type: 'quest_cover' },
      expect.objectContaining({ forceFormData: true })
    )
    unmount()
    routerMock.post.mockClear()
    render(<QuestEdit quest={null} types={[{ value: 'quiz', label: 'Quiz' }]} />)
    await user.click(screen.getByRole('button', { name: 'Salvează' }))
    created({ quest: { uid: 'qs-2' } })
    expect(routerMock.post).not.toHaveBeenCalled()
  })
})
