import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A contact's postal address (docs/tenant.md, "Contacts"): street and number, city, county (its
 * ISO 3166-2:RO code), in Bucharest the sector, postal code; an invoice's buyer is prefilled
 * from it. `{}` when none was given.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('contacts', (table) => {
      table.jsonb('address').notNullable().defaultTo('{}')
    })
  }

  async down() {
    this.schema.alterTable('contacts', (table) => {
      table.dropColumn('address')
    })
  }
}
