import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import Company from '#models/company'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { EVENT_SUITABLE_FOR } from '#shared/event_options'
import { isIntId } from '#shared/identifiers'
import {
  asIdInput,
  coordinates,
  hexColor,
  linksBlock,
  optionalText,
  recordId,
  recordIdsRule,
} from '#validators/shared/shared'
import { eventContactProfile } from '#validators/events/event'
import { multiLineText } from '#validators/text_rules'

/**
 * The tabs of the event editor other than Event (app/validators/events/event.ts): Sales Info,
 * Branding, Contact, Links, Partners and Sponsors. Each tab posts alone to its own route.
 */

/** A text area's default limit (spec §5). */
export const EVENT_TEXT_MAX = 1500

/** The most partners, and the most sponsors, of one event. */
export const EVENT_COMPANIES_MAX = 100

const eventText = () => multiLineText().trim().minLength(1).maxLength(EVENT_TEXT_MAX)

/** Sales Info: who the event suits, its promise, why to come and the trust element's text. */
export const salesInfoValidator = vine.create({
  suitable_for: vine.array(vine.enum(EVENT_SUITABLE_FOR)).optional(),
  uvp: eventText(),
  why_to_come: eventText(),
  trust_el_text: eventText(),
})

/** Branding: the event's two colours (#rrggbb), each optional. */
export const eventBrandingValidator = vine.create({
  branding: vine.object({
    primary_color: hexColor().optional(),
    secondary_color: hexColor().optional(),
  }),
})

/**
 * Contact: the event contact's profile (every field required, spec §5; its email may be a
 * contact's too, docs/events.md) and where the event takes place: the address (picked from the
 * suggestions, which brings its coordinates and sets address_changed, or typed by hand),
 * entrance, floor, apartment.
 */
export const eventContactValidator = vine.create({
  contact: vine.object({
    profile: eventContactProfile(),
    address: optionalText(200),
    entrance: optionalText(20),
    floor: optionalText(20),
    apartment: optionalText(20),
    ...coordinates(),
    address_changed: vine.boolean().optional(),
  }),
})

/** Links: the ten links, each optional and an http(s) URL (as a community's). */
export const eventLinksValidator = vine.create({ links: linksBlock() })

/** Every id is a company of the event's community (another community's is as good as none). */
const communityCompanies = recordIdsRule(async (ids, field) => {
  const meta = field.meta as { communityId: number }
  const found = await Company.forTenant(communityScope(meta.communityId))
    .whereIn('companies.id', ids)
    .count('* as total')
  if (Number(found[0]?.$extras.total) !== ids.length) field.report('', 'event_companies', field)
})

/** No company is both a partner and a sponsor (one row per event and company). */
const notPartners = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const partners: unknown = field.parent?.partners_ids
  if (!field.isValid || !Array.isArray(value) || !Array.isArray(partners)) return
  const partnerIds = new Set(partners.map(asIdInput).filter(isIntId))
  if (value.some((id) => partnerIds.has(asIdInput(id) as number))) {
    field.report('', 'event_company_both', field)
  }
})

const companyIds = () =>
  vine.array(recordId()).maxLength(EVENT_COMPANIES_MAX).use(communityCompanies())

/** Partners and Sponsors: the community's companies (their ids), none in both lists. */
export const partnersValidator = vine.withMetaData<{ communityId: number }>().create({
  partners_ids: companyIds().optional(),
  sponsors_ids: companyIds().use(notPartners()).optional(),
})
