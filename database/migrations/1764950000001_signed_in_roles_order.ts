import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `signed_in_roles` (database/migrations/1764650000001_signed_in_roles_function.ts) with the
 * communities of a role in a fixed order: by name, then by id, so that two communities of one
 * name are listed alike on every request, whichever plan a connection keeps.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      create or replace function signed_in_roles(p_user_id integer) returns json
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
                    order by communities.name, communities.id)
                  from communities where communities.organization_id = organizations.id), '[]'))
              from organizations where organizations.id = user_roles.organization_id)
          ) order by roles.id)
          from user_roles join roles on roles.id = user_roles.role_id
          where user_roles.user_id = p_user_id), '[]');
      end $$`)
  }

  async down() {
    this.schema.raw(`
      create or replace function signed_in_roles(p_user_id integer) returns json
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
}
