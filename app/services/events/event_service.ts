import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DateTime } from 'luxon'
import Event, { EVENT_IMAGE_TYPES } from '#models/event'
import Contact from '#models/contact'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { ImageService } from '#services/images/image_service'

/** What eventTabValidator gives (dates as DateTime, the price in cents). */
export interface EventInput {
  name: string
  description: string
  event_visibility: string
  event_type?: string[]
  event_promo?: string | null
  product_id?: number | null
  whom_text: string
  uvp_text: string
  start_date: DateTime
  end_date: DateTime
  attendees_limit: number
  attendees_price: number
  promises?: (string | null)[]
}

/** What createEventValidator gives: the Event tab and the event contact's profile. */
export interface NewEventInput extends EventInput {
  contact: {
    profile: { first_name: string; last_name: string; email: string; phone_number: string }
  }
}

/** The Event tab's columns from the form's data (empty promises dropped). */
function eventColumns(data: EventInput) {
  return {
    name: data.name,
    description: data.description,
    eventVisibility: data.event_visibility,
    eventTypes: data.event_type ?? [],
    eventPromo: data.event_promo ?? null,
    productId: data.product_id ?? null,
    whomText: data.whom_text,
    uvpText: data.uvp_text,
    startAt: data.start_date,
    endAt: data.end_date,
    attendeesLimit: data.attendees_limit,
    attendeesPriceCents: data.attendees_price,
    promises: (data.promises ?? []).filter((text): text is string => !!text),
  }
}

/** The event contact's columns from its profile fieldset: a contacts row of type event_contact. */
export function eventContactColumns(
  communityId: number,
  profile: { first_name: string; last_name: string; email: string; phone_number: string }
) {
  return {
    communityId,
    type: 'event_contact' as const,
    firstName: profile.first_name,
    lastName: profile.last_name,
    email: profile.email,
    phoneNumber: profile.phone_number,
  }
}

export class EventService {
  /** A new event of the community with its event contact (a contacts row of type event_contact). */
  static async create(communityId: number, data: NewEventInput) {
    return db.transaction(async (trx) => {
      const contact = await Contact.create(
        { ...eventContactColumns(communityId, data.contact.profile), extraData: {} },
        { client: trx }
      )
      return Event.create(
        { ...eventColumns(data), communityId, contactId: contact.id },
        { client: trx }
      )
    })
  }

  /** The Event tab's save. */
  static async update(event: Event, data: EventInput) {
    event.merge(eventColumns(data))
    await event.save()
    return event
  }

  /**
   * A copy of every tab (name suffixed "(copie)"), with its own event contact, own copies of
   * the images and the same partners and sponsors; its dates are the original's, for the user
   * to set in the editor.
   */
  static async duplicate(event: Event, i18n: I18n) {
    const suffix = i18n.t('events.copy_suffix')
    const copy = await db.transaction(async (trx) => {
      const contactId = await copyContact(event, trx)
      // Every stored column but its identity, timestamps and images (copied below).
      const columns: Record<string, unknown> = { ...event.$attributes }
      for (const own of ['id', 'uid', 'createdAt', 'updatedAt', 'heroImage', 'trustElImage']) {
        delete columns[own]
      }
      const created = new Event()
      created.useTransaction(trx)
      created.merge({
        ...(columns as Partial<Event>),
        communityId: event.communityId,
        name: `${event.name.slice(0, 200 - suffix.length - 1)} ${suffix}`,
        contactId,
      })
      await created.save()
      const links = await Event.companyLinks(event, trx).select('company_id', 'role')
      if (links.length) {
        await trx.table('event_companies').multiInsert(
          links.map((link) => ({
            ...link,
            community_id: created.communityId,
            event_id: created.id,
          }))
        )
      }
      return created
    })
    const [heroImage, trustElImage] = await Promise.all(
      (['heroImage', 'trustElImage'] as const).map((column) =>
        ImageService.copy(event[column], { owner: copy.uid, type: EVENT_IMAGE_TYPES[column] })
      )
    )
    if (heroImage || trustElImage) {
      copy.merge({ heroImage, trustElImage })
      await copy.save()
    }
    return copy
  }

  /**
   * Deletes the event for good, with its event contact (a contacts row of type event_contact
   * no other screen shows) and its stored images; its partner/sponsor links go by cascade.
   */
  static async destroy(event: Event) {
    const images = [event.heroImage, event.trustElImage]
    await db.transaction(async (trx) => {
      event.useTransaction(trx)
      await event.delete()
      if (event.contactId) {
        await Contact.forTenant(communityScope(event.communityId))
          .useTransaction(trx)
          .where('id', event.contactId)
          .where('type', 'event_contact')
          .delete()
      }
    })
    await Promise.all(images.map((key) => ImageService.delete(key).catch(() => {})))
  }
}

/** A new event_contact row with the event's contact's fields, or null without one. */
async function copyContact(event: Event, trx: TransactionClientContract) {
  if (!event.contactId) return null
  const contact = await Contact.forTenant(communityScope(event.communityId))
    .useTransaction(trx)
    .where('id', event.contactId)
    .first()
  if (!contact) return null
  const copy = await Contact.create(
    {
      communityId: contact.communityId,
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phoneNumber: contact.phoneNumber,
      extraData: contact.extraData,
      type: 'event_contact',
    },
    { client: trx }
  )
  return copy.id
}
