import { randomBytes } from 'node:crypto'
import QRCode from 'qrcode'
import { TICKET_CODE_ALPHABET } from '#shared/event_attendees'

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 240 } as const

/** A ticket's code as a QR image (PNG data URL), for its page. */
export function ticketQr(code: string) {
  return QRCode.toDataURL(code, QR_OPTIONS)
}

/** The same image as PNG bytes, embedded in the ticket's e-mail (mail clients block data URLs). */
export function ticketQrPng(code: string) {
  return QRCode.toBuffer(code, QR_OPTIONS)
}

/** A code as shown to people: four groups of four. */
export function formatTicketCode(code: string) {
  return code.replace(/(.{4})(?=.)/g, '$1-')
}

/** A ticket code: 16 characters of an unambiguous alphabet, 80 random bits. */
export function newTicketCode() {
  let code = ''
  for (const byte of randomBytes(16)) code += TICKET_CODE_ALPHABET[byte & 31]
  return code
}
