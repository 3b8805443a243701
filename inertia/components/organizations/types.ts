import type { BillingInfo } from '~/components/forms/billing_fields'

export type Contact = { first_name: string; last_name: string; email: string; phone_number: string }

export type BrandingColors = {
  primary_color: string
  secondary_color: string
  primary_gradient_color: string
  secondary_gradient_color: string
}

/** An organization as its profile and branding tabs receive it (OrganizationService.present). */
export type OrganizationDetails = {
  uid: string
  name: string
  slug: string
  url: string
  billing_info: BillingInfo
  legal_representative_contact: Contact
  technical_administrator_contact: Contact
  branding: BrandingColors
  logoUrl: string | null
  coverUrl: string | null
}
