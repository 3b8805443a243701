import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The platform lists read like the tenant ones: sorted by name regardless of
 * case (`lower(name)`, then id for a stable order) and searched by "contains".
 * Without these every page of /organizations sorted all the organizations and
 * every search compared each of them three times with ILIKE, which is slow on
 * non-ASCII text: with 2,000 organizations a page cost 1.5–2 ms and a search
 * 6 ms of database time, the largest share of a list request under load
 * (bench/load.ts).
 *
 * - `(lower(name), id)` gives the first page, any page and the reverse order
 *   by walking the index (forward or backward).
 * - `search`: a stored, normalised text (lower case, no diacritics) of the
 *   searched columns, as the contacts have, with a trigram index: a search is
 *   one LIKE on it, and "asociatia" finds "Asociația".
 */
const SEARCHED = {
  organizations: ['name', 'slug', 'url'],
  communities: ['name', 'slug', 'description'],
} as const

export default class extends BaseSchema {
  async up() {
    this.schema.raw('create index organizations_screen_name on organizations (lower(name), id)')
    this.schema.raw('create index communities_screen_name on communities (lower(name), id)')
    this.schema.raw(
      'create index communities_organization_screen_name on communities (organization_id, lower(name), id)'
    )
    for (const [table, columns] of Object.entries(SEARCHED)) {
      const text = columns.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `)
      this.schema.raw(
        `alter table ${table} add column search text generated always as (lower(immutable_unaccent(${text}))) stored`
      )
      this.schema.raw(
        `create index ${table}_search_trgm on ${table} using gin (search gin_trgm_ops)`
      )
    }
  }

  async down() {
    for (const table of Object.keys(SEARCHED)) {
      this.schema.raw(`alter table ${table} drop column search`)
    }
    this.schema.raw('drop index if exists communities_organization_screen_name')
    this.schema.raw('drop index if exists communities_screen_name')
    this.schema.raw('drop index if exists organizations_screen_name')
  }
}
