import factory from '@adonisjs/lucid/factories'
import db from '@adonisjs/lucid/services/db'
import ContactList from '#models/contact_list'
import { unique } from '#database/factories/unique'

/** A contact list with a unique title; give it its community with `.merge({ communityId })`. */
export const ContactListFactory = factory
  .define(ContactList, () => ({
    title: unique('Listă'),
    description: 'Descriere',
  }))
  .build()

/**
 * Puts contacts of the list's community in the list, as the app does (ContactService.addToList):
 * one membership row each, the community in the key.
 */
export async function addToList(
  list: { id: number; communityId: number },
  contacts: { id: number }[]
) {
  if (!contacts.length) return
  await db.table('contact_list_members').multiInsert(
    contacts.map((contact) => ({
      community_id: list.communityId,
      contact_list_id: list.id,
      contact_id: contact.id,
    }))
  )
}
