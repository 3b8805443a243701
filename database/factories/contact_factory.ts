import factory from '@adonisjs/lucid/factories'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Contact from '#models/contact'
import { unique } from '#database/factories/unique'

/**
 * A contact of the contacts screen with a unique last name and e-mail, no phone and no extra
 * data; give it its community with `.merge({ communityId })` (state `eventContact`: an event's
 * contact, kept off the contacts screen).
 */
export const ContactFactory = factory
  .define(Contact, () => ({
    firstName: 'Ana',
    lastName: unique('Popescu'),
    email: `${unique('contact')}@example.test`,
    phoneNumber: null,
    extraData: {},
    type: 'contact' as const,
  }))
  .state('eventContact', (contact) => (contact.type = 'event_contact'))
  .build()

/**
 * A large community: `count` contacts built by ContactFactory (`attributes(index)` merged into
 * each), written in one statement in index order, as one create() each takes seconds.
 */
export async function createContactsInBulk(
  communityId: number,
  count: number,
  attributes: (index: number) => Partial<Contact> = () => ({})
) {
  const contacts = await ContactFactory.merge(
    Array.from({ length: count }, (_, index) => ({ ...attributes(index), communityId }))
  ).makeMany(count)
  const createdAt = DateTime.now().toJSDate()
  await db.table(Contact.table).multiInsert(
    contacts.map((contact) => ({
      community_id: contact.communityId,
      first_name: contact.firstName,
      last_name: contact.lastName,
      email: contact.email,
      phone_number: contact.phoneNumber,
      extra_data: JSON.stringify(contact.extraData),
      type: contact.type,
      created_at: createdAt,
    }))
  )
}
