import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { isIntId } from '#shared/identifiers'
import {
  asIdInput,
  billingInfo,
  contactBlock,
  brandingColors,
  optionalUrl,
  recordId,
  recordIdsRule,
} from '#validators/shared/shared'
import { invitableEmail } from '#validators/users/invitations'
import { emailAddress, personName, phoneNumber } from '#validators/users/users'
import { singleLineText } from '#validators/text_rules'

const organizationName = () => singleLineText().trim().minLength(1).maxLength(200)

/** Every field required: the platform reaches the organization through them. */
export const createOrganizationValidator = vine.create({
  organization_name: organizationName(),
  contact: vine.object({
    first_name: personName(),
    last_name: personName(),
    email: emailAddress(),
    phone_number: phoneNumber(),
  }),
})

export const inviteOrganizationValidator = vine.create({
  first_name: personName(),
  last_name: personName(),
  email: emailAddress().use(invitableEmail()),
  phone_number: phoneNumber(),
  organization_name: organizationName(),
})

/** The slug is never changed here. */
export const organizationProfileValidator = vine.create({
  name: organizationName(),
  url: optionalUrl(),
  billing_info: billingInfo(),
  legal_representative_contact: contactBlock(),
  technical_administrator_contact: contactBlock(),
})

const nichesOfIndustry = recordIdsRule(async (ids, field) => {
  const industryId = asIdInput((field.parent as { industry_id?: unknown }).industry_id)
  const found = isIntId(industryId)
    ? await db
        .from('niches')
        .where('industry_id', industryId)
        .whereIn('id', ids)
        .count('* as total')
    : [{ total: 0 }]
  if (Number(found[0].total) !== ids.length) {
    field.report('The niches must belong to the industry', 'niches.industry', field)
  }
})

export const organizationSettingsValidator = vine.create({
  industry_id: recordId().exists({ table: 'industries', column: 'id' }).nullable().optional(),
  niche_ids: vine.array(recordId()).maxLength(100).use(nichesOfIndustry()).optional(),
})

export const organizationBrandingValidator = vine.create(brandingColors())
