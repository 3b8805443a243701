import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'

/**
 * A community's invoice series ("FCT"): `nextNumber` is the number the next document takes,
 * incremented with update … returning inside the issuing transaction (no gaps, no duplicates);
 * `currency` is the currency its invoices are issued in, chosen when the series is created.
 */
export default class InvoiceSeries extends compose(BaseModel, communityRecord, withTimestamps) {
  static table = 'invoice_series'

  /**
   * The next number of the community's series `code` and its currency (the series is created
   * at its first use, in `currency`), taken inside `trx`: the row stays locked until the
   * transaction ends, so concurrent issuers queue behind it, and a rollback gives the number
   * back (no gap, no duplicate).
   */
  static async takeNumber(
    trx: TransactionClientContract,
    communityId: number,
    code: string,
    currency: 'EUR' | 'RON' = 'EUR'
  ): Promise<{ number: number; currency: 'EUR' | 'RON' }> {
    const result = await trx.rawQuery(
      `insert into invoice_series (community_id, code, next_number, currency, created_at)
       values (?, ?, 2, ?, now())
       on conflict (community_id, code)
       do update set next_number = invoice_series.next_number + 1, updated_at = now()
       returning next_number - 1 as number, currency`,
      [communityId, code, currency]
    )
    return { number: Number(result.rows[0].number), currency: result.rows[0].currency }
  }

  @column()
  declare code: string

  @column()
  declare nextNumber: number

  @column()
  declare currency: 'EUR' | 'RON'
}
