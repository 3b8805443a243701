import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The seller as it was when the invoice was issued: the organization's name, the community
 * and the billing details (an issued invoice never changes with the organization's form).
 * Invoices issued before this migration get the details the organization has now.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('invoices', (table) => {
      table.jsonb('seller').nullable()
    })
    this.schema.raw(`
      update invoices set seller = jsonb_build_object(
        'name', organizations.name,
        'community', communities.name,
        'billing', coalesce(organizations.billing_info, '{}'::jsonb))
      from communities join organizations on organizations.id = communities.organization_id
      where communities.id = invoices.community_id`)
    this.schema.raw('alter table invoices alter column seller set not null')
  }

  async down() {
    this.schema.alterTable('invoices', (table) => {
      table.dropColumn('seller')
    })
  }
}
