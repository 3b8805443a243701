import { BaseTransformer } from '@adonisjs/core/transformers'
import type Quiz from '#models/quiz'
import { imageUrl } from '#services/images/image_urls'
import { creatorName } from '#services/shared/creator_name'

export default class QuizTransformer extends BaseTransformer<Quiz> {
  /** The attributes toRow reads (listQuery's `columns`); the creator is preloaded. */
  static readonly rowFields = [
    'uid',
    'id',
    'name',
    'createdBy',
    'createdAt',
    'deletedAt',
  ] as const satisfies readonly (keyof Quiz)[]

  toRow() {
    const quiz = this.resource
    return {
      ...this.pick(quiz, ['uid', 'id', 'name']),
      createdBy: creatorName(quiz.creator),
      createdAt: quiz.createdAt.toISO(),
      deletedAt: quiz.deletedAt?.toISO() ?? null,
    }
  }

  toForm() {
    const quiz = this.resource
    return {
      ...this.pick(quiz, ['uid', 'name']),
      coverUrl: imageUrl('quiz.cover', quiz),
      deletedAt: quiz.deletedAt?.toISO() ?? null,
      questions: quiz.questions.map((question) => ({
        id: question.id,
        text: question.text,
        type: question.type,
        answers: question.answers.map((answer) => ({
          id: answer.id,
          text: answer.text,
          segment_id: answer.segmentId,
        })),
      })),
    }
  }
}
