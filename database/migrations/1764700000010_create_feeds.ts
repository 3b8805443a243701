import { BaseSchema } from '@adonisjs/lucid/schema'
import { tenantRecord } from '#database/schema_helpers'

/**
 * Feed items of a community (docs/content.md): six types in one table, soft-deleted
 * like products. `published_at` is when the item appears in the public feed (its scheduled time,
 * else its creation); the public feed reads `published_at <= now()`.
 * Indexes: the /feeds list (newest first, all and by type), a trigram index on a stored,
 * normalised search text (title and text, diacritics dropped), and the public feed's order.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('feeds', (table) => {
      tenantRecord(table, this)
      table.string('type', 10).notNullable()
      table.string('title', 200).nullable()
      table.text('text').nullable()
      table.string('visibility', 20).notNullable().defaultTo('public')
      table.boolean('is_scheduled').notNullable().defaultTo(false)
      table.timestamp('scheduled_for').nullable()
      table.timestamp('published_at').notNullable()
      table.string('link', 500).nullable()
      table.string('image').nullable()
      table.jsonb('media').notNullable().defaultTo('[]')
      table.string('excerpt', 500).nullable()
      table.text('content').nullable()
      table.specificType('tags', 'text[]').notNullable().defaultTo('{}')
      table.integer('quiz_id').unsigned().nullable()
      table.integer('quest_id').unsigned().nullable()
      table.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('deleted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      // A quiz or quest of the same community only (composite keys, like tenantLink).
      table
        .foreign(['community_id', 'quiz_id'])
        .references(['community_id', 'id'])
        .inTable('quizzes')
      table
        .foreign(['community_id', 'quest_id'])
        .references(['community_id', 'id'])
        .inTable('quests')
    })
    this.schema.raw(`
      alter table feeds
        add constraint feeds_type check (type in ('post', 'image', 'video', 'article', 'quiz', 'quest')),
        add constraint feeds_visibility check (visibility in ('public', 'members', 'private')),
        add constraint feeds_scheduled check (not is_scheduled or scheduled_for is not null),
        add column search text generated always as (
          lower(immutable_unaccent(coalesce(title, '') || ' ' || coalesce(text, '')))
        ) stored
    `)
    this.schema.raw(
      'create index feeds_community_search_trgm on feeds using gin (community_id, search gin_trgm_ops)'
    )
    this.schema.raw(
      'create index feeds_community_created on feeds (community_id, created_at desc, id desc) where deleted_at is null'
    )
    this.schema.raw(
      'create index feeds_community_type_created on feeds (community_id, type, created_at desc, id desc) where deleted_at is null'
    )
    this.schema.raw(
      'create index feeds_community_deleted on feeds (community_id, created_at desc, id desc) where deleted_at is not null'
    )
    this.schema.raw(
      "create index feeds_community_published on feeds (community_id, published_at desc, id desc) where deleted_at is null and visibility = 'public'"
    )
    this.schema.raw('create index feeds_created_by on feeds (created_by)')
    // The composite foreign keys' other side: deleting a quiz or quest looks its feeds up.
    this.schema.raw(
      'create index feeds_quiz on feeds (community_id, quiz_id) where quiz_id is not null'
    )
    this.schema.raw(
      'create index feeds_quest on feeds (community_id, quest_id) where quest_id is not null'
    )
  }

  async down() {
    this.schema.dropTable('feeds')
  }
}
