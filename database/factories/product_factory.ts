import factory from '@adonisjs/lucid/factories'
import Product from '#models/product'
import { unique } from '#database/factories/unique'

/**
 * A digital product sold once, online, at 10 EUR (9 EUR promo), with a unique name and no image;
 * merge `communityId` (and `deletedAt` for a soft-deleted one).
 */
export const ProductFactory = factory
  .define(Product, () => ({
    name: unique('Produs'),
    descriptionShort: 'Ghid digital pentru voluntari',
    descriptionLong: 'Zece capitole despre organizarea unui eveniment în comunitate.',
    productType: 'digital',
    productPaymentType: 'unica',
    productDeliveryType: 'online',
    productFormatType: 'online',
    priceCents: 1000,
    promoPriceCents: 900,
    externalLink: null,
    stripeRequired: false,
    membershipRequired: false,
    subscriptionRequired: false,
    image: null,
    deletedAt: null,
  }))
  .build()
