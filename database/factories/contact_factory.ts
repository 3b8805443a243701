import factory from '@adonisjs/lucid/factories'
import Contact from '#models/contact'
import { unique } from '#database/factories/unique'

/**
 * A contact of the contacts screen with a unique last name and e-mail, no phone and no extra
 * data; give it its community with `.merge({ communityId })`.
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
  .build()
