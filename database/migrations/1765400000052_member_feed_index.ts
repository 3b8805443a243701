import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The member feed (docs/members.md, "Feed"): a community's public and members-only items, newest
 * first. The public feed's partial index holds the public items only, so the members' page was a
 * scan of the community's items; this one reads the page's rows in order (bench/members.ts).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      "create index feeds_community_members_published on feeds (community_id, published_at desc, id desc) where deleted_at is null and visibility in ('public', 'members')"
    )
  }

  async down() {
    this.schema.raw('drop index feeds_community_members_published')
  }
}
