import { BaseSchema } from '@adonisjs/lucid/schema'

/** A quiz's cover image (image type quiz_cover): the stored key, null without one. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('quizzes', (table) => {
      table.string('cover_image').nullable()
    })
  }

  async down() {
    this.schema.alterTable('quizzes', (table) => {
      table.dropColumn('cover_image')
    })
  }
}
