import { BaseTransformer } from '@adonisjs/core/transformers'
import type Quest from '#models/quest'
import { imageUrl } from '#services/images/image_urls'
import { creatorName } from '#services/shared/creator_name'

export default class QuestTransformer extends BaseTransformer<Quest> {
  /** The attributes toRow reads (listQuery's `columns`); the creator is preloaded. */
  static readonly rowFields = [
    'uid',
    'id',
    'title',
    'createdBy',
    'createdAt',
    'deletedAt',
  ] as const satisfies readonly (keyof Quest)[]

  toRow() {
    const quest = this.resource
    return {
      ...this.pick(quest, ['uid', 'id', 'title']),
      createdBy: creatorName(quest.creator),
      createdAt: quest.createdAt.toISO(),
      deletedAt: quest.deletedAt?.toISO() ?? null,
    }
  }

  toForm() {
    const quest = this.resource
    return {
      ...this.pick(quest, ['uid', 'title', 'description']),
      quest_type: quest.questType,
      coverUrl: imageUrl('quest.cover', quest),
      deletedAt: quest.deletedAt?.toISO() ?? null,
      quiz_data: {
        questions: quest.questions.map((question) => ({
          id: question.id,
          text: question.text,
          answers: question.options.map((option) => ({
            id: option.id,
            text: option.text,
            is_correct: option.isCorrect,
          })),
        })),
      },
    }
  }
}
