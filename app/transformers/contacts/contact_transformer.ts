import { BaseTransformer } from '@adonisjs/core/transformers'
import type Contact from '#models/contact'

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

  toRow() {
    return this.pick(this.resource, [...ContactTransformer.rowFields])
  }
}
