import factory from '@adonisjs/lucid/factories'
import Organization from '#models/organization'
import { CommunityFactory } from '#database/factories/community_factory'
import { unique } from '#database/factories/unique'

/** An organization with a unique name and slug (no profile, branding or logo). */
export const OrganizationFactory = factory
  .define(Organization, () => ({
    name: unique('Organizație'),
    slug: unique('org').toLowerCase(),
  }))
  .relation('communities', () => CommunityFactory)
  .build()

/** Gives an organization niches of its industry (reference data, by id). */
export async function chooseNiches(organization: Organization, nicheIds: number[]) {
  await organization.related('niches').attach(nicheIds)
}
