import { ConflictException } from '#exceptions/http_errors'

/** An invoicing action the bid's or invoice's state does not allow now (a second live invoice…). */
export class InvoiceConflictException extends ConflictException {
  static code = 'E_INVOICE_CONFLICT'
}
