import { BaseTransformer } from '@adonisjs/core/transformers'
import type Community from '#models/community'
import type ImpactArea from '#models/impact_area'
import { LINK_FIELDS } from '#models/json_column'
import { imageUrl } from '#services/images/image_urls'

const allLinks = (community: Community) =>
  Object.fromEntries(LINK_FIELDS.map((name) => [name, community.links[name] ?? ''])) as Record<
    (typeof LINK_FIELDS)[number],
    string
  >

export function impactAreaRows(areas: ImpactArea[]) {
  const rows = new Map<number, number[]>()
  for (const area of areas) if (area.parentId === null) rows.set(area.id, [])
  for (const area of areas) {
    if (area.parentId === null) continue
    if (!rows.has(area.parentId)) rows.set(area.parentId, [])
    rows.get(area.parentId)!.push(area.id)
  }
  return [...rows].map(([main, children]) => ({
    main_impact_area_id: main,
    child_impact_area_ids: children,
  }))
}

/** Relations a variant reads must be preloaded by the controller (named beside the variant). */
export default class CommunityTransformer extends BaseTransformer<Community> {
  static readonly rowFields = [
    'uid',
    'id',
    'slug',
    'name',
    'url',
    'description',
  ] as const satisfies readonly (keyof Community)[]

  static readonly cardFields = [
    'uid',
    'name',
    'description',
  ] as const satisfies readonly (keyof Community)[]

  toObject() {
    return {
      ...this.pick(this.resource, ['uid', 'name', 'slug']),
      description: this.resource.description ?? '',
      links: allLinks(this.resource),
    }
  }

  toReference() {
    return this.pick(this.resource, ['uid', 'name'])
  }

  toCard() {
    return { ...this.toReference(), description: this.resource.description ?? '' }
  }

  /** Needs `Community.withMainImpactAreas` preloaded. */
  toRow() {
    return {
      ...this.pick(this.resource, ['uid', 'id', 'slug', 'name', 'url']),
      description: this.resource.description ?? '',
      impactAreas: this.resource.impactAreas?.map((area) => area.id) ?? [],
    }
  }

  /** Modules preloaded. */
  toModules() {
    return {
      ...this.toReference(),
      moduleIds: this.resource.modules.map((module) => module.id),
    }
  }

  /** Organization, modules, impact areas by name preloaded. */
  toPage() {
    const community = this.resource
    return {
      ...this.pick(community, ['uid', 'id', 'name', 'slug', 'url']),
      description: community.description ?? '',
      organization: this.pick(community.organization, ['uid', 'name']),
      impactAreas: community.impactAreas
        .filter((area) => area.parentId === null)
        .map((area) => ({
          id: area.id,
          name: area.name,
          children: community.impactAreas
            .filter((child) => child.parentId === area.id)
            .map((child) => child.name),
        })),
      moduleIds: community.modules.map((module) => module.id),
    }
  }

  /** Organization preloaded. */
  toEditForm() {
    const community = this.resource
    return {
      ...this.toObject(),
      organization: this.pick(community.organization, ['uid', 'name']),
      branding: { ...community.branding },
      address: { ...community.address },
      latitude: community.latitude,
      longitude: community.longitude,
    }
  }

  toSettingsForm() {
    const community = this.resource
    return {
      ...this.toObject(),
      technicalAdministratorContact: { ...community.technicalAdministratorContact },
      publicContact: { ...community.publicContact },
      activityDomainIds: community.activityDomains.map((industry) => industry.id),
      impactAreas: impactAreaRows(community.impactAreas),
    }
  }

  toStyles() {
    const community = this.resource
    return {
      ...this.toReference(),
      branding: { ...community.branding },
      intro: community.intro ?? '',
      logoUrl: imageUrl('community.logo', community),
      coverUrl: imageUrl('community.cover', community),
    }
  }
}
