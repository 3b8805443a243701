import { BaseTransformer } from '@adonisjs/core/transformers'
import type MailboxMessage from '#models/mailbox_message'

export default class MailboxMessageTransformer extends BaseTransformer<MailboxMessage> {
  static readonly rowFields = [
    'id',
    'to',
    'subject',
    'createdAt',
  ] as const satisfies readonly (keyof MailboxMessage)[]

  toObject() {
    return {
      ...this.toRow(),
      from: this.resource.from,
      html: this.resource.html,
      text: this.resource.text,
    }
  }

  toRow() {
    return {
      ...this.pick(this.resource, ['id', 'to', 'subject']),
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
