import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { screenContacts } from '#services/contacts/contact_service'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { recordId } from '#validators/shared/shared'

export type SegmentContactMeta = { communityId: number }

/** A contact of the community as its contacts screen and the picker list them. */
async function communityContact(_db: unknown, value: number, field: FieldContext) {
  const { communityId } = field.meta as SegmentContactMeta
  const found = await screenContacts(communityScope(communityId))
    .where('contacts.id', value)
    .select('contacts.id')
    .first()
  return !!found
}

/** A segment's "Adaugă contact": one contact of the community, added by hand. */
export const segmentContactValidator = vine.withMetaData<SegmentContactMeta>().create({
  segment_contact_id: recordId().exists(communityContact),
})
