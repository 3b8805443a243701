import { BaseTransformer } from '@adonisjs/core/transformers'
import type Contact from '#models/contact'

/** A contact as the pages see it (camelCase props): the only place that decides its fields. */
export default class ContactTransformer extends BaseTransformer<Contact> {
  static readonly rowFields = [
    'uid',
    'id',
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'extraData',
    'address',
  ] as const satisfies readonly (keyof Contact)[]

  /** A row of the contacts tables (/contacts, a list's page). */
  toRow() {
    return this.pick(this.resource, [...ContactTransformer.rowFields])
  }
}
