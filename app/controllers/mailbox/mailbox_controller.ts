import type { HttpContext } from '@adonisjs/core/http'
import mail from '@adonisjs/mail/services/main'
import MailboxMessage from '#models/mailbox_message'
import MailboxMessageTransformer from '#transformers/mailbox/mailbox_message_transformer'
import { NotFoundException } from '#exceptions/http_errors'
import { listQuery } from '#services/shared/list_query'

/** Every e-mail the app sent while no SMTP server is configured. */
export default class MailboxController {
  private ensureEnabled(i18n: HttpContext['i18n']) {
    if (mail.config.default !== 'mailbox') throw new NotFoundException(i18n.t('errors.not_found'))
  }

  async index({ inertia, request, i18n }: HttpContext) {
    this.ensureEnabled(i18n)
    const list = await listQuery(request, MailboxMessage.query(), {
      sortable: { id: 'id', to: '"to"', subject: 'subject', created_at: 'created_at' },
      searchable: ['to', 'subject'],
      textSort: ['to', 'subject'],
      defaultSort: { key: 'id', direction: 'desc' },
      columns: MailboxMessageTransformer.rowFields,
    })
    return inertia.render('mailbox/index', {
      messages: MailboxMessageTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: list.state,
    })
  }

  async show({ inertia, params, i18n }: HttpContext) {
    this.ensureEnabled(i18n)
    const message = await MailboxMessage.find(params.id)
    if (!message) throw new NotFoundException(i18n.t('errors.not_found'))
    return inertia.render('mailbox/show', {
      message: MailboxMessageTransformer.transform(message),
    })
  }
}
