import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Sessions (docs/security.md, "Ending sessions"): `users.session_epoch` moves whenever all of a
 * user's sessions (or all but the current one) are ended. Each session keeps the value it was
 * signed in with; one holding an older value is signed out at its next request, even when a
 * request in flight wrote its row back after the row was deleted.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.integer('session_epoch').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('session_epoch')
    })
  }
}
