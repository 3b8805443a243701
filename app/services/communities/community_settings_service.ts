import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import { CommunityService } from '#services/communities/community_service'
import { errors as vineErrors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import type Community from '#models/community'
import ImpactArea from '#models/impact_area'
import Industry from '#models/industry'
import type { Address, Branding, Links } from '#models/json_column'
import type {
  brandingValidator,
  communityDetailsValidator,
  contactValidator,
  linksValidator,
  otherInfoValidator,
  profileValidator,
} from '#validators/communities/community_settings'

export const DEFAULT_COUNTRY = 'România'

function clean<T extends Record<string, unknown>>(block: T | undefined | null): Partial<T> {
  return Object.fromEntries(
    Object.entries(block ?? {}).filter(
      ([, value]) => value !== undefined && value !== null && value !== ''
    )
  ) as Partial<T>
}

/** One method per form, for a community already resolved through the tenant context. */
export class CommunitySettingsService {
  static async options() {
    const [industries, impactAreas] = await Promise.all([
      Industry.query().orderBy('name'),
      ImpactArea.query().orderBy('name'),
    ])
    return {
      industries: industries.map((industry) => ({ value: industry.id, label: industry.name })),
      impactAreas: impactAreas
        .filter((area) => area.parentId === null)
        .map((main) => ({
          id: main.id,
          name: main.name,
          children: impactAreas
            .filter((area) => area.parentId === main.id)
            .map((child) => ({ id: child.id, name: child.name })),
        })),
    }
  }

  static async saveDetails(community: Community, data: Infer<typeof communityDetailsValidator>) {
    community.merge({ name: data.name, description: data.description })
    await community.save()
  }

  static async saveBranding(community: Community, data: Infer<typeof brandingValidator>) {
    community.branding = clean(data.branding) as Branding
    await community.save()
  }

  static async saveLinks(community: Community, data: Infer<typeof linksValidator>) {
    community.links = clean(data.links) as Links
    await community.save()
  }

  /** Typed by hand, the coordinates are kept only while the address text stays the same. */
  static async saveAddress(community: Community, data: Infer<typeof contactValidator>) {
    const { contact } = data
    const address: Address = clean({
      name: contact.address,
      street: contact.street,
      city: contact.city,
      country: contact.country ?? DEFAULT_COUNTRY,
      entrance: contact.entrance,
      floor: contact.floor,
      flat: contact.flat,
    })
    const previous = community.address
    const samePlace =
      previous.name === address.name &&
      (previous.street ?? '') === (address.street ?? '') &&
      (previous.city ?? '') === (address.city ?? '') &&
      (previous.country ?? '') === (address.country ?? '')
    if (
      contact.address_changed &&
      contact.latitude !== undefined &&
      contact.longitude !== undefined
    ) {
      community.latitude = contact.latitude
      community.longitude = contact.longitude
    } else if (!samePlace) {
      community.latitude = null
      community.longitude = null
    }
    community.address = address
    await community.save()
  }

  static async saveProfile(community: Community, data: Infer<typeof profileValidator>) {
    community.merge({
      name: data.name,
      description: data.description,
      technicalAdministratorContact: clean(data.technical_administrator_contact),
    })
    await community.save()
  }

  /** A main area chosen twice comes back under the second row's field. */
  static async saveOtherInfo(
    community: Community,
    data: Infer<typeof otherInfoValidator>,
    i18n: I18n
  ) {
    const rows = data.impact_areas ?? []
    const domainIds = [...new Set(data.activity_domain_ids ?? [])]
    const ids = rows.flatMap((row) => [
      row.main_impact_area_id,
      ...(row.child_impact_area_ids ?? []),
    ])
    const errors: { field: string; message: string; rule: string }[] = []
    const report = (field: string, key: string) =>
      errors.push({
        field,
        message: i18n.t(`community_settings.errors.${key}`),
        rule: key,
      })

    const seen = new Set<number>()
    rows.forEach((row, index) => {
      const main = row.main_impact_area_id
      if (seen.has(main)) report(`impact_areas.${index}.main_impact_area_id`, 'main_repeated')
      seen.add(main)
    })
    if (errors.length) throw new vineErrors.E_VALIDATION_ERROR(errors)

    await db.transaction(async (trx) => {
      community.useTransaction(trx)
      community.publicContact = clean(data.public_contact)
      await community.save()
      const areas = await CommunityService.linkedNames(community, 'impactAreas', trx)
      const domains = await CommunityService.linkedNames(community, 'activityDomains', trx)
      await community.related('impactAreas').sync([...new Set(ids)], true, trx)
      await community.related('activityDomains').sync(domainIds, true, trx)
      await CommunityService.recordImpactAreas(community, areas, trx, {
        activity_domains: [
          domains,
          await CommunityService.linkedNames(community, 'activityDomains', trx),
        ],
      })
    })
  }

  static async saveIntro(community: Community, intro: string | undefined | null) {
    community.intro = intro || null
    await community.save()
  }
}
