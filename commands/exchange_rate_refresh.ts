import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace exchange-rate:refresh`: reads today's EUR→RON rate from the BNR
 * feed now (what the daily job does) and prints the rate served afterwards.
 */
export default class ExchangeRateRefresh extends BaseCommand {
  static commandName = 'exchange-rate:refresh'
  static description = 'Read the EUR→RON rate from the BNR feed (BNR_FEED_URL) and store it'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { refreshRateFromFeed } = await import('#services/exchange_rates/exchange_rate_service')
    const rate = await refreshRateFromFeed()
    this.logger.info(`EUR→RON ${rate.eurron} (${rate.date ?? 'no day'}, from ${rate.source})`)
  }
}
