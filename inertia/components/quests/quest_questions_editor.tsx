import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/text_field'
import { errorAt } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { useEnterNext } from '~/lib/use_enter_next'
import {
  MAX_OPTIONS,
  MIN_OPTIONS,
  canRemove,
  markCorrect,
  newQuestOption,
  newQuestQuestion,
  removeAt,
  removeOption,
  updateAt,
  type QuestOptionDraft,
  type QuestQuestionDraft,
} from '~/components/question_editors/drafts'

type Props = {
  questions: QuestQuestionDraft[]
  onChange: (questions: QuestQuestionDraft[]) => void
  /** The server's errors by path (quiz_data.questions.0.answers.1.text). */
  errors: Record<string, string | string[] | undefined>
}

/**
 * The quiz of a quest: questions of 2 to 5 options, exactly one correct (a radio a question).
 * Removing the correct option makes the first remaining one correct; an option can be removed
 * only while there are more than two, a question while there are more than one.
 */
export function QuestQuestionsEditor({ questions, onChange, errors }: Props) {
  const t = useT()
  const enterNext = useEnterNext()
  const setQuestion = (
    index: number,
    change: (question: QuestQuestionDraft) => QuestQuestionDraft
  ) => onChange(updateAt(questions, index, change))
  const setOptions = (index: number, change: (options: QuestOptionDraft[]) => QuestOptionDraft[]) =>
    setQuestion(index, (question) => ({ ...question, answers: change(question.answers) }))

  return (
    <section aria-labelledby="quest-quiz" className="grid gap-4">
      <h2 id="quest-quiz" className="text-lg font-semibold">
        {t('quests.quiz_section')}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('quests.options_hint')}</p>
      {questions.length === 0 && (
        <p className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-gray-600 dark:border-gray-600 dark:text-gray-300">
          {t('quests.no_questions')}
        </p>
      )}
      {errorAt(errors, 'quiz_data.questions') && (
        <p className="text-sm text-red-600 dark:text-red-400">
          {errorAt(errors, 'quiz_data.questions')}
        </p>
      )}
      {questions.map((question, index) => {
        const path = `quiz_data.questions.${index}`
        const number = index + 1
        const optionsError = errorAt(errors, `${path}.answers`)
        return (
          <fieldset
            key={question.key}
            className="grid gap-3 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
          >
            <legend className="px-1 text-sm font-medium">
              {t('quests.fields.question', { number })}
            </legend>
            <TextField
              name={`${path}.text`}
              label={t('quests.fields.question_text')}
              value={question.text}
              onChange={(text) => setQuestion(index, (q) => ({ ...q, text }))}
              error={errorAt(errors, `${path}.text`) ?? errorAt(errors, `${path}.id`)}
              isRequired
            />
            <div
              role="radiogroup"
              aria-label={t('quests.fields.correct', { number })}
              className="grid gap-2"
            >
              {optionsError && (
                <p className="text-sm text-red-600 dark:text-red-400">{optionsError}</p>
              )}
              {question.answers.map((option, optionIndex) => {
                const optionPath = `${path}.answers.${optionIndex}`
                const label = t('quests.fields.option', { number: optionIndex + 1 })
                return (
                  // The option's text with its remove button on one row, at any width; the
                  // "Corectă" radio below the text.
                  <div
                    key={option.key}
                    className="grid grid-cols-[1fr_auto] items-start gap-x-2 gap-y-1"
                    onKeyDown={enterNext(
                      `${optionPath}.text`,
                      `${path}.answers.${optionIndex + 1}.text`,
                      question.answers.length < MAX_OPTIONS
                        ? () => setOptions(index, (options) => [...options, newQuestOption()])
                        : null
                    )}
                  >
                    <TextField
                      name={`${optionPath}.text`}
                      label={label}
                      value={option.text}
                      onChange={(text) =>
                        setOptions(index, (options) =>
                          updateAt(options, optionIndex, (o) => ({ ...o, text }))
                        )
                      }
                      error={
                        errorAt(errors, `${optionPath}.text`) ?? errorAt(errors, `${optionPath}.id`)
                      }
                      isRequired
                    />
                    {canRemove(question.answers, MIN_OPTIONS) && (
                      <Button
                        variant="ghost"
                        className="mt-6"
                        aria-label={t('quests.remove_option', {
                          number: optionIndex + 1,
                          question: number,
                        })}
                        onPress={() =>
                          setOptions(index, (options) => removeOption(options, optionIndex))
                        }
                      >
                        ✕
                      </Button>
                    )}
                    <label className="col-start-1 inline-flex w-fit items-center gap-2 text-sm text-gray-700 dark:text-gray-200">
                      <input
                        type="radio"
                        name={`${path}.correct`}
                        // The visible "Corectă" first, then which option (the same words on every row).
                        aria-label={`${t('quests.correct_option')} (${label})`}
                        checked={option.is_correct}
                        onChange={() =>
                          setOptions(index, (options) => markCorrect(options, optionIndex))
                        }
                        className="size-4 accent-brand-600"
                      />
                      {t('quests.correct_option')}
                    </label>
                  </div>
                )
              })}
            </div>
            <div className="flex flex-wrap gap-2">
              {question.answers.length < MAX_OPTIONS && (
                <Button
                  variant="secondary"
                  onPress={() => setOptions(index, (options) => [...options, newQuestOption()])}
                >
                  {t('quests.add_option')}
                </Button>
              )}
              {canRemove(questions) && (
                <Button variant="ghost" onPress={() => onChange(removeAt(questions, index))}>
                  {t('quests.remove_question', { number })}
                </Button>
              )}
            </div>
          </fieldset>
        )
      })}
      <div>
        <Button variant="secondary" onPress={() => onChange([...questions, newQuestQuestion()])}>
          {t('quests.add_question')}
        </Button>
      </div>
    </section>
  )
}
