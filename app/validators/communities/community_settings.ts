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

/**
 * The community's own settings: the edit page (community, branding, contact,
 * links), the configuration / org-admin settings (profile, links, other
 * info) and the styles page (branding, intro). One validator per form, each
 * shared by every screen that shows that form.
 */

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

/**
 * Tab Contact: the address (picked from the suggestions, which also gives
 * the coordinates and sets address_changed, or typed by hand) and the parts
 * typed by hand.
 */
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

/**
 * Every id is an activity domain of the platform's list (`domain_unknown`). A rule of the list,
 * not `exists()` on each element: one read for the list, one message under the list's field.
 */
const knownDomains = recordIdsRule(async (ids, field) => {
  const known = await Industry.query().whereIn('id', ids).select('id')
  if (known.length !== ids.length) field.report('', 'domain_unknown', field)
})

/** Lucid's `exists()` check: the id of a main impact area (one without a parent). */
async function mainImpactArea(_db: unknown, value: number) {
  return !!(await ImpactArea.query().where('id', value).whereNull('parent_id').select('id').first())
}

/**
 * Every id is a child of its row's main area (`child_not_in_main`, a bad main's too). Custom:
 * it reads the sibling main area, and checks the list in one read.
 */
const childrenOfMain = recordIdsRule(async (ids, field) => {
  const main = asIdInput((field.parent as Record<string, unknown>).main_impact_area_id)
  const children = isIntId(main)
    ? await ImpactArea.query().whereIn('id', ids).where('parent_id', main).select('id')
    : []
  if (children.length !== ids.length) field.report('', 'child_not_in_main', field)
})

/**
 * Other info: activity domains (industries), main and child impact areas (each child of its
 * row's main area; that no main area repeats is checked by the service) and the public contact.
 */
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
