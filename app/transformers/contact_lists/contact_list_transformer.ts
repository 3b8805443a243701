import { BaseTransformer } from '@adonisjs/core/transformers'
import type ContactList from '#models/contact_list'

export default class ContactListTransformer extends BaseTransformer<ContactList> {
  static readonly rowFields = [
    'uid',
    'id',
    'title',
    'description',
  ] as const satisfies readonly (keyof ContactList)[]

  /** A row of /lists, a list's page and the import wizard (the query reads `contact_count`). */
  toRow() {
    return {
      ...this.pick(this.resource, [...ContactListTransformer.rowFields]),
      contactCount: Number(this.resource.$extras.contact_count ?? 0),
    }
  }
}
