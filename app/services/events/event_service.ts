import db from '@adonisjs/lucid/services/db'
import type Event from '#models/event'
import Contact from '#models/contact'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { ImageService } from '#services/images/image_service'

export class EventService {
  /**
   * Deletes the event for good, with its event contact (a contacts row of type event_contact
   * no other screen shows) and its stored images; its partner/sponsor links go by cascade.
   */
  static async destroy(event: Event) {
    const images = [event.heroImage, event.trustElImage]
    await db.transaction(async (trx) => {
      event.useTransaction(trx)
      await event.delete()
      if (event.contactId) {
        await Contact.forTenant(communityScope(event.communityId))
          .useTransaction(trx)
          .where('id', event.contactId)
          .where('type', 'event_contact')
          .delete()
      }
    })
    await Promise.all(images.map((key) => ImageService.delete(key).catch(() => {})))
  }
}
