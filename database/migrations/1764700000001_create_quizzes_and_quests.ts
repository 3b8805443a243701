import { BaseSchema } from '@adonisjs/lucid/schema'
import { tenantRecord } from '#database/schema_helpers'

/**
 * Quizzes and quests of a community (issue 30; docs/content.md).
 *
 * - `quizzes` (soft-deleted like products) with `quiz_questions` and their `quiz_answers`;
 *   an answer may point at a segment of the same community (checked by the validator; the
 *   segment's deletion clears it). Children are read through their quiz, never on their own.
 * - `quests` (soft-deleted) with `quest_questions` and their `quest_options`: 2 to 5 options,
 *   exactly one correct (the validator; the partial unique index refuses a second one).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('quizzes', (table) => {
      tenantRecord(table, this)
      table.string('name', 200).notNullable()
      table.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('deleted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
    this.schema.raw(
      'create index quizzes_community_active on quizzes (community_id, id) where deleted_at is null'
    )
    this.schema.raw('create index quizzes_created_by on quizzes (created_by)')

    this.schema.createTable('quiz_questions', (table) => {
      table.increments('id')
      table.integer('quiz_id').unsigned().notNullable().references('quizzes.id').onDelete('CASCADE')
      table.integer('position').notNullable()
      table.string('text', 500).notNullable()
      table.string('type', 10).notNullable()
      table.index(['quiz_id', 'position'])
    })
    this.schema.raw(
      "alter table quiz_questions add constraint quiz_questions_type check (type in ('single', 'multiple'))"
    )

    this.schema.createTable('quiz_answers', (table) => {
      table.increments('id')
      table
        .integer('question_id')
        .unsigned()
        .notNullable()
        .references('quiz_questions.id')
        .onDelete('CASCADE')
      table.integer('position').notNullable()
      table.string('text', 300).notNullable()
      table
        .integer('segment_id')
        .unsigned()
        .nullable()
        .references('segments.id')
        .onDelete('SET NULL')
      table.index(['question_id', 'position'])
      table.index(['segment_id'])
    })

    this.schema.createTable('quests', (table) => {
      tenantRecord(table, this)
      table.string('title', 200).notNullable()
      table.string('quest_type', 10).notNullable().defaultTo('quiz')
      table.text('description').notNullable()
      table.string('cover_image').nullable()
      table.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('deleted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
    this.schema.raw(
      "alter table quests add constraint quests_quest_type check (quest_type in ('quiz'))"
    )
    this.schema.raw(
      'create index quests_community_active on quests (community_id, id) where deleted_at is null'
    )
    this.schema.raw('create index quests_created_by on quests (created_by)')

    this.schema.createTable('quest_questions', (table) => {
      table.increments('id')
      table.integer('quest_id').unsigned().notNullable().references('quests.id').onDelete('CASCADE')
      table.integer('position').notNullable()
      table.string('text', 500).notNullable()
      table.index(['quest_id', 'position'])
    })

    this.schema.createTable('quest_options', (table) => {
      table.increments('id')
      table
        .integer('question_id')
        .unsigned()
        .notNullable()
        .references('quest_questions.id')
        .onDelete('CASCADE')
      table.integer('position').notNullable()
      table.string('text', 300).notNullable()
      table.boolean('is_correct').notNullable().defaultTo(false)
      table.index(['question_id', 'position'])
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
