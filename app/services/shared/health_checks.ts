import db from '@adonisjs/lucid/services/db'
import { queue } from '#services/queue'

/** PostgreSQL answers. Raw: the smallest statement a connection can run, on no table. */
export function databaseAnswers() {
  return db.rawQuery('select 1')
}

/** pg-boss answers, with its schema installed. */
export async function queueAnswers() {
  const boss = await queue()
  const version = await boss.schemaVersion()
  if (version === null) throw new Error('pg-boss schema not installed')
}
