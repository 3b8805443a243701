import { BaseTransformer } from '@adonisjs/core/transformers'
import type Organization from '#models/organization'
import { BILLING_FIELDS, type ContactBlock } from '#models/json_column'
import { imageUrl } from '#services/images/image_urls'
import { DEFAULT_COUNTRY } from '#services/organizations/organization_service'

const fullContact = (block: ContactBlock) => ({
  first_name: block.first_name ?? '',
  last_name: block.last_name ?? '',
  email: block.email ?? '',
  phone_number: block.phone_number ?? '',
})

function fullBillingInfo(organization: Organization) {
  const billing = Object.fromEntries(
    BILLING_FIELDS.map((name) => [name, organization.billingInfo[name] ?? ''])
  ) as Record<(typeof BILLING_FIELDS)[number], string>
  billing.country ||= DEFAULT_COUNTRY
  return billing
}

export default class OrganizationTransformer extends BaseTransformer<Organization> {
  static readonly cardFields = [
    'uid',
    'name',
    'url',
    'logo',
    'updatedAt',
  ] as const satisfies readonly (keyof Organization)[]

  toObject() {
    const organization = this.resource
    return {
      ...this.pick(organization, ['uid', 'name', 'slug']),
      url: organization.url ?? '',
      billingInfo: fullBillingInfo(organization),
      legalRepresentativeContact: fullContact(organization.legalRepresentativeContact),
      technicalAdministratorContact: fullContact(organization.technicalAdministratorContact),
      branding: {
        primary_color: organization.branding.primary_color ?? '',
        secondary_color: organization.branding.secondary_color ?? '',
        primary_gradient_color: organization.branding.primary_gradient_color ?? '',
        secondary_gradient_color: organization.branding.secondary_gradient_color ?? '',
      },
      logoUrl: imageUrl('organization.logo', organization),
      coverUrl: imageUrl('organization.cover', organization),
    }
  }

  toReference() {
    return this.pick(this.resource, ['uid', 'name'])
  }

  toCard() {
    return {
      ...this.toReference(),
      url: this.resource.url ?? '',
      logoUrl: imageUrl('organization.logo', this.resource),
    }
  }

  toSettings() {
    return {
      ...this.toReference(),
      industryId: this.resource.industryId,
      nicheIds: this.resource.niches.map((niche) => niche.id),
    }
  }

  toBilling() {
    return { ...this.toReference(), billingInfo: { ...this.resource.billingInfo } }
  }
}
