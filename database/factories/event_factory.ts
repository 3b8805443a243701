import factory from '@adonisjs/lucid/factories'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Event, { type EventCompanyRole } from '#models/event'
import { unique } from '#database/factories/unique'

/**
 * A public workshop with a unique name, a week from now for three hours, 50 places at 25 EUR,
 * two promises, no product, contact, images or links; merge `communityId`.
 */
export const EventFactory = factory
  .define(Event, () => {
    const startAt = DateTime.now().plus({ days: 7 }).startOf('hour')
    return {
      name: unique('Eveniment'),
      description: 'O zi de lucru în comunitate.',
      eventVisibility: 'public',
      eventTypes: ['workshop'],
      eventPromo: null,
      productId: null,
      whomText: 'Pentru voluntari',
      uvpText: 'Înveți făcând',
      startAt,
      endAt: startAt.plus({ hours: 3 }),
      attendeesLimit: 50,
      attendeesPriceCents: 2500,
      promises: ['Materiale incluse', 'Certificat de participare'],
      contactId: null,
      suitableFor: [],
    }
  })
  .build()

/** Makes companies of the event's community its partners or sponsors, as the app does. */
export async function addEventCompanies(
  event: { id: number; communityId: number },
  companyIds: number[],
  role: EventCompanyRole
) {
  if (!companyIds.length) return
  await db.table('event_companies').multiInsert(
    companyIds.map((companyId) => ({
      community_id: event.communityId,
      event_id: event.id,
      company_id: companyId,
      role,
    }))
  )
}
