import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { QuestQuestionsEditor } from '~/components/quests/quest_questions_editor'
import type { QuestQuestionDraft } from '~/components/question_editors/drafts'
import { Stateful } from '../ui/helpers'

function renderEditor(initial: QuestQuestionDraft[] = [], errors: Record<string, string> = {}) {
  const changes: QuestQuestionDraft[][] = []
  render(
    <Stateful initial={initial} changes={changes}>
      {(questions, onChange) => (
        <QuestQuestionsEditor questions={questions} onChange={onChange} errors={errors} />
      )}
    </Stateful>
  )
  return changes
}

const options = () => within(screen.getByRole('radiogroup', { name: /întrebării 1$/ }))
/** Which option of the first question is checked as correct, by position. */
const correct = () =>
  options()
    .getAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).checked)

describe('the quest quiz editor', () => {
  test('a new question has two options, the first correct, neither removable', async () => {
    const user = userEvent.setup()
    renderEditor()
    expect(screen.getByText(/Nu ai adăugat încă nicio întrebare/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Adaugă întrebare' }))
    expect(correct()).toEqual([true, false])
    expect(screen.queryAllByRole('button', { name: /^Șterge opțiunea/ })).toHaveLength(0)
  })

  test('each "correct" radio has a visible label, and its option in its accessible name', async () => {
    const user = userEvent.setup()
    renderEditor()
    await user.click(screen.getByRole('button', { name: 'Adaugă întrebare' }))
    const radios = options().getAllByRole('radio')
    expect(radios).toHaveLength(2)
    for (const [index, radio] of radios.entries()) {
      expect(radio).toHaveAccessibleName(`Corectă (Opțiunea ${index + 1})`)
      // What shows on screen beside the radio.
      const label = radio.closest('label')!
      const shown = [...label.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
      expect(shown.trim()).toBe('Corectă')
    }
  })

  test('removing the correct option makes the first remaining one correct', async () => {
    const user = userEvent.setup()
    const changes = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Adaugă întrebare' }))
    await user.click(screen.getByRole('button', { name: 'Adaugă opțiune' }))
    await user.click(screen.getByRole('button', { name: 'Adaugă opțiune' }))
    const texts = screen.getAllByRole('textbox', { name: /^Opțiunea \d/ })
    for (const [index, text] of ['A', 'B', 'C', 'D'].entries()) await user.type(texts[index], text)
    // C becomes the correct one, then is removed: A (the first remaining) is correct.
    await user.click(options().getByRole('radio', { name: 'Corectă (Opțiunea 3)' }))
    expect(correct()).toEqual([false, false, true, false])
    await user.click(screen.getByRole('button', { name: 'Șterge opțiunea 3 a întrebării 1' }))
    const last = changes.at(-1)![0].answers
    expect(last.map((option) => [option.text, option.is_correct])).toEqual([
      ['A', true],
      ['B', false],
      ['D', false],
    ])
    expect(correct()).toEqual([true, false, false])

    // Removing a wrong option leaves the correct one as it is.
    await user.click(options().getByRole('radio', { name: 'Corectă (Opțiunea 3)' }))
    await user.click(screen.getByRole('button', { name: 'Șterge opțiunea 1 a întrebării 1' }))
    expect(changes.at(-1)![0].answers.map((o) => [o.text, o.is_correct])).toEqual([
      ['B', false],
      ['D', true],
    ])
    // Two left: no remove control any more.
    expect(screen.queryAllByRole('button', { name: /^Șterge opțiunea/ })).toHaveLength(0)
  })

  test('at most five options: "Adaugă opțiune" goes at the fifth', async () => {
    const user = userEvent.setup()
    renderEditor()
    await user.click(screen.getByRole('button', { name: 'Adaugă întrebare' }))
    for (let count = 2; count < 5; count++) {
      await user.click(screen.getByRole('button', { name: 'Adaugă opțiune' }))
    }
    expect(screen.getAllByRole('textbox', { name: /^Opțiunea \d/ })).toHaveLength(5)
    expect(screen.queryByRole('button', { name: 'Adaugă opțiune' })).toBeNull()
  })

  test("the server's errors show under their nested fields (quiz_data.questions.N…)", () => {
    renderEditor(
      [
        {
          key: 'id-1',
          id: 1,
          text: '',
          answers: [
            { key: 'id-2', id: 2, text: 'A', is_correct: false },
            { key: 'id-3', id: 3, text: '', is_correct: false },
          ],
        },
      ],
      {
        'quiz_data.questions.0.text': 'Scrie textul întrebării.',
        'quiz_data.questions.0.answers': 'Alege exact o opțiune corectă.',
        'quiz_data.questions.0.answers.1.text': 'Scrie textul opțiunii.',
      }
    )
    expect(screen.getByRole('textbox', { name: /^Textul întrebării/ })).toHaveAccessibleDescription(
      'Scrie textul întrebării.'
    )
    expect(screen.getByRole('textbox', { name: /^Opțiunea 2/ })).toHaveAccessibleDescription(
      'Scrie textul opțiunii.'
    )
    expect(options().getByText('Alege exact o opțiune corectă.')).toBeInTheDocument()
  })
})

describe('Enter in an option', () => {
  test('adds the next option and focuses it, up to five, and never submits the form', async () => {
    const user = userEvent.setup()
    const submit = vi.fn((event: React.FormEvent) => event.preventDefault())
    render(
      <form onSubmit={submit}>
        <Stateful initial={[] as QuestQuestionDraft[]}>
          {(questions, onChange) => (
            <QuestQuestionsEditor questions={questions} onChange={onChange} errors={{}} />
          )}
        </Stateful>
        <button type="submit">Salvează</button>
      </form>
    )
    await user.click(screen.getByRole('button', { name: 'Adaugă întrebare' }))
    await user.type(screen.getByRole('textbox', { name: /^Opțiunea 1/ }), 'A{Enter}B{Enter}C')
    const typed = () =>
      screen
        .getAllByRole('textbox', { name: /^Opțiunea \d/ })
        .map((option) => (option as HTMLInputElement).value)
    expect(typed()).toEqual(['A', 'B', 'C'])
    expect(screen.getByRole('textbox', { name: /^Opțiunea 3/ })).toHaveFocus()
    await user.keyboard('{Enter}D{Enter}E{Enter}')
    // Five options at most: Enter in the fifth adds none.
    expect(typed()).toEqual(['A', 'B', 'C', 'D', 'E'])
    expect(submit).not.toHaveBeenCalled()
  })
})
