import factory from '@adonisjs/lucid/factories'
import Quest from '#models/quest'
import QuestQuestion from '#models/quest_question'
import QuestOption from '#models/quest_option'
import { unique } from '#database/factories/unique'

/** A wrong option; merge `communityId`, `questionId` (and `isCorrect: true` for the right one). */
export const QuestOptionFactory = factory
  .define(QuestOption, () => ({ position: 0, text: unique('Opțiune'), isCorrect: false }))
  .build()

/** A question of a quest; merge `communityId` and `questId`. */
export const QuestQuestionFactory = factory
  .define(QuestQuestion, () => ({ position: 0, text: unique('Întrebare') }))
  .build()

/** A quiz quest with a unique title and no questions; merge `communityId` (and `deletedAt`). */
export const QuestFactory = factory
  .define(Quest, () => ({
    title: unique('Quest'),
    questType: 'quiz' as const,
    description: 'Descoperă comunitatea în cinci întrebări.',
    coverImage: null,
    createdBy: null,
    deletedAt: null,
  }))
  .build()

/**
 * A quest of the community with `questions` questions of `options` options each, the first
 * option of each correct (positions in order).
 */
export async function createQuestWithQuestions(
  communityId: number,
  questions = 1,
  options = 2,
  merge: Partial<Quest> = {}
) {
  const quest = await QuestFactory.merge({ communityId, ...merge }).create()
  for (let q = 0; q < questions; q++) {
    const question = await QuestQuestionFactory.merge({
      communityId,
      questId: quest.id,
      position: q,
    }).create()
    await QuestOptionFactory.merge(
      Array.from({ length: options }, (_, o) => ({
        communityId,
        questionId: question.id,
        position: o,
        isCorrect: o === 0,
      }))
    ).createMany(options)
  }
  return quest
}
