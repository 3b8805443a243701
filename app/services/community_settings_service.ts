import type { I18n } from '@adonisjs/i18n'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import env from '#start/env'
import type Community from '#models/community'
import ImpactArea from '#models/impact_area'
import Industry from '#models/industry'
import { LINK_FIELDS, type Address, type Branding, type Links } from '#models/json_column'
import { createGeocoder, type Geocoder } from '#services/geocoder'
import { ImageService } from '#services/image_service'
import type {
  brandingValidator,
  communityDetailsValidator,
  contactValidator,
  linksValidator,
  otherInfoValidator,
  profileValidator,
} from '#validators/community_settings'

export const COMMUNITY_IMAGE_TYPES = ['logo', 'cover'] as const
export type CommunityImageType = (typeof COMMUNITY_IMAGE_TYPES)[number]

/** The default country of an address typed by hand. */
export const DEFAULT_COUNTRY = 'România'

/** Drops empty values (undefined, null, '') from a validated block before it is stored. */
function clean<T extends Record<string, unknown>>(block: T | undefined | null): Partial<T> {
  return Object.fromEntries(
    Object.entries(block ?? {}).filter(
      ([, value]) => value !== undefined && value !== null && value !== ''
    )
  ) as Partial<T>
}

/** The configured geocoder (GEOCODER, GEOCODER_URL); failures are logged. */
let configured: Geocoder | null = null
export function geocoder(): Geocoder {
  configured ??= createGeocoder(env.get('GEOCODER'), {
    baseUrl: env.get('GEOCODER_URL'),
    onError: (error) => logger.warn({ err: error }, 'geocoder: no suggestions'),
  })
  return configured
}

export type ImpactAreaRow = {
  main_impact_area_id: number
  child_impact_area_ids: number[]
}

/**
 * The settings of one community, read and written for every screen that
 * shows them: the edit page (super-admin and org-admin), the configuration
 * (super-admin), the org-admin's settings and styles. Callers have already
 * resolved the community through the tenant context.
 */
export class CommunitySettingsService {
  /** What every form shows of the community: uid, name, slug, description, links. */
  private static basics(community: Community) {
    return {
      uid: community.uid,
      name: community.name,
      slug: community.slug,
      description: community.description ?? '',
      links: { ...this.links(community) },
    }
  }

  /** Props of the edit page (tabs Comunitate, Branding, Contact, Link-uri). */
  static async editProps(community: Community) {
    await community.load('organization')
    return {
      community: {
        ...this.basics(community),
        organization: { uid: community.organization.uid, name: community.organization.name },
        branding: { ...community.branding },
        address: { ...community.address },
        latitude: community.latitude,
        longitude: community.longitude,
      },
      geocoder: geocoder().enabled,
    }
  }

  /** Props of the configuration / settings page (tabs profile, links, other info). */
  static async settingsProps(community: Community) {
    await community.load('organization')
    await community.load('impactAreas', (query) => query.orderBy('name'))
    await community.load('activityDomains')
    const [industries, impactAreas] = await Promise.all([
      Industry.query().orderBy('name'),
      ImpactArea.query().orderBy('name'),
    ])
    return {
      community: {
        ...this.basics(community),
        technical_administrator_contact: { ...community.technicalAdministratorContact },
        public_contact: { ...community.publicContact },
        activity_domain_ids: community.activityDomains.map((industry) => industry.id),
        impact_areas: this.impactAreaRows(community.impactAreas),
      },
      organization: {
        uid: community.organization.uid,
        name: community.organization.name,
        billing_info: { ...community.organization.billingInfo },
      },
      options: {
        industries: industries.map((industry) => ({ value: industry.id, label: industry.name })),
        impact_areas: impactAreas
          .filter((area) => area.parentId === null)
          .map((main) => ({
            id: main.id,
            name: main.name,
            children: impactAreas
              .filter((area) => area.parentId === main.id)
              .map((child) => ({ id: child.id, name: child.name })),
          })),
      },
    }
  }

  /** Props of the styles page (tabs branding and intro). */
  static stylesProps(community: Community) {
    return {
      community: {
        uid: community.uid,
        name: community.name,
        branding: { ...community.branding },
        intro: community.intro ?? '',
        logo_url: community.imageUrl('logo'),
        cover_url: community.imageUrl('cover'),
      },
    }
  }

  /** The ten links as stored (twitter is read from twitter, not from business). */
  static links(community: Community): Links {
    return Object.fromEntries(
      LINK_FIELDS.map((name) => [name, community.links[name] ?? ''])
    ) as Links
  }

  /** The chosen areas as editor rows: each main area with its chosen children. */
  static impactAreaRows(areas: ImpactArea[]): ImpactAreaRow[] {
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

  /**
   * The address: with address_changed (a suggestion was picked) the place
   * and its coordinates replace the stored ones. Typed by hand, the
   * coordinates are kept only while the address text stays the same (they
   * would point elsewhere otherwise).
   */
  static async saveContact(community: Community, data: Infer<typeof contactValidator>) {
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

  /**
   * Activity domains, impact areas and the public contact. Every main area
   * must be a main area and appear once; every child must be a child of its
   * row's main area. Errors come back under the row's field.
   */
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
    const areas = new Map(
      (ids.length ? await ImpactArea.query().whereIn('id', ids) : []).map((area) => [area.id, area])
    )
    const errors: { field: string; message: string; rule: string }[] = []
    const report = (field: string, key: string) =>
      errors.push({
        field,
        message: i18n.t(`community_settings.errors.${key}`),
        rule: key,
      })

    const seen = new Set<number>()
    rows.forEach((row, index) => {
      const main = areas.get(row.main_impact_area_id)
      if (!main || main.parentId !== null) {
        report(`impact_areas.${index}.main_impact_area_id`, 'main_unknown')
        return
      }
      if (seen.has(main.id)) report(`impact_areas.${index}.main_impact_area_id`, 'main_repeated')
      seen.add(main.id)
      const foreign = (row.child_impact_area_ids ?? []).some(
        (id) => areas.get(id)?.parentId !== main.id
      )
      if (foreign) report(`impact_areas.${index}.child_impact_area_ids`, 'child_not_in_main')
    })
    if (domainIds.length) {
      const known = await Industry.query().whereIn('id', domainIds)
      if (known.length !== domainIds.length) report('activity_domain_ids', 'domain_unknown')
    }
    if (errors.length) throw new vineErrors.E_VALIDATION_ERROR(errors)

    await db.transaction(async (trx) => {
      community.useTransaction(trx)
      community.publicContact = clean(data.public_contact)
      await community.save()
      await community.related('impactAreas').sync([...new Set(ids)])
      await community.related('activityDomains').sync(domainIds)
    })
  }

  static async saveIntro(community: Community, intro: string | undefined | null) {
    community.intro = intro || null
    await community.save()
  }

  /** Stores a new logo or cover; the previous file is removed once the new one is saved. */
  static async storeImage(
    community: Community,
    type: CommunityImageType,
    file: MultipartFile,
    { i18n, field = 'file' }: { i18n: I18n; field?: string }
  ) {
    await ImageService.attach(community, type, file, {
      type,
      field,
      i18n,
      maxDimension: type === 'logo' ? 1024 : 2048,
    })
  }

  static async deleteImage(community: Community, type: CommunityImageType) {
    await ImageService.detach(community, type)
  }
}
