import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every tenant table has an index that leads with its owner column.
 * user_roles had only (user_id, role_id, organization_id): the users of an
 * organization (User.forTenant) are read by organization_id.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('user_roles', (table) => {
      table.index(['organization_id', 'user_id'], 'user_roles_organization_id_user_id_index')
    })
  }

  async down() {
    this.schema.alterTable('user_roles', (table) => {
      table.dropIndex(['organization_id', 'user_id'], 'user_roles_organization_id_user_id_index')
    })
  }
}
