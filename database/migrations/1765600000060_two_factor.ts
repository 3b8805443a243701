import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Two-factor sign-in (docs/security.md, "Two-factor sign-in"): a user's TOTP secret (encrypted),
 * when it was confirmed, the last time step accepted (no replay), the unused recovery codes'
 * hashes; and an organization's switch making it mandatory for its administrators.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.text('two_factor_secret').nullable()
      table.timestamp('two_factor_enabled_at', { useTz: true }).nullable()
      table.bigInteger('two_factor_last_step').nullable()
      table.jsonb('two_factor_recovery_codes').nullable()
    })
    this.schema.alterTable('organizations', (table) => {
      table.boolean('two_factor_required').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('organizations', (table) => {
      table.dropColumn('two_factor_required')
    })
    this.schema.alterTable('users', (table) => {
      table.dropColumns(
        'two_factor_secret',
        'two_factor_enabled_at',
        'two_factor_last_step',
        'two_factor_recovery_codes'
      )
    })
  }
}
