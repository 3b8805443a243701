import { column } from '@adonisjs/lucid/orm'

/**
 * A jsonb column holding an object (billing info, a contact block, branding,
 * links, an address). Always written as JSON text (node-postgres would turn
 * arrays into PostgreSQL arrays) and read back as an object, never null.
 */
export const jsonColumn = (options: { serializeAs?: string | null } = {}) =>
  column({
    ...options,
    prepare: (value: unknown) => JSON.stringify(value ?? {}),
    consume: (value: unknown) =>
      (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as never,
  })

/** A contact block: legal representative, technical administrator, public contact. */
export interface ContactBlock {
  first_name?: string
  last_name?: string
  email?: string
  phone_number?: string
}

/** Billing details of an organization (country defaults to Romania). */
export interface BillingInfo {
  cui?: string
  reg_com?: string
  iban?: string
  street?: string
  street_no?: string
  block?: string
  entrance?: string
  apartment_no?: string
  floor?: string
  city?: string
  county?: string
  country?: string
  zip_code?: string
}

export const BILLING_FIELDS = [
  'cui',
  'reg_com',
  'iban',
  'street',
  'street_no',
  'block',
  'entrance',
  'apartment_no',
  'floor',
  'city',
  'county',
  'country',
  'zip_code',
] as const

/** Colours of an organization, a community or the mobile app (#rrggbb). */
export interface Branding {
  primary_color?: string
  secondary_color?: string
  primary_gradient_color?: string
  secondary_gradient_color?: string
}

/** The ten links of a community, each optional. */
export const LINK_FIELDS = [
  'terms',
  'gdpr',
  'facebook',
  'instagram',
  'linkedin',
  'pinterest',
  'tiktok',
  'youtube',
  'business',
  'twitter',
] as const
export type Links = Partial<Record<(typeof LINK_FIELDS)[number], string>>

/** A community's address (place name, street, city, country and the parts typed by hand). */
export interface Address {
  name?: string
  street?: string
  city?: string
  country?: string
  entrance?: string
  flat?: string
  floor?: string
}
