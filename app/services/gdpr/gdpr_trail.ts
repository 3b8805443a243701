import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Contact from '#models/contact'
import type GdprRequest from '#models/gdpr_request'

/** Who did it: the staff user, and from where once the audit trail records it. */
export interface GdprActor {
  userId: number
}

/**
 * The one place where the GDPR events happen (docs/security.md, "GDPR requests and consent"):
 * an export made, a contact erased, a request registered or answered. The audit trail (issue 50,
 * part 4) writes its entries here, in the transaction given when there is one (the erasure's and
 * the register's), so that an entry and its change commit together. Until it arrives, nothing.
 */
export const GdprTrail = {
  async exportMade(_actor: GdprActor, _contact: Contact, _format: 'json' | 'page') {},
  async contactErased(_actor: GdprActor, _contact: Contact, _trx: TransactionClientContract) {},
  async requestRegistered(
    _actor: GdprActor,
    _request: GdprRequest,
    _trx?: TransactionClientContract
  ) {},
  async requestDone(_actor: GdprActor, _request: GdprRequest, _trx?: TransactionClientContract) {},
}
