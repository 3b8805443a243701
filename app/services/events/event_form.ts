import type { I18n } from '@adonisjs/i18n'
import type { TenantScope } from '#models/mixins/with_tenant_scope'
import { ProductService } from '#services/products/product_service'
import { exchangeRate } from '#services/exchange_rates/exchange_rate_service'
import { eventOptions } from '#services/events/event_list'

/**
 * What the Event tab's form offers (create and the editor): the option lists, the community's
 * active products (and `productId`, the event's own, even once deleted) and the day's EUR→RON
 * rate. The two reads go side by side.
 */
export async function eventFormOptions(tenant: TenantScope, i18n: I18n, productId?: number | null) {
  const [products, rate] = await Promise.all([
    ProductService.options(tenant, productId ? [productId] : []),
    exchangeRate(),
  ])
  return {
    ...eventOptions(i18n),
    products: products.map(({ value, label, detail }) => ({ value, label, detail })),
    rate: { eurron: rate.eurron, date: rate.date },
  }
}
