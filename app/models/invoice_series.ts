import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'

/**
 * A community's invoice series ("FCT"): `nextNumber` is the number the next invoice takes,
 * incremented with update … returning inside the issuing transaction (no gaps, no duplicates).
 */
export default class InvoiceSeries extends compose(
  BaseModel,
  withUid,
  withTenantScope('community')
) {
  static table = 'invoice_series'

  /**
   * The next number of the community's series `code` (the series is created at its first
   * use), taken inside `trx`: the row stays locked until the transaction ends, so concurrent
   * issuers queue behind it, and a rollback gives the number back (no gap, no duplicate).
   */
  static async takeNumber(
    trx: TransactionClientContract,
    communityId: number,
    code: string
  ): Promise<number> {
    const result = await trx.rawQuery(
      `insert into invoice_series (community_id, code, next_number, created_at)
       values (?, ?, 2, now())
       on conflict (community_id, code)
       do update set next_number = invoice_series.next_number + 1, updated_at = now()
       returning next_number - 1 as number`,
      [communityId, code]
    )
    return Number(result.rows[0].number)
  }

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare code: string

  @column()
  declare nextNumber: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
