import type { HttpContext } from '@adonisjs/core/http'
import { exchangeRate } from '#services/exchange_rates/exchange_rate_service'

/** GET /ajax/exchange-rate: `{eurron, date}` from the database only (never waits for the feed). */
export default class ExchangeRateController {
  async show({ response }: HttpContext) {
    const rate = await exchangeRate()
    return response.json({ eurron: rate.eurron, date: rate.date })
  }
}
