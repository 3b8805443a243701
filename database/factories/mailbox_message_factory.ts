import factory from '@adonisjs/lucid/factories'
import MailboxMessage from '#models/mailbox_message'
import { unique } from '#database/factories/unique'

/** An e-mail in the local mailbox (merge `to` and `subject`). */
export const MailboxMessageFactory = factory
  .define(MailboxMessage, () => ({
    from: 'Comunitate <no-reply@example.test>',
    to: `${unique('destinatar')}@example.test`,
    subject: unique('Mesaj'),
    html: '<p>x</p>',
  }))
  .build()
