import type { I18n } from '@adonisjs/i18n'
import { DateTime } from 'luxon'
import type Quest from '#models/quest'
import QuestCompletion from '#models/quest_completion'
import { communityScope } from '#models/mixins/with_tenant_scope'
import {
  liveContentList,
  liveContentOr404,
  oneAtATime,
  questionRefusals,
  refuseFields,
  type Answerer,
  type FieldRefusal,
} from '#services/members/member_content'

export interface QuestCompletionInput {
  answers: { question: number; option: number }[]
}

/** The community's quests not deleted, newest first, with the contact's completion of each. */
export function questsFor({ communityId, contactId }: Answerer) {
  const completions = QuestCompletion.forTenant(communityScope(communityId)).where(
    'contact_id',
    contactId
  )
  return liveContentList(
    'quests',
    communityId,
    ['title', 'quest_type', 'description'],
    completions,
    (completion) => completion.questId
  )
}

/** A quest of the community, not deleted, with its questions and options; 404 otherwise. */
export function liveQuest(communityId: number, uid: unknown, i18n: I18n) {
  return liveContentOr404('quests', communityId, uid, i18n, (query) =>
    query.preload('questions', (questions) => questions.preload('options'))
  )
}

export function completionOf(quest: Quest, contactId: number) {
  return QuestCompletion.forTenant(communityScope(quest.communityId))
    .where('quest_id', quest.id)
    .where('contact_id', contactId)
    .first()
}

/**
 * Every question answered once by one of its options; the score is the number of correct
 * options chosen, out of the quest's questions. Completing again replaces the completion.
 */
export async function completeQuest(
  quest: Quest,
  answerer: Answerer,
  input: QuestCompletionInput,
  i18n: I18n
) {
  const questions = new Map(quest.questions.map((question) => [question.id, question]))
  const refusals: FieldRefusal[] = questionRefusals(
    input.answers.map((entry) => entry.question),
    new Set(questions.keys()),
    {
      field: 'question',
      question: 'member_quest_question',
      twice: 'member_quest_question_twice',
      unanswered: 'member_quest_unanswered',
    }
  )
  let score = 0
  input.answers.forEach((entry, index) => {
    const question = questions.get(entry.question)
    if (!question) return
    const option = question.options.find((candidate) => candidate.id === entry.option)
    if (!option) refusals.push({ field: `answers.${index}.option`, rule: 'member_quest_option' })
    else if (option.isCorrect) score++
  })
  refuseFields(i18n, refusals)
  const { communityId, contactId } = answerer
  return oneAtATime(answerer, (trx) =>
    QuestCompletion.updateOrCreate(
      { communityId, questId: quest.id, contactId },
      { score, maxScore: quest.questions.length, completedAt: DateTime.now() },
      { client: trx }
    )
  )
}
