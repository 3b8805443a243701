import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'

type Question = { id: number; text: string; answers: { id: number; text: string }[] }

/** How many members chose each answer of the stored quiz (quiz_response_answers). */
export function QuizResults({
  questions,
  answerCounts,
  responses,
}: {
  questions: Question[]
  answerCounts: Record<string, number>
  responses: number
}) {
  const t = useT()
  return (
    <Card className="mt-6 max-w-5xl">
      <section aria-labelledby="quiz-results" className="space-y-4">
        <div>
          <h2 id="quiz-results" className="text-lg font-semibold">
            {t('quizzes.results.title')}
          </h2>
          <p className="text-sm text-gray-600 dark:text-gray-300" data-testid="quiz-responses">
            {responses
              ? t('quizzes.results.responses', { count: responses })
              : t('quizzes.results.no_responses')}
          </p>
        </div>
        {questions.map((question) => (
          <div key={question.id}>
            <h3 className="font-medium">{question.text}</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {question.answers.map((answer) => (
                <li
                  key={answer.id}
                  className="flex justify-between gap-4 border-b border-gray-100 py-1 dark:border-gray-700"
                >
                  <span>{answer.text}</span>
                  <span className="font-semibold" data-testid={`answer-count-${answer.id}`}>
                    {t('quizzes.results.chosen', { count: answerCounts[answer.id] ?? 0 })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </Card>
  )
}
