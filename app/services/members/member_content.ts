import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import CommunityMember from '#models/community_member'
import { communityScope, type TenantScope } from '#models/mixins/with_tenant_scope'
import { errors as vineErrors } from '@vinejs/vine'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Quest from '#models/quest'
import Quiz from '#models/quiz'
import { MemberNotFound } from '#exceptions/member_not_found'
import { isUid } from '#shared/identifiers'

type TenantModel = LucidModel & {
  forTenant(scope: TenantScope): ModelQueryBuilderContract<LucidModel>
}

/** A field's refusal as VineJS reports it, in the request's language (the catalog's rule key). */
export interface FieldRefusal {
  field: string
  rule: string
}

/** The refusals as one 422 in the validators' shape; nothing when there is none. */
export function refuseFields(i18n: I18n, refusals: FieldRefusal[]) {
  if (!refusals.length) return
  throw new vineErrors.E_VALIDATION_ERROR(
    refusals.map(({ field, rule }) => ({
      field,
      rule,
      message: i18n.t(`validator.shared.messages.${rule}`),
    }))
  )
}

/**
 * A quiz and a quest are read alike by the member API: the community's rows not deleted, one by
 * uid or a 404 whose message names the kind. Keyed by table, as the routes name them.
 */
const CONTENT_KINDS = {
  quizzes: { model: Quiz, notFound: 'members.content.quiz_not_found' },
  quests: { model: Quest, notFound: 'members.content.quest_not_found' },
}
export type ContentKind = keyof typeof CONTENT_KINDS
type ContentModel<Kind extends ContentKind> = (typeof CONTENT_KINDS)[Kind]['model']
export type ContentQuery<Kind extends ContentKind> = ModelQueryBuilderContract<
  ContentModel<Kind>,
  InstanceType<ContentModel<Kind>>
>

/** The community's quizzes or quests not deleted. */
export function liveContent<Kind extends ContentKind>(kind: Kind, communityId: number) {
  const model = CONTENT_KINDS[kind].model as unknown as TenantModel
  return model
    .forTenant(communityScope(communityId))
    .whereNull(`${kind}.deleted_at`) as unknown as ContentQuery<Kind>
}

/**
 * The community's quizzes or quests not deleted, newest first (the `columns` a list shows), each
 * with its number of questions and the contact's own row of it among `mine` (a response, a
 * completion; `recordOf` names its quiz or quest), read side by side.
 */
export async function liveContentList<Kind extends ContentKind, Mine>(
  kind: Kind,
  communityId: number,
  columns: string[],
  mine: PromiseLike<Mine[]>,
  recordOf: (row: Mine) => number
) {
  const [records, rows] = await Promise.all([
    liveContent(kind, communityId)
      .select(['id', 'uid', 'cover_image', 'updated_at', ...columns].map((c) => `${kind}.${c}`))
      .withCount('questions' as never)
      .orderBy(`${kind}.id`, 'desc'),
    mine,
  ])
  return records.map((record) => ({
    record,
    questionsCount: Number(record.$extras.questions_count),
    mine: rows.find((row) => recordOf(row) === record.id) ?? null,
  }))
}

/** A quiz or quest of the community by uid, not deleted (`load` adds to the query); else 404. */
export async function liveContentOr404<Kind extends ContentKind>(
  kind: Kind,
  communityId: number,
  uid: unknown,
  i18n: I18n,
  load: (query: ContentQuery<Kind>) => ContentQuery<Kind> = (query) => query
): Promise<InstanceType<ContentModel<Kind>>> {
  const row = isUid(uid)
    ? await load(liveContent(kind, communityId)).where(`${kind}.uid`, uid).first()
    : null
  if (!row) throw new MemberNotFound(i18n.t(CONTENT_KINDS[kind].notFound))
  return row
}

/**
 * Each entry names a question of the record once, and every question is named: the refusals of
 * `answers.N.<field>` (another record's question, or twice) and of `answers` (one left out).
 */
export function questionRefusals(
  questionsOf: number[],
  questionIds: Set<number>,
  rules: { field: string; question: string; twice: string; unanswered: string }
) {
  const refusals: FieldRefusal[] = []
  const seen = new Set<number>()
  questionsOf.forEach((questionId, index) => {
    const field = `answers.${index}.${rules.field}`
    if (!questionIds.has(questionId)) refusals.push({ field, rule: rules.question })
    else if (seen.has(questionId)) refusals.push({ field, rule: rules.twice })
    seen.add(questionId)
  })
  if ([...questionIds].some((id) => !seen.has(id))) {
    refusals.push({ field: 'answers', rule: rules.unanswered })
  }
  return refusals
}

/** Whose answers: the member's contact in the community (docs/members.md). */
export interface Answerer {
  communityId: number
  contactId: number
  memberId: number
}

/**
 * A member's write in one transaction, one at a time per member and community: a second request
 * (a double tap) waits on the membership's row until the first commits, then replaces its work.
 */
export function oneAtATime<T>(
  { communityId, memberId }: Answerer,
  work: (trx: TransactionClientContract) => Promise<T>
) {
  return db.transaction(async (trx) => {
    await CommunityMember.forTenant(communityScope(communityId))
      .useTransaction(trx)
      .where('member_id', memberId)
      .forUpdate()
      .first()
    return work(trx)
  })
}
