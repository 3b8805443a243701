import Product from '#models/product'
import SegmentContact from '#models/segment_contact'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { orderByLowerCase } from '#services/shared/list_query'

/**
 * The products offered to a contact: those of the segments the contact is in (by a quiz, by hand
 * or by an import), not deleted, each once, by the best priority of those segments (the lowest
 * number first), then by name; the contact's segments through their (community, contact) index.
 */
export function productsOfferedTo(communityId: number, contactId: number) {
  const scope = communityScope(communityId)
  const segmentsOfContact = () =>
    SegmentContact.forTenant(scope)
      .select('segment_contacts.segment_id')
      .where('segment_contacts.contact_id', contactId)
  const query = Product.forTenant(scope)
    .whereNull('products.deleted_at')
    .whereHas('segments', (segments) => segments.whereIn('segments.id', segmentsOfContact()))
    .withAggregate('segments', (segments) =>
      segments.whereIn('segments.id', segmentsOfContact()).min('segments.priority').as('rank')
    )
    .orderBy('rank')
  return orderByLowerCase(query, 'products.name').orderBy('products.id')
}
