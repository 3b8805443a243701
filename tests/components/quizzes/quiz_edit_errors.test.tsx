import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import QuizEdit from '~/pages/quizzes/edit'
import QuestEdit from '~/pages/quests/edit'
import { formMock } from '../ui/helpers'

afterEach(() => {
  formMock.errors = {}
  formMock.liveErrors = false
})

describe("a list's error clears once the list is fixed, not at the next save", () => {
  test('quiz: "Adaugă cel puțin o întrebare." goes when a question is added', async () => {
    const user = userEvent.setup()
    formMock.liveErrors = true
    formMock.errors = {
      questions: 'Adaugă cel puțin o întrebare.',
      name: 'Câmpul Nume este obligatoriu.',
    }
    render(<QuizEdit quiz={null} segments={[]} />)
    expect(screen.getByText('Adaugă cel puțin o întrebare.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Adaugă întrebare' }))
    expect(screen.queryByText('Adaugă cel puțin o întrebare.')).toBeNull()
    // An error about what did not change stays.
    expect(screen.getByText('Câmpul Nume este obligatoriu.')).toBeInTheDocument()
  })

  test('quest: the quiz section\'s "Adaugă cel puțin o întrebare." goes when a question is added', async () => {
    const user = userEvent.setup()
    formMock.liveErrors = true
    formMock.errors = { 'quiz_data.questions': 'Adaugă cel puțin o întrebare.' }
    render(<QuestEdit quest={null} types={[{ value: 'quiz', label: 'Quiz' }]} />)
    expect(screen.getByText('Adaugă cel puțin o întrebare.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Adaugă întrebare' }))
    expect(screen.queryByText('Adaugă cel puțin o întrebare.')).toBeNull()
  })
})
