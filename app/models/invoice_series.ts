import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'

/**
 * An organization's invoice series ("FCT"), shared by all its communities: the seller is the
 * organization (one CUI), so its numbers are unique across them (docs/decisions.md, "Invoice
 * series per organization"). `communityId` is the community that opened it. `nextNumber` is
 * the number the next document takes, incremented with update … returning inside the issuing
 * transaction (no gaps, no duplicates); `currency` is chosen when the series is created.
 */
export default class InvoiceSeries extends compose(BaseModel, communityRecord, withTimestamps) {
  static table = 'invoice_series'

  /**
   * The next number of series `code` of the community's organization and its currency (the
   * series is created at its first use, in `currency`), taken inside `trx`: the row stays locked
   * until the transaction ends, so concurrent issuers of every community of the organization
   * queue behind it, and a rollback gives the number back (no gap, no duplicate).
   */
  static async takeNumber(
    trx: TransactionClientContract,
    communityId: number,
    code: string,
    currency: 'EUR' | 'RON' = 'EUR'
  ): Promise<{ number: number; currency: 'EUR' | 'RON' }> {
    const result = await trx.rawQuery(
      `insert into invoice_series (community_id, organization_id, code, next_number, currency, created_at)
       select id, organization_id, ?, 2, ?, now() from communities where id = ?
       on conflict (organization_id, code)
       do update set next_number = invoice_series.next_number + 1, updated_at = now()
       returning next_number - 1 as number, currency`,
      [code, currency, communityId]
    )
    return { number: Number(result.rows[0].number), currency: result.rows[0].currency }
  }

  /** The series of the community's organization (the invoice form's choices). */
  static ofOrganizationOf(communityId: number) {
    return InvoiceSeries.query().whereIn(
      'invoice_series.organization_id',
      db.from('communities').select('organization_id').where('id', communityId)
    )
  }

  /**
   * The document just below `number` in series `code` of the community's organization, in any
   * of its communities: its number and day (the date-order check of a new number).
   */
  static async previousDocument(
    trx: TransactionClientContract,
    communityId: number,
    code: string,
    number: number
  ): Promise<{ number: number; day: string } | undefined> {
    return trx
      .from('invoices')
      .select('number', trx.raw(`to_char(issue_date, 'YYYY-MM-DD') as day`))
      .whereIn(
        'organization_id',
        trx.from('communities').select('organization_id').where('id', communityId)
      )
      .where('series_code', code)
      .where('number', '<', number)
      .orderBy('number', 'desc')
      .orderBy('issue_date', 'desc')
      .first()
  }

  @column()
  declare organizationId: number

  @column()
  declare code: string

  @column()
  declare nextNumber: number

  @column()
  declare currency: 'EUR' | 'RON'
}
