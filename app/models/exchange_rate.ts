import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** BNR's EUR→RON rate of one day (platform-wide, one row a day; docs/tenant.md, "Exchange rate"). */
export default class ExchangeRate extends BaseModel {
  static table = 'exchange_rates'

  @column({ isPrimary: true })
  declare id: number

  /** The day BNR published the rate for. */
  @column.date()
  declare date: DateTime

  @column({ consume: (value: unknown) => Number(value) })
  declare eurron: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
