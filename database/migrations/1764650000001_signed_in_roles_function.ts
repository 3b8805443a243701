import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The signed-in user's roles, with each role's organization and its communities
 * and their modules, as one JSON value (the shape of SignedInRole in
 * app/services/auth/signed_in_user_provider.ts). Every request reads it with the
 * user. A PL/pgSQL function because PostgreSQL keeps the plan of its query per
 * connection: written inline, the nested aggregate is planned again on every
 * request (docs/performance.md, bench:load). A change of the shape is a new
 * migration with `create or replace`.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      create function signed_in_roles(p_user_id integer) returns json
      language plpgsql stable as $$
      begin
        return coalesce((
          select json_agg(json_build_object(
            'name', roles.name,
            'organization_id', user_roles.organization_id,
            'organization', (
              select json_build_object('uid', organizations.uid, 'name', organizations.name,
                'communities', coalesce((
                  select json_agg(json_build_object('id', communities.id, 'uid', communities.uid,
                    'name', communities.name,
                    'module_slugs', array(
                      select modules.slug from community_modules
                      join modules on modules.id = community_modules.module_id
                      where community_modules.community_id = communities.id
                      order by modules.slug))
                    order by communities.name)
                  from communities where communities.organization_id = organizations.id), '[]'))
              from organizations where organizations.id = user_roles.organization_id)
          ) order by roles.id)
          from user_roles join roles on roles.id = user_roles.role_id
          where user_roles.user_id = p_user_id), '[]');
      end $$`)
  }

  async down() {
    this.schema.raw('drop function signed_in_roles(integer)')
  }
}
