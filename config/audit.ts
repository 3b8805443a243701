import env from '#start/env'

/** The shortest retention the database lets the cut apply (its trigger's floor). */
export const AUDIT_MIN_RETENTION_DAYS = 365

/**
 * The audit trail (docs/security.md, "Audit trail"): how long an entry is kept. The daily job
 * `audit.retention` deletes older ones; never less than a year, whatever is configured.
 */
const auditConfig = {
  retentionDays: Math.max(AUDIT_MIN_RETENTION_DAYS, env.get('AUDIT_RETENTION_DAYS') ?? 730),
  /** Entries deleted per statement, so a first cut of millions never holds one long lock. */
  cutBatch: 10_000,
}

export default auditConfig
