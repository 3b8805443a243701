import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { QuizQuestionsEditor } from '~/components/quizzes/quiz_questions_editor'
import type { QuizQuestionDraft } from '~/components/question_editors/drafts'
import { Stateful } from '../ui/helpers'

const segments = [{ value: 7, label: 'Voluntari (vol)' }]

function renderEditor(
  initial: QuizQuestionDraft[] = [],
  errors: Record<string, string> = {},
  changes: QuizQuestionDraft[][] = []
) {
  render(
    <Stateful initial={initial} changes={changes}>
      {(questions, onChange) => (
        <QuizQuestionsEditor
          questions={questions}
          onChange={onChange}
          errors={errors}
          segments={segments}
        />
      )}
    </Stateful>
  )
  return changes
}

const removeButtons = (kind: RegExp) => screen.queryAllByRole('button', { name: kind })

describe('the quiz questions editor', () => {
  test('no question yet: the empty state; "Adaugă întrebare" adds one with one answer, neither removable', async () => {
    const user = userEvent.setup()
    renderEditor()
    expect(
      screen.getByText('Nu ai adăugat încă nicio întrebare. Apasă „Adaugă întrebare” ca să începi.')
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Adaugă întrebare' }))
    expect(screen.queryByText(/Nu ai adăugat încă/)).toBeNull()
    expect(screen.getByRole('textbox', { name: /^Textul întrebării/ })).toBeInTheDocument()
    expect(screen.getAllByRole('textbox', { name: /^Răspunsul \d/ })).toHaveLength(1)
    expect(removeButtons(/^Șterge întrebarea/)).toHaveLength(0)
    expect(removeButtons(/^Șterge răspunsul/)).toHaveLength(0)
  })

  test('answers: remove controls only while a question has more than one; the last one stays', async () => {
    const user = userEvent.setup()
    renderEditor()
    await user.click(screen.getByRole('button', { name: 'Adaugă întrebare' }))
    await user.click(screen.getByRole('button', { name: 'Adaugă răspuns' }))
    await user.type(screen.getByRole('textbox', { name: /^Răspunsul 1/ }), 'Da')
    await user.type(screen.getByRole('textbox', { name: /^Răspunsul 2/ }), 'Nu')
    expect(removeButtons(/^Șterge răspunsul/)).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Șterge răspunsul 1 al întrebării 1' }))
    const answers = screen.getAllByRole('textbox', { name: /^Răspunsul \d/ })
    expect(answers.map((answer) => (answer as HTMLInputElement).value)).toEqual(['Nu'])
    expect(removeButtons(/^Șterge răspunsul/)).toHaveLength(0)
  })

  test('questions: remove controls only while there are two or more; the right one goes', async () => {
    const user = userEvent.setup()
    const changes = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Adaugă întrebare' }))
    await user.click(screen.getByRole('button', { name: 'Adaugă întrebare' }))
    const texts = screen.getAllByRole('textbox', { name: /^Textul întrebării/ })
    await user.type(texts[0], 'Prima')
    await user.type(texts[1], 'A doua')
    expect(removeButtons(/^Șterge întrebarea/)).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Șterge întrebarea 1' }))
    expect(changes.at(-1)!.map((question) => question.text)).toEqual(['A doua'])
    expect(removeButtons(/^Șterge întrebarea/)).toHaveLength(0)
  })

  test("the server's errors show under their nested fields", () => {
    const question: QuizQuestionDraft = {
      key: 'id-1',
      id: 1,
      text: '',
      type: 'single',
      answers: [{ key: 'id-2', id: 2, text: '', segment_id: null }],
    }
    renderEditor([question], {
      'questions.0.text': 'Scrie textul întrebării.',
      'questions.0.answers.0.text': 'Scrie textul răspunsului.',
      'questions.0.answers.0.segment_id': 'Segmentul ales nu există în această comunitate.',
    })
    expect(screen.getByRole('textbox', { name: /^Textul întrebării/ })).toHaveAccessibleDescription(
      'Scrie textul întrebării.'
    )
    expect(screen.getByRole('textbox', { name: /^Răspunsul 1/ })).toHaveAccessibleDescription(
      'Scrie textul răspunsului.'
    )
    expect(screen.getByText('Segmentul ales nu există în această comunitate.')).toBeInTheDocument()
  })
})

describe('Enter in an answer', () => {
  test('adds the next answer and focuses it instead of submitting the form', async () => {
    const user = userEvent.setup()
    const submit = vi.fn((event: React.FormEvent) => event.preventDefault())
    render(
      <form onSubmit={submit}>
        <Stateful initial={[] as QuizQuestionDraft[]}>
          {(questions, onChange) => (
            <QuizQuestionsEditor
              questions={questions}
              onChange={onChange}
              errors={{}}
              segments={segments}
            />
          )}
        </Stateful>
        <button type="submit">Salvează</button>
      </form>
    )
    await user.click(screen.getByRole('button', { name: 'Adaugă întrebare' }))
    await user.type(screen.getByRole('textbox', { name: /^Răspunsul 1/ }), 'Da{Enter}Nu{Enter}')
    const answers = screen.getAllByRole('textbox', { name: /^Răspunsul \d/ })
    expect(answers.map((answer) => (answer as HTMLInputElement).value)).toEqual(['Da', 'Nu', ''])
    expect(answers[2]).toHaveFocus()
    // Enter in an earlier answer goes to the next one, adding none.
    await user.type(answers[0], '{Enter}')
    expect(screen.getAllByRole('textbox', { name: /^Răspunsul \d/ })).toHaveLength(3)
    expect(answers[1]).toHaveFocus()
    expect(submit).not.toHaveBeenCalled()
  })
})
