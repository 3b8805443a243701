import vine from '@vinejs/vine'
import ImpactArea from '#models/impact_area'
import Industry from '#models/industry'
import { isIntId } from '#shared/identifiers'
import {
  asIdInput,
  contactBlock,
  coordinates,
  brandingColors,
  linksBlock,
  optionalText,
  recordId,
  recordIdsRule,
} from '#validators/shared/shared'
import { multiLineText, singleLineText } from '#validators/text_rules'

/** One validator per form, shared by every screen that shows that form. */

export const DESCRIPTION_MAX = 1500
export const INTRO_MAX = 1500

const communityName = () => singleLineText().trim().minLength(3).maxLength(200)
const communityDescription = () => multiLineText().trim().maxLength(DESCRIPTION_MAX)

export const EDIT_SECTIONS = ['community', 'branding', 'links'] as const
export const editSectionValidator = vine.create({ section: vine.enum(EDIT_SECTIONS) })

export const communityDetailsValidator = vine.create({
  name: communityName(),
  description: communityDescription(),
})

export const brandingValidator = vine.create({ branding: vine.object(brandingColors()) })

export const linksValidator = vine.create({ links: linksBlock() })

export const contactValidator = vine.create({
  contact: vine.object({
    address: singleLineText().trim().minLength(1).maxLength(200),
    street: optionalText(200),
    city: optionalText(100),
    country: optionalText(100),
    entrance: optionalText(20),
    floor: optionalText(20),
    flat: optionalText(20),
    ...coordinates(),
    address_changed: vine.boolean().optional(),
  }),
})

export const profileValidator = vine.create({
  name: communityName(),
  description: communityDescription(),
  technical_administrator_contact: contactBlock(),
})

/** Not `exists()` on each element: one read for the list, one message under the list's field. */
const knownDomains = recordIdsRule(async (ids, field) => {
  const known = await Industry.query().whereIn('id', ids).select('id')
  if (known.length !== ids.length) field.report('', 'domain_unknown', field)
})

async function mainImpactArea(_db: unknown, value: number) {
  return !!(await ImpactArea.query().where('id', value).whereNull('parent_id').select('id').first())
}

/** Custom: it reads the sibling main area, and checks the list in one read. */
const childrenOfMain = recordIdsRule(async (ids, field) => {
  const main = asIdInput((field.parent as Record<string, unknown>).main_impact_area_id)
  const children = isIntId(main)
    ? await ImpactArea.query().whereIn('id', ids).where('parent_id', main).select('id')
    : []
  if (children.length !== ids.length) field.report('', 'child_not_in_main', field)
})

/** That no main area repeats is checked by the service. */
export const otherInfoValidator = vine.create({
  activity_domain_ids: vine.array(recordId()).use(knownDomains()).optional(),
  impact_areas: vine
    .array(
      vine.object({
        main_impact_area_id: recordId().exists(mainImpactArea),
        child_impact_area_ids: vine.array(recordId()).use(childrenOfMain()).optional(),
      })
    )
    .maxLength(50)
    .optional(),
  public_contact: contactBlock(),
})

export const introValidator = vine.create({
  intro: multiLineText().trim().maxLength(INTRO_MAX).optional(),
})
