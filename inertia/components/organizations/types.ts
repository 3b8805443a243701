import type { Data } from '@generated/data'

export type Contact = { first_name: string; last_name: string; email: string; phone_number: string }

export type BrandingColors = {
  primary_color: string
  secondary_color: string
  primary_gradient_color: string
  secondary_gradient_color: string
}

/** An organization as its profile and branding tabs receive it (OrganizationTransformer). */
export type OrganizationDetails = Data.Organizations.Organization
