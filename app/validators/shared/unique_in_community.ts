import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { communityScope, type TenantScope } from '#models/mixins/with_tenant_scope'

type CommunityModel = LucidModel & {
  forTenant(tenant: TenantScope): ModelQueryBuilderContract<LucidModel>
}

/**
 * No other row of the community has this value in `column`, case ignored
 * (a contact's email, a segment's code). The validator's meta gives
 * `communityId` and, when a row is edited, its id under `exceptIdKey`. The
 * unique index on (community_id, lower(column)) decides a race (the services
 * turn its violation into the same message).
 */
export const uniqueInCommunity = vine.createRule(
  async (
    value: unknown,
    options: {
      model: () => CommunityModel
      column: string
      rule: string
      exceptIdKey: string
      /** Only rows with these values (the contacts screen's: type 'contact'). */
      where?: Record<string, string>
    },
    field: FieldContext
  ) => {
    if (!field.isValid || typeof value !== 'string') return
    const meta = field.meta as Record<string, number | undefined>
    const model = options.model()
    const query = model
      .forTenant(communityScope(meta.communityId!))
      .whereRaw(`lower(${model.table}.${options.column}) = ?`, [value.toLowerCase()])
    const exceptId = meta[options.exceptIdKey]
    if (exceptId) query.whereNot(`${model.table}.id`, exceptId)
    for (const [column, wanted] of Object.entries(options.where ?? {})) {
      query.where(`${model.table}.${column}`, wanted)
    }
    if (await query.select(`${model.table}.id`).first()) field.report('', options.rule, field)
  }
)
