import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import Community from '#models/community'
import ImpactArea from '#models/impact_area'
import { SLUG_MAX, SLUG_MIN, SLUG_PATTERN } from '#services/shared/slug'
import { existingOrganization } from '#validators/organizations/existing_organization'
import { recordId, recordIdsRule } from '#validators/shared/shared'
import { multiLineText, singleLineText } from '#validators/text_rules'

/** Custom, not Lucid's `unique()`: its message names the typed slug, which `unique()` cannot pass. */
const communitySlug = vine.createRule(async (value: unknown, _: undefined, field: FieldContext) => {
  if (!field.isValid || typeof value !== 'string') return
  const meta = { value }
  if (value.length < SLUG_MIN) {
    field.report('The slug is too short', 'community_slug.short', field, meta)
  } else if (value.length > SLUG_MAX) {
    field.report('The slug is too long', 'community_slug.long', field, meta)
  } else if (!SLUG_PATTERN.test(value)) {
    field.report('The slug is not URL-safe', 'community_slug.format', field, meta)
  } else if (await Community.query().where('slug', value).select('id').first()) {
    field.report('The slug is taken', 'community_slug.unavailable', field, meta)
  }
})

/** Not `exists()` on each element: one read for the list, one message under the list's field. */
const mainImpactAreas = recordIdsRule(async (ids, field) => {
  const rows = await ImpactArea.query().whereIn('id', ids).whereNull('parent_id').select('id')
  if (rows.length !== ids.length) {
    field.report('Choose main impact areas only', 'main_impact_area', field)
  }
})

const communityName = () => singleLineText().trim().minLength(3).maxLength(200)
const communityDescription = () => multiLineText().trim().maxLength(1500)
const impactAreaIds = () => vine.array(recordId())

export const checkSlugValidator = vine.create({
  slug: singleLineText().trim().maxLength(200).optional().requiredIfMissing('name'),
  name: singleLineText().trim().maxLength(200).optional(),
})

export const createCommunityValidator = vine.create({
  organization_id: singleLineText().trim().exists(existingOrganization),
  name: communityName(),
  slug: singleLineText().trim().use(communitySlug()),
  description: communityDescription(),
  impact_areas: impactAreaIds().minLength(1).use(mainImpactAreas()),
})

/** The slug is fixed after creation. */
export const updateCommunityValidator = vine.create({
  name: communityName(),
  description: communityDescription(),
  impact_areas: impactAreaIds().use(mainImpactAreas()).optional(),
})

export const communityModuleValidator = vine.create({
  module_id: recordId().exists({ table: 'modules', column: 'id' }),
  isActive: vine.boolean(),
})

export const switchCommunityValidator = vine.create({
  community: singleLineText().trim(),
})
