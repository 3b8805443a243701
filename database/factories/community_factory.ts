import factory from '@adonisjs/lucid/factories'
import Community from '#models/community'
import Module from '#models/module'
import { unique } from '#database/factories/unique'

/**
 * A community with a unique name and slug; give it an organization with
 * `.merge({ organizationId })` or through OrganizationFactory.with('communities').
 */
export const CommunityFactory = factory
  .define(Community, () => ({
    name: unique('Comunitate'),
    slug: unique('com').toLowerCase(),
  }))
  .build()

/** Turns modules on for a community, by slug (reference data: events-module, …). */
export async function activateModules(community: Community, slugs: string[]) {
  if (slugs.length === 0) return
  const modules = await Module.query().whereIn('slug', slugs)
  const missing = slugs.filter((slug) => !modules.some((module) => module.slug === slug))
  if (missing.length) throw new Error(`No module with the slug ${missing.join(', ')}`)
  await community.related('modules').attach(modules.map((module) => module.id))
}

/** Gives a community impact areas (main and child areas, by id). */
export async function chooseImpactAreas(communityId: number, ids: number[]) {
  const community = await Community.findOrFail(communityId)
  await community.related('impactAreas').attach(ids)
}
