import type Quiz from '#models/quiz'
import Segment from '#models/segment'
import QuizResponse from '#models/quiz_response'
import type { TenantScope } from '#models/mixins/with_tenant_scope'
import type { QuizQuestionType } from '#models/quiz_question'
import { orderByLowerCase, type ListOptions } from '#services/shared/list_query'
import { saveWithQuestions } from '#services/shared/question_tree'
import { CREATOR_NAME } from '#services/shared/creator_name'
import type { QuizMeta } from '#validators/quizzes/quiz'

export interface QuizInput {
  name: string
  questions: {
    id?: number
    text: string
    type: QuizQuestionType
    answers: { id?: number; text: string; segment_id?: number | null }[]
  }[]
}

export const QUIZ_LIST_OPTIONS: ListOptions = {
  sortable: {
    id: 'quizzes.id',
    name: 'quizzes.name',
    created_by: CREATOR_NAME('quizzes'),
    created_at: 'quizzes.created_at',
  },
  searchable: ['quizzes.name'],
  textSort: ['name', 'created_by'],
  defaultSort: { key: 'id', direction: 'desc' },
}

export class QuizService {
  static async withQuestions(quiz: Quiz) {
    await quiz.load('questions', (questions) => questions.preload('answers'))
    return quiz
  }

  /** The quiz page: the questions, each answer with how many responses chose it. */
  static async withAnswerCounts(quiz: Quiz) {
    await quiz.load('questions', (questions) =>
      questions.preload('answers', (answers) => answers.withCount('responses'))
    )
    return quiz
  }

  /** Answer id → how many chose it, from a quiz loaded `withAnswerCounts`. */
  static answerCounts(quiz: Quiz) {
    return Object.fromEntries(
      quiz.questions.flatMap((question) =>
        question.answers.map((answer) => [answer.id, Number(answer.$extras.responses_count ?? 0)])
      )
    )
  }

  /** How many contacts answered the quiz. */
  static async responseCount(tenant: TenantScope, quiz: Quiz) {
    const [row] = await QuizResponse.forTenant(tenant)
      .where('quiz_id', quiz.id)
      .count('* as total')
      .pojo<{ total: string }>()
    return Number(row.total)
  }

  static async segmentOptions(tenant: TenantScope) {
    const segments = await orderByLowerCase(
      Segment.forTenant(tenant).select('id', 'name', 'code'),
      'name'
    ).orderBy('id')
    return segments.map((segment) => ({
      value: segment.id,
      label: `${segment.name} (${segment.code})`,
    }))
  }

  static async validationMeta(tenant: TenantScope, quiz: Quiz | null): Promise<QuizMeta> {
    const segments = await Segment.forTenant(tenant).select('id')
    const questions = quiz?.questions ?? []
    return {
      segmentIds: new Set(segments.map((segment) => segment.id)),
      questionIds: new Set(questions.map((question) => question.id)),
      answerIds: new Set(questions.flatMap((question) => question.answers.map((a) => a.id))),
    }
  }

  /** An edited quiz is loaded `withQuestions`. */
  static async save(
    quiz: Quiz,
    data: QuizInput,
    owner: { communityId: number; userId: number | null }
  ) {
    quiz.merge({ communityId: owner.communityId, name: data.name })
    return saveWithQuestions(quiz, owner.userId, {
      tables: { questions: 'quiz_questions', choices: 'quiz_answers' },
      parentColumn: 'quiz_id',
      choicesOf: (question) => question.answers,
      sent: data.questions,
      question: (question) => ({ text: question.text, type: question.type }),
      choice: (answer) => ({ text: answer.text, segment_id: answer.segment_id ?? null }),
    })
  }
}
