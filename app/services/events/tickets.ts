import { randomBytes } from 'node:crypto'
import QRCode from 'qrcode'
import { TICKET_CODE_ALPHABET } from '#shared/event_attendees'

/** A ticket's code as a QR image (PNG data URL), for its page and its e-mail. */
export function ticketQr(code: string) {
  return QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 2, width: 240 })
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
