import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Sessions (issue 50, part 2; docs/security.md, "Sessions"): what My account lists about each
 * signed-in session. The session store writes only `id`, `data`, `user_id` and `expires_at`;
 * these columns are written by the app at sign-in and, at most once a minute, on a request.
 * - `public_id`: the handle shown in URLs (the row's `id` is the cookie's secret, never shown);
 * - `ip_address`, `user_agent`: of the last request recorded;
 * - `created_at`: the sign-in; `last_seen_at`: the last request recorded;
 * - `remembered`: signed in with remember-me; `remember_token_id`: its token, deleted with the session.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('sessions', (table) => {
      table.uuid('public_id').notNullable().unique().defaultTo(this.raw('gen_random_uuid()'))
      table.string('ip_address', 45).nullable()
      table.string('user_agent', 500).nullable()
      table.timestamp('created_at').notNullable().defaultTo(this.now())
      table.timestamp('last_seen_at').nullable()
      table.boolean('remembered').notNullable().defaultTo(false)
      table.integer('remember_token_id').nullable()
    })
  }

  async down() {
    this.schema.alterTable('sessions', (table) => {
      for (const column of [
        'public_id',
        'ip_address',
        'user_agent',
        'created_at',
        'last_seen_at',
        'remembered',
        'remember_token_id',
      ])
        table.dropColumn(column)
    })
  }
}
