import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Company from '#models/company'
import Contact from '#models/contact'
import Event, { EVENT_LINKS, type EventCompanyRole } from '#models/event'
import { communityScope, type TenantScope } from '#models/mixins/with_tenant_scope'
import { eventContactColumns } from '#services/events/event_service'
import { orderByLowerCase } from '#services/shared/list_query'
import type {
  eventBrandingValidator,
  eventContactValidator,
  eventLinksValidator,
  partnersValidator,
  salesInfoValidator,
} from '#validators/events/event_tabs'

/** The most companies the Partners and Sponsors tab offers (by name). */
export const COMPANY_OPTION_LIMIT = 1000

/** Empty text is stored as absent. */
const orNull = (value: string | undefined | null) => (value ? value : null)

/**
 * What the event editor's tabs other than Event save, one method per tab (the event was found
 * through the tenant scope), and what the editor reads besides the event.
 */
export class EventTabsService {
  static async saveSalesInfo(event: Event, data: Infer<typeof salesInfoValidator>) {
    event.merge({
      suitableFor: [...new Set(data.suitable_for ?? [])],
      uvp: data.uvp,
      whyToCome: data.why_to_come,
      trustElText: data.trust_el_text,
    })
    await event.save()
  }

  static async saveBranding(event: Event, { branding }: Infer<typeof eventBrandingValidator>) {
    event.merge({
      primaryColor: orNull(branding.primary_color),
      secondaryColor: orNull(branding.secondary_color),
    })
    await event.save()
  }

  static async saveLinks(event: Event, { links }: Infer<typeof eventLinksValidator>) {
    event.merge(Object.fromEntries(EVENT_LINKS.map((name) => [name, orNull(links[name])])))
    await event.save()
  }

  /**
   * The event contact (a contacts row of type event_contact, created on the first save) and
   * the place. A picked place brings its coordinates; an address typed by hand that differs
   * from the stored one has none.
   */
  static async saveContact(event: Event, { contact }: Infer<typeof eventContactValidator>) {
    const person =
      (event.contactId &&
        (await Contact.forTenant(communityScope(event.communityId))
          .where('contacts.id', event.contactId)
          .first())) ||
      new Contact()
    await db.transaction(async (trx) => {
      person.useTransaction(trx)
      person.merge(eventContactColumns(event.communityId, contact.profile))
      await person.save()

      const address = orNull(contact.address)
      if (
        contact.address_changed &&
        contact.latitude !== undefined &&
        contact.longitude !== undefined
      ) {
        event.merge({ latitude: contact.latitude, longitude: contact.longitude })
      } else if (address !== event.address) {
        event.merge({ latitude: null, longitude: null })
      }
      event.useTransaction(trx)
      event.merge({
        contactId: person.id,
        address,
        entrance: orNull(contact.entrance),
        floor: orNull(contact.floor),
        apartment: orNull(contact.apartment),
      })
      await event.save()
    })
  }

  /** Replaces the event's partners and sponsors (the validator checked the ids). */
  static async savePartners(event: Event, data: Infer<typeof partnersValidator>) {
    const link = (role: EventCompanyRole) => (id: number) => ({
      community_id: event.communityId,
      event_id: event.id,
      company_id: id,
      role,
    })
    const rows = [
      ...[...new Set(data.partners_ids ?? [])].map(link('partner')),
      ...[...new Set(data.sponsors_ids ?? [])].map(link('sponsor')),
    ]
    await db.transaction(async (trx) => {
      await Event.companyLinks(event, trx).delete()
      if (rows.length) await trx.table('event_companies').multiInsert(rows)
    })
  }

  /** The ids of the event's partners and of its sponsors. */
  static async companyIds(event: Event) {
    const rows: { company_id: number; role: string }[] = await Event.companyLinks(event)
      .select('company_id', 'role')
      .orderBy('company_id')
    return {
      partners: rows.filter((row) => row.role === 'partner').map((row) => row.company_id),
      sponsors: rows.filter((row) => row.role === 'sponsor').map((row) => row.company_id),
    }
  }

  /** The community's companies as {value, label} options, by name. */
  static async companyOptions(tenant: TenantScope) {
    const rows = await orderByLowerCase(Company.forTenant(tenant).select('id', 'name'), 'name')
      .orderBy('id')
      .limit(COMPANY_OPTION_LIMIT)
    return rows.map((row) => ({ value: row.id, label: row.name }))
  }
}
