import type { BaseSchema } from '@adonisjs/lucid/schema'

/** The table builder `createTable` hands its callback. */
export type TableBuilder = Parameters<Parameters<BaseSchema['schema']['createTable']>[1]>[0]

/** A community's own column: required, gone with the community. */
export function communityColumn(table: TableBuilder) {
  table
    .integer('community_id')
    .unsigned()
    .notNullable()
    .references('communities.id')
    .onDelete('CASCADE')
}

/**
 * The first columns of a community's record: `id`, a random `uid` (what URLs carry) and
 * `community_id`, with unique (community_id, id) for the composite foreign keys that keep a
 * link inside one community (and as the index every tenant query leads with).
 */
export function tenantRecord(table: TableBuilder, schema: BaseSchema) {
  table.increments('id')
  table.uuid('uid').notNullable().unique().defaultTo(schema.raw('gen_random_uuid()'))
  communityColumn(table)
  table.unique(['community_id', 'id'])
}

/**
 * A link between two records of one community (a list's contacts, a segment's products):
 * `community_id` and one column per side, the three as primary key, each side a composite
 * foreign key to its table (so a link across communities cannot exist), and an index for
 * reading from the second side.
 */
export function tenantLink(
  table: TableBuilder,
  sides: [[column: string, table: string], [column: string, table: string]]
) {
  communityColumn(table)
  for (const [column] of sides) table.integer(column).unsigned().notNullable()
  table.primary(['community_id', ...sides.map(([column]) => column)])
  for (const [column, target] of sides) {
    table
      .foreign(['community_id', column])
      .references(['community_id', 'id'])
      .inTable(target)
      .onDelete('CASCADE')
  }
  table.index(['community_id', sides[1][0]])
}
