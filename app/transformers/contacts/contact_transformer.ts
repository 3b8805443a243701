import { BaseTransformer } from '@adonisjs/core/transformers'
import type Contact from '#models/contact'

/** A contact as the pages see it (camelCase props): the only place that decides its fields. */
export default class ContactTransformer extends BaseTransformer<Contact> {
  /** A row of the contacts tables (/contacts, a list's page). */
  toRow() {
    return this.pick(this.resource, [
      'uid',
      'id',
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'extraData',
    ])
  }
}
