import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** By the link's full key, community first, as its primary key leads. */
export function linkRowsOf(
  table: string,
  column: string,
  record: { id: number; communityId: number },
  client: QueryClientContract = db.connection()
) {
  return client
    .from(table)
    .where(`${table}.community_id`, record.communityId)
    .where(`${table}.${column}`, record.id)
}
