import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * A contact's membership of a list (contact_list_members), read through its list
 * (`ContactList.memberships`): counting memberships needs no join to the contacts. Its key is
 * (community_id, contact_list_id, contact_id); memberships are written through
 * `ContactList.members` and the import.
 */
export default class ContactListMember extends BaseModel {
  static table = 'contact_list_members'

  @column()
  declare communityId: number

  @column()
  declare contactListId: number

  @column()
  declare contactId: number

  /** The import that added it (undone with it), null otherwise. */
  @column()
  declare importId: number | null

  @column.dateTime()
  declare createdAt: DateTime
}
