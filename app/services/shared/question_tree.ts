import db from '@adonisjs/lucid/services/db'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import { deleteRows, upsertRows, type UpsertOptions } from '#services/shared/child_rows'

interface SentQuestion {
  id?: number
  answers: { id?: number }[]
}

/** A quiz or a quest: the record that owns a question tree. */
interface TreeOwner extends LucidRow {
  id: number
  communityId: number
  createdBy: number | null
  questions: LucidRow[]
}

/** A quiz's or a quest's questions and their choices, as sent: each numbered in its list. */
export interface QuestionTree<Stored extends LucidRow, Sent extends SentQuestion> {
  tables: { questions: string; choices: string }
  /** The column naming the record on each of its questions (`quiz_id`). */
  parentColumn: string
  choicesOf: (question: Stored) => LucidRow[]
  sent: Sent[]
  question: (question: Sent) => Record<string, unknown>
  choice: (choice: Sent['answers'][number]) => Record<string, unknown>
  choiceOptions?: Omit<UpsertOptions, 'removeFirst'>
}

/**
 * Saves the record (its attributes merged beforehand; a new one records its creator) and its
 * questions in one transaction. An edited record is loaded with its questions and their
 * choices: the rows sent back with their ids keep them, the others are deleted.
 */
export async function saveWithQuestions<Owner extends TreeOwner, Sent extends SentQuestion>(
  record: Owner,
  creatorId: number | null,
  tree: QuestionTree<Owner['questions'][number], Sent>
) {
  const stored = record.$isPersisted ? record.questions : []
  await db.transaction(async (trx) => {
    record.useTransaction(trx)
    if (!record.$isPersisted) record.createdBy = creatorId
    await record.save()
    const communityId = record.communityId
    const questions = await upsertRows(
      trx,
      tree.tables.questions,
      stored,
      tree.sent.map((question, position) => ({
        id: question.id,
        values: {
          community_id: communityId,
          [tree.parentColumn]: record.id,
          position,
          ...tree.question(question),
        },
      }))
    )
    await upsertRows(
      trx,
      tree.tables.choices,
      stored.flatMap(tree.choicesOf),
      tree.sent.flatMap((question, index) =>
        question.answers.map((choice, position) => ({
          id: choice.id,
          values: {
            community_id: communityId,
            question_id: questions.ids[index],
            position,
            ...tree.choice(choice),
          },
        }))
      ),
      { removeFirst: true, ...tree.choiceOptions }
    )
    // A question no longer sent goes last, once its choices are gone.
    await deleteRows(trx, tree.tables.questions, questions.removed)
  })
  return record
}
