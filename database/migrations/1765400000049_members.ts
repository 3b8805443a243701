import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  communityColumn,
  tenantLink,
  tenantRecord,
  type TableBuilder,
} from '#database/schema_helpers'

/**
 * Members: the companion app's accounts and what they do in a community (docs/members.md).
 *
 * - `members` (one account for the platform), `member_identities` (how each signs in),
 *   `member_sign_in_codes` (e-mailed codes and links, hashed) and `member_access_tokens` (AdonisJS
 *   auth's access tokens, one per device).
 * - `community_members`: a member in a community, linked to the community's contact.
 * - `quiz_responses` and their `quiz_response_answers`, `segment_contacts` (with how the contact
 *   got there), `quest_completions`, `marketing_consents` (append-only: the latest row is the
 *   state), and `event_registrations.member_id`.
 *
 * Community rows carry `community_id` in composite foreign keys, so none points across communities.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('members', (table) => {
      table.increments('id')
      table.uuid('uid').notNullable().unique().defaultTo(this.raw('gen_random_uuid()'))
      // Emptied (null) when the account is erased; the row stays for the records that keep it.
      table.string('email', 254).nullable()
      table.timestamp('email_verified_at').nullable()
      table.string('first_name', 100).nullable()
      table.string('last_name', 100).nullable()
      table.string('phone_number', 20).nullable()
      table.string('locale', 5).notNullable().defaultTo('ro')
      table.timestamp('erased_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
    this.schema.raw(
      'create unique index members_email_unique on members (lower(email)) where erased_at is null'
    )

    this.schema.createTable('member_identities', (table) => {
      table.increments('id')
      memberColumn(table)
      table.string('provider', 10).notNullable()
      // The provider's stable id of the person; for `email`, the address (lower-cased).
      table.string('subject', 255).notNullable()
      table.string('email', 254).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('last_used_at').nullable()
      table.unique(['provider', 'subject'])
      table.index(['member_id'])
    })
    this.schema.raw(`
      alter table member_identities add constraint member_identities_provider
        check (provider in ('email', 'google', 'apple', 'facebook'))
    `)

    this.schema.createTable('member_sign_in_codes', (table) => {
      table.increments('id')
      // 'sign_in' (a sign-in by e-mail) or 'email_change' (a member's new address, verified first).
      table.string('purpose', 12).notNullable()
      table.string('email', 254).notNullable()
      table.integer('member_id').unsigned().nullable().references('members.id').onDelete('CASCADE')
      // SHA-256 of the 6-digit code and of the link's token: neither is stored in clear.
      table.string('code_hash', 64).notNullable()
      table.string('link_hash', 64).notNullable().unique()
      table.integer('tries').notNullable().defaultTo(0)
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.string('ip', 45).nullable()
      table.timestamp('created_at').notNullable()
    })
    this.schema.raw(`
      alter table member_sign_in_codes add constraint member_sign_in_codes_purpose
        check (purpose in ('sign_in', 'email_change'))
    `)
    // One live code per address and purpose: a new request replaces it.
    this.schema.raw(
      'create unique index member_sign_in_codes_address on member_sign_in_codes (purpose, lower(email))'
    )

    // The columns of @adonisjs/auth's DbAccessTokensProvider.
    this.schema.createTable('member_access_tokens', (table) => {
      table.increments('id')
      table
        .integer('tokenable_id')
        .unsigned()
        .notNullable()
        .references('members.id')
        .onDelete('CASCADE')
      table.string('type').notNullable()
      table.string('name').nullable()
      table.string('hash').notNullable()
      table.text('abilities').notNullable()
      table.timestamp('created_at')
      table.timestamp('updated_at')
      table.timestamp('last_used_at').nullable()
      table.timestamp('expires_at').nullable()
      table.index(['tokenable_id'])
    })

    this.schema.createTable('community_members', (table) => {
      tenantRecord(table, this)
      memberColumn(table)
      table.integer('contact_id').unsigned().notNullable()
      sameCommunity(table, 'contact_id', 'contacts')
      table.timestamp('joined_at').notNullable()
      table.timestamp('left_at').nullable()
      table.timestamp('blocked_at').nullable()
      table.integer('blocked_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.unique(['community_id', 'member_id'])
      table.index(['community_id', 'contact_id'])
      table.index(['member_id'])
      table.index(['community_id', 'joined_at'])
    })

    this.schema.createTable('quiz_responses', (table) => {
      tenantRecord(table, this)
      table.integer('quiz_id').unsigned().notNullable()
      sameCommunity(table, 'quiz_id', 'quizzes')
      table.integer('contact_id').unsigned().notNullable()
      sameCommunity(table, 'contact_id', 'contacts')
      table.integer('member_id').unsigned().nullable().references('members.id').onDelete('SET NULL')
      table.timestamp('answered_at').notNullable()
      table.unique(['community_id', 'quiz_id', 'contact_id'])
      table.index(['community_id', 'contact_id'])
    })

    this.schema.createTable('quiz_response_answers', (table) => {
      tenantLink(table, [
        ['response_id', 'quiz_responses'],
        ['answer_id', 'quiz_answers'],
      ])
    })

    this.schema.createTable('segment_contacts', (table) => {
      table.increments('id')
      communityColumn(table)
      table.integer('segment_id').unsigned().notNullable()
      sameCommunity(table, 'segment_id', 'segments')
      table.integer('contact_id').unsigned().notNullable()
      sameCommunity(table, 'contact_id', 'contacts')
      // How the contact got there: 'quiz' (source_id = the quiz), 'manual', 'import'.
      table.string('source', 10).notNullable()
      table.integer('source_id').unsigned().nullable()
      table.integer('added_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('added_at').notNullable()
      table.index(['community_id', 'contact_id'])
    })
    this.schema.raw(`
      alter table segment_contacts add constraint segment_contacts_source
        check (source in ('quiz', 'manual', 'import'))
    `)
    // Once per way in: by hand once, by each quiz once (a contact may be in by a quiz and by hand).
    this.schema.raw(`
      create unique index segment_contacts_unique
        on segment_contacts (community_id, segment_id, contact_id, source, coalesce(source_id, 0))
    `)

    this.schema.createTable('quest_completions', (table) => {
      tenantRecord(table, this)
      table.integer('quest_id').unsigned().notNullable()
      sameCommunity(table, 'quest_id', 'quests')
      table.integer('contact_id').unsigned().notNullable()
      sameCommunity(table, 'contact_id', 'contacts')
      table.integer('score').notNullable()
      table.integer('max_score').notNullable()
      table.timestamp('completed_at').notNullable()
      table.unique(['community_id', 'quest_id', 'contact_id'])
      table.index(['community_id', 'contact_id'])
    })

    this.schema.createTable('marketing_consents', (table) => {
      table.increments('id')
      communityColumn(table)
      table.integer('contact_id').unsigned().notNullable()
      sameCommunity(table, 'contact_id', 'contacts')
      table.boolean('given').notNullable()
      // The version of the consent text the person saw (Legea 506/2004: what they agreed to).
      table.string('text_version', 40).notNullable()
      // 'member' (in the app), 'admin' (recorded by staff), 'import'.
      table.string('source', 10).notNullable()
      table.string('ip', 45).nullable()
      table.timestamp('at').notNullable()
      table.index(['community_id', 'contact_id', 'at'])
    })

    this.schema.alterTable('event_registrations', (table) => {
      table.integer('member_id').unsigned().nullable().references('members.id').onDelete('SET NULL')
      table.index(['member_id'])
    })
  }

  async down() {
    this.schema.alterTable('event_registrations', (table) => {
      table.dropColumn('member_id')
    })
    for (const name of [
      'marketing_consents',
      'quest_completions',
      'segment_contacts',
      'quiz_response_answers',
      'quiz_responses',
      'community_members',
      'member_access_tokens',
      'member_sign_in_codes',
      'member_identities',
      'members',
    ]) {
      this.schema.dropTable(name)
    }
  }
}

/** The member a row belongs to, gone with the account. */
function memberColumn(table: TableBuilder) {
  table.integer('member_id').unsigned().notNullable().references('members.id').onDelete('CASCADE')
}

/** A composite foreign key that keeps the row's `column` in its own community. */
function sameCommunity(table: TableBuilder, column: string, target: string) {
  table
    .foreign(['community_id', column])
    .references(['community_id', 'id'])
    .inTable(target)
    .onDelete('CASCADE')
}
