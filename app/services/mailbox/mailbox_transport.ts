import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'
import MailboxMessage from '#models/mailbox_message'

type Address = string | { name?: string; address: string }

function formatAddresses(value: Address | Address[] | undefined): string {
  if (!value) return ''
  const list = Array.isArray(value) ? value : [value]
  return list
    .map((entry) =>
      typeof entry === 'string'
        ? entry
        : entry.name
          ? `${entry.name} <${entry.address}>`
          : entry.address
    )
    .join(', ')
}

function asText(value: unknown): string | null {
  if (value === undefined || value === null) return null
  return typeof value === 'string' ? value : String(value)
}

/** Images embedded by content id, shown in the stored HTML (the mailbox is a web page). */
function withEmbeddedImages(html: string | null, message: NodeMailerMessage) {
  if (!html) return html
  let shown = html
  for (const attachment of message.attachments ?? []) {
    if (!attachment.cid || !Buffer.isBuffer(attachment.content)) continue
    const type = attachment.contentType ?? 'application/octet-stream'
    const data = `data:${type};base64,${attachment.content.toString('base64')}`
    shown = shown.replaceAll(`cid:${attachment.cid}`, data)
  }
  return shown
}

/** Used when no SMTP server is configured; super-admins read it at /mailbox. */
export default class MailboxTransport implements MailTransportContract {
  async send(message: NodeMailerMessage): Promise<MailResponse<{ id: number }>> {
    const stored = await MailboxMessage.create({
      from: formatAddresses(message.from as Address),
      to: formatAddresses(message.to as Address | Address[]),
      subject: asText(message.subject) ?? '',
      html: withEmbeddedImages(asText(message.html), message),
      text: asText(message.text),
    })
    return new MailResponse(
      `mailbox-${stored.id}`,
      { from: stored.from, to: stored.to.split(', ') },
      { id: stored.id }
    )
  }
}
