import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * /administrare/bids (docs/auction.md): its sort by amount reads an index in order, and the
 * super-admin's every-community view (newest first, or by amount) too, so that page 1 reads
 * ten index entries instead of sorting every bid.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'create index bids_community_amount on bids (community_id, amount_cents desc, id desc)'
    )
    this.schema.raw('create index bids_placed on bids (placed_at desc, id desc)')
    this.schema.raw('create index bids_amount on bids (amount_cents desc, id desc)')
  }

  async down() {
    this.schema.raw('drop index bids_community_amount')
    this.schema.raw('drop index bids_placed')
    this.schema.raw('drop index bids_amount')
  }
}
