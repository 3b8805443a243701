/** No imports: the server and the browser both read this file. */

export type ContactBlock = {
  first_name?: string
  last_name?: string
  email?: string
  phone_number?: string
}

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

export type Address = {
  name?: string
  street?: string
  city?: string
  country?: string
  entrance?: string
  flat?: string
  floor?: string
}

export type GeoSuggestion = {
  name: string
  street: string
  city: string
  country: string
  latitude: number
  longitude: number
}
