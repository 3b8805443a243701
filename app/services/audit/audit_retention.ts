import db from '@adonisjs/lucid/services/db'
import auditConfig from '#config/audit'

export const AUDIT_RETENTION_JOB = 'audit.retention'

/**
 * The retention cut: the one path that deletes audit entries. Each batch runs in a transaction
 * that sets `audit.retention_cut` on and the retention in days, which the table's trigger
 * checks row by row (older than both the setting and its own floor of 365 days), so neither a
 * mistake here nor any other statement can delete a younger entry.
 */
export class AuditRetention {
  static async cut(retentionDays = auditConfig.retentionDays, batch = auditConfig.cutBatch) {
    let deleted = 0
    for (;;) {
      const count = await db.transaction(async (trx) => {
        await trx.rawQuery(
          `select set_config('audit.retention_cut', 'on', true),
                  set_config('audit.retention_days', ?, true)`,
          [String(retentionDays)]
        )
        // Raw: the oldest batch by the created_at index, deleted by id.
        const result = await trx.rawQuery(
          `delete from audit_entries where id in (
             select id from audit_entries
              where created_at < now() - make_interval(days => ?::integer)
              order by created_at limit ?::integer)`,
          [retentionDays, batch]
        )
        return Number(result.rowCount ?? 0)
      })
      deleted += count
      if (count < batch) return deleted
    }
  }
}
