import type Quest from '#models/quest'
import { type QuestType } from '#models/quest'
import type { ListOptions } from '#services/shared/list_query'
import { saveWithQuestions } from '#services/shared/question_tree'
import { CREATOR_NAME } from '#services/shared/creator_name'
import type { QuestMeta } from '#validators/quests/quest'

export interface QuestInput {
  title: string
  quest_type: QuestType
  description: string
  quiz_data: {
    questions: {
      id?: number
      text: string
      answers: { id?: number; text: string; is_correct: boolean }[]
    }[]
  }
}

export const QUEST_LIST_OPTIONS: ListOptions = {
  sortable: {
    id: 'quests.id',
    title: 'quests.title',
    created_by: CREATOR_NAME('quests'),
    created_at: 'quests.created_at',
  },
  searchable: ['quests.title'],
  textSort: ['title', 'created_by'],
  defaultSort: { key: 'id', direction: 'desc' },
}

export class QuestService {
  static async withQuestions(quest: Quest) {
    await quest.load('questions', (questions) => questions.preload('options'))
    return quest
  }

  static validationMeta(quest: Quest | null): QuestMeta {
    const questions = quest?.questions ?? []
    return {
      questionIds: new Set(questions.map((question) => question.id)),
      optionIds: new Set(questions.flatMap((question) => question.options.map((o) => o.id))),
    }
  }

  /** An edited quest is loaded `withQuestions`. */
  static async save(
    quest: Quest,
    data: QuestInput,
    owner: { communityId: number; userId: number | null }
  ) {
    quest.merge({
      communityId: owner.communityId,
      title: data.title,
      questType: data.quest_type,
      description: data.description,
    })
    return saveWithQuestions(quest, owner.userId, {
      tables: { questions: 'quest_questions', choices: 'quest_options' },
      parentColumn: 'quest_id',
      choicesOf: (question) => question.options,
      sent: data.quiz_data.questions,
      question: (question) => ({ text: question.text }),
      choice: (option) => ({ text: option.text, is_correct: option.is_correct }),
      // An option no longer correct gives up its place (one correct a question) first.
      choiceOptions: { firstUpdates: (values) => values.is_correct === false },
    })
  }
}
