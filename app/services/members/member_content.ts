import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import CommunityMember from '#models/community_member'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { errors as vineErrors } from '@vinejs/vine'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { MemberNotFound } from '#exceptions/member_not_found'
import { isUid } from '#shared/identifiers'

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
 * A quiz's or quest's row by uid among those the query reads (the community's, not deleted), else
 * a 404 whose message names what was not found.
 */
export async function liveRecordOr404<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>,
  table: string,
  uid: unknown,
  message: string
): Promise<InstanceType<Model>> {
  const row = isUid(uid)
    ? await query.whereNull(`${table}.deleted_at`).where(`${table}.uid`, uid).first()
    : null
  if (!row) throw new MemberNotFound(message)
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
