import { Button } from '~/components/ui/button'
import { Select } from '~/components/ui/select'
import { TextField } from '~/components/ui/text_field'
import { errorAt } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { useEnterNext } from '~/lib/use_enter_next'
import {
  canRemove,
  newQuizAnswer,
  newQuizQuestion,
  removeAt,
  updateAt,
  type QuizAnswerDraft,
  type QuizQuestionDraft,
} from '~/components/question_editors/drafts'

type Props = {
  questions: QuizQuestionDraft[]
  onChange: (questions: QuizQuestionDraft[]) => void
  /** The server's errors by path (questions.0.text, questions.0.answers.1.text). */
  errors: Record<string, string | string[] | undefined>
  /** The community's segments, the answers' options. */
  segments: { value: number; label: string }[]
}

/**
 * The questions of a quiz: each a text, a type (one answer or several) and its answers (a
 * text and an optional segment). One question and one answer a question always remain: the
 * remove buttons show only while there are more (docs/content.md).
 */
export function QuizQuestionsEditor({ questions, onChange, errors, segments }: Props) {
  const t = useT()
  const enterNext = useEnterNext()
  const segmentOptions = [{ value: '', label: t('quizzes.no_segment') }, ...segments]
  const types = (['single', 'multiple'] as const).map((type) => ({
    value: type,
    label: t(`quizzes.types.${type}`),
  }))
  const setQuestion = (index: number, change: (question: QuizQuestionDraft) => QuizQuestionDraft) =>
    onChange(updateAt(questions, index, change))
  const setAnswer = (
    index: number,
    answerIndex: number,
    change: (answer: QuizAnswerDraft) => QuizAnswerDraft
  ) =>
    setQuestion(index, (question) => ({
      ...question,
      answers: updateAt(question.answers, answerIndex, change),
    }))

  return (
    <section aria-labelledby="quiz-questions" className="grid gap-4">
      <h2 id="quiz-questions" className="text-lg font-semibold">
        {t('quizzes.questions')}
      </h2>
      {questions.length === 0 && (
        <p className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-gray-600 dark:border-gray-600 dark:text-gray-300">
          {t('quizzes.no_questions')}
        </p>
      )}
      {errorAt(errors, 'questions') && (
        <p className="text-sm text-red-600 dark:text-red-400">{errorAt(errors, 'questions')}</p>
      )}
      {questions.map((question, index) => {
        const path = `questions.${index}`
        const number = index + 1
        return (
          <fieldset
            key={question.key}
            className="grid gap-3 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
          >
            <legend className="px-1 text-sm font-medium">
              {t('quizzes.fields.question', { number })}
            </legend>
            <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
              <TextField
                name={`${path}.text`}
                label={t('quizzes.fields.question_text')}
                value={question.text}
                onChange={(text) => setQuestion(index, (q) => ({ ...q, text }))}
                error={errorAt(errors, `${path}.text`) ?? errorAt(errors, `${path}.id`)}
                isRequired
              />
              <Select
                name={`${path}.type`}
                label={t('quizzes.fields.type')}
                options={types}
                value={question.type}
                onChange={(type) =>
                  setQuestion(index, (q) => ({ ...q, type: type === 'multiple' ? type : 'single' }))
                }
                error={errorAt(errors, `${path}.type`)}
                isRequired
              />
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{t('quizzes.answers')}</legend>
              {errorAt(errors, `${path}.answers`) && (
                <p className="text-sm text-red-600 dark:text-red-400">
                  {errorAt(errors, `${path}.answers`)}
                </p>
              )}
              {question.answers.map((answer, answerIndex) => {
                const answerPath = `${path}.answers.${answerIndex}`
                return (
                  // On a phone the remove button stays beside its answer, the segment below.
                  <div
                    key={answer.key}
                    className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[1fr_14rem_auto]"
                    onKeyDown={enterNext(
                      `${answerPath}.text`,
                      `${path}.answers.${answerIndex + 1}.text`,
                      () =>
                        setQuestion(index, (q) => ({
                          ...q,
                          answers: [...q.answers, newQuizAnswer()],
                        }))
                    )}
                  >
                    <TextField
                      name={`${answerPath}.text`}
                      label={t('quizzes.fields.answer', { number: answerIndex + 1 })}
                      value={answer.text}
                      onChange={(text) => setAnswer(index, answerIndex, (a) => ({ ...a, text }))}
                      error={
                        errorAt(errors, `${answerPath}.text`) ?? errorAt(errors, `${answerPath}.id`)
                      }
                      isRequired
                    />
                    <div className="col-start-1 sm:col-start-2 sm:row-start-1">
                      <Select
                        name={`${answerPath}.segment_id`}
                        label={t('quizzes.fields.segment')}
                        options={segmentOptions}
                        value={answer.segment_id ?? ''}
                        onChange={(value) =>
                          setAnswer(index, answerIndex, (a) => ({
                            ...a,
                            segment_id: value === '' || value === null ? null : Number(value),
                          }))
                        }
                        error={errorAt(errors, `${answerPath}.segment_id`)}
                      />
                    </div>
                    {canRemove(question.answers) && (
                      <Button
                        variant="ghost"
                        className="col-start-2 row-start-1 mt-6 sm:col-start-3"
                        aria-label={t('quizzes.remove_answer', {
                          number: answerIndex + 1,
                          question: number,
                        })}
                        onPress={() =>
                          setQuestion(index, (q) => ({
                            ...q,
                            answers: removeAt(q.answers, answerIndex),
                          }))
                        }
                      >
                        ✕
                      </Button>
                    )}
                  </div>
                )
              })}
              <div>
                <Button
                  variant="secondary"
                  onPress={() =>
                    setQuestion(index, (q) => ({ ...q, answers: [...q.answers, newQuizAnswer()] }))
                  }
                >
                  {t('quizzes.add_answer')}
                </Button>
              </div>
            </fieldset>
            {canRemove(questions) && (
              <div>
                <Button
                  variant="ghost"
                  onPress={() => onChange(removeAt(questions, index))}
                  aria-label={t('quizzes.remove_question', { number })}
                >
                  {t('quizzes.remove_question', { number })}
                </Button>
              </div>
            )}
          </fieldset>
        )
      })}
      <div>
        <Button variant="secondary" onPress={() => onChange([...questions, newQuizQuestion()])}>
          {t('quizzes.add_question')}
        </Button>
      </div>
    </section>
  )
}
