import factory from '@adonisjs/lucid/factories'
import Company from '#models/company'
import { unique } from '#database/factories/unique'

/** An active sponsor with a unique name, a website and no logo; merge `communityId`. */
export const CompanyFactory = factory
  .define(Company, () => ({
    name: unique('Firma'),
    website: 'https://firma.example',
    type: 'sponsor' as const,
    status: 'activ' as const,
    logo: null,
  }))
  .build()
