import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'

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
    options: { table: string; column: string; rule: string; exceptIdKey: string },
    field: FieldContext
  ) => {
    if (!field.isValid || typeof value !== 'string') return
    const meta = field.meta as Record<string, number | undefined>
    const query = db
      .from(options.table)
      .where('community_id', meta.communityId!)
      .whereRaw(`lower(${options.column}) = ?`, [value.toLowerCase()])
    const exceptId = meta[options.exceptIdKey]
    if (exceptId) query.whereNot('id', exceptId)
    if (await query.first()) field.report('', options.rule, field)
  }
)
