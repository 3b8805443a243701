/*
|--------------------------------------------------------------------------
| The exchange rate of the current community
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts); docs/tenant.md
| lists it. Products and segments have their own files.
*/
import router from '@adonisjs/core/services/router'

const ExchangeRateController = () => import('#controllers/exchange_rates/exchange_rate_controller')

export function exchangeRateRoutes() {
  router.get('/ajax/exchange-rate', [ExchangeRateController, 'show']).as('exchange_rate.show')
}
