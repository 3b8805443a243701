import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { VatRate as VatRateData, VatRateKind } from '#shared/vat_rates'

/**
 * A VAT rate with the days it is in force (platform-wide; docs/auction.md, "VAT rates"). A new
 * rate is a new row, and the rate it replaces gets its last day.
 */
export default class VatRate extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare kind: VatRateKind

  @column({ consume: (value: unknown) => Number(value) })
  declare percent: number

  @column.date()
  declare validFrom: DateTime

  @column.date()
  declare validUntil: DateTime | null

  @column()
  declare exemptionCode: string | null

  @column()
  declare exemptionReason: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  /** Every rate, as the form and the checks read them. */
  static async rates(): Promise<VatRateData[]> {
    const rows = await VatRate.query().orderBy('valid_from').orderBy('id')
    return rows.map((row) => ({
      kind: row.kind,
      percent: row.percent,
      validFrom: row.validFrom.toISODate()!,
      validUntil: row.validUntil?.toISODate() ?? null,
      exemptionCode: row.exemptionCode,
      exemptionReason: row.exemptionReason,
    }))
  }
}
