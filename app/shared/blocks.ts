/**
 * Shapes shared by the server and the browser: the JSON blocks of
 * organizations and communities (billing info, contacts, branding, links,
 * address) and a geocoding suggestion. No imports: both sides read this file
 * (`#shared/blocks` on the server, `@shared/blocks` in the browser).
 */

export type ContactBlock = {
  first_name?: string
  last_name?: string
  email?: string
  phone_number?: string
}

/** Billing details of an organization (country defaults to Romania). */
export type BillingInfo = {
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
  /** In Bucharest: the sector, 1–6. */
  sector?: string
  bank?: string
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
  'sector',
  'bank',
] as const

/** Colours of an organization, a community or the mobile app (#rrggbb). */
export type Branding = {
  primary_color?: string
  secondary_color?: string
  primary_gradient_color?: string
  secondary_gradient_color?: string
}

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
export type Address = {
  name?: string
  street?: string
  city?: string
  country?: string
  entrance?: string
  flat?: string
  floor?: string
}

/** A place suggested by GET /geocode (Romania only). */
export type GeoSuggestion = {
  name: string
  street: string
  city: string
  country: string
  latitude: number
  longitude: number
}
