import { BaseSchema } from '@adonisjs/lucid/schema'
import { communityColumn, tenantRecord, type TableBuilder } from '#database/schema_helpers'

/**
 * Quizzes and quests of a community (docs/content.md).
 *
 * - `quizzes` (soft-deleted like products) with `quiz_questions` and their `quiz_answers`; an
 *   answer may point at a segment, which the composite key keeps in the quiz's community (the
 *   segment's deletion clears it, the answer stays).
 * - `quests` (soft-deleted) with `quest_questions` and their `quest_options`: 2 to 5 options,
 *   exactly one correct (the validator; the partial unique index refuses a second one).
 *
 * Children carry the community too, in their composite foreign keys: a question, an answer or
 * an option never belongs to another community's quiz or quest.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('quizzes', (table) => {
      tenantRecord(table, this)
      table.string('name', 200).notNullable()
      creatorAndDates(table)
    })
    this.schema.raw(
      'create index quizzes_community_active on quizzes (community_id, id) where deleted_at is null'
    )

    this.schema.createTable('quiz_questions', (table) => {
      childOf(table, 'quiz_id', 'quizzes')
      table.string('text', 500).notNullable()
      table.string('type', 10).notNullable()
    })
    this.schema.raw(
      "alter table quiz_questions add constraint quiz_questions_type check (type in ('single', 'multiple'))"
    )

    this.schema.createTable('quiz_answers', (table) => {
      childOf(table, 'question_id', 'quiz_questions')
      table.string('text', 300).notNullable()
      table.integer('segment_id').unsigned().nullable()
      table.index(['community_id', 'segment_id'])
    })
    // A deleted segment leaves its answers without one (only segment_id is cleared).
    this.schema.raw(`
      alter table quiz_answers add constraint quiz_answers_segment_fk
        foreign key (community_id, segment_id) references segments (community_id, id)
        on delete set null (segment_id)
    `)

    this.schema.createTable('quests', (table) => {
      tenantRecord(table, this)
      table.string('title', 200).notNullable()
      table.string('quest_type', 10).notNullable().defaultTo('quiz')
      table.text('description').notNullable()
      table.string('cover_image').nullable()
      creatorAndDates(table)
    })
    this.schema.raw("alter table quests add constraint quests_type check (quest_type in ('quiz'))")
    this.schema.raw(
      'create index quests_community_active on quests (community_id, id) where deleted_at is null'
    )

    this.schema.createTable('quest_questions', (table) => {
      childOf(table, 'quest_id', 'quests')
      table.string('text', 500).notNullable()
    })

    this.schema.createTable('quest_options', (table) => {
      childOf(table, 'question_id', 'quest_questions')
      table.string('text', 300).notNullable()
      table.boolean('is_correct').notNullable().defaultTo(false)
    })
    // At most one correct option a question (the validator asks for exactly one).
    this.schema.raw(
      'create unique index quest_options_one_correct on quest_options (question_id) where is_correct'
    )
  }

  async down() {
    for (const name of [
      'quest_options',
      'quest_questions',
      'quests',
      'quiz_answers',
      'quiz_questions',
      'quizzes',
    ]) {
      this.schema.dropTable(name)
    }
  }
}

/** Author (kept null when the user goes), soft deletion and timestamps. */
function creatorAndDates(table: TableBuilder) {
  table.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
  table.timestamp('deleted_at').nullable()
  table.timestamp('created_at').notNullable()
  table.timestamp('updated_at').nullable()
}

/**
 * A row of a quiz's or quest's tree: its id, the community, the parent (a composite foreign
 * key, gone with it) and its position among its siblings.
 */
function childOf(table: TableBuilder, column: string, parent: string) {
  table.increments('id')
  communityColumn(table)
  table.integer(column).unsigned().notNullable()
  table.integer('position').notNullable()
  table.unique(['community_id', 'id'])
  table
    .foreign(['community_id', column])
    .references(['community_id', 'id'])
    .inTable(parent)
    .onDelete('CASCADE')
  table.index(['community_id', column, 'position'])
}
