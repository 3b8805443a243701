/*
|--------------------------------------------------------------------------
| The queue's jobs (app/services/queue.ts)
|--------------------------------------------------------------------------
| Every job is registered here, in every process (web, ace), so that code
| can enqueue it anywhere; only processes that work the queue (the web
| process with QUEUE_WORKERS=inline, `node ace queue:work`) run them.
*/
import { DateTime } from 'luxon'
import { registerJob } from '#services/queue'
import { IMPORT_JOB } from '#services/contact_imports/contact_import_service'
import { runImport } from '#services/contact_imports/contact_import_job'
import { registerRegistrationJobs } from '#services/event_attendees/registration_jobs'
import {
  databaseRateStore,
  refreshRateFromFeed,
} from '#services/exchange_rates/exchange_rate_service'
import { EfacturaTransmission, SWEEP_JOB, TRANSMIT_JOB } from '#services/efactura/transmission'
import { AUDIT_RETENTION_JOB, AuditRetention } from '#services/audit/audit_retention'

/**
 * The EUR→RON rate, once a day after the BNR publishes (around 13:00 in
 * Bucharest), and when workers start without today's rate.
 */
registerJob('exchange-rate.refresh', () => refreshRateFromFeed(), {
  schedule: { cron: '30 13 * * *', tz: 'Europe/Bucharest' },
  atStart: async () => {
    const latest = await databaseRateStore.latest()
    return latest?.date !== DateTime.now().setZone('Europe/Bucharest').toISODate()
  },
})

/** A contact import: reads the stored file, writes every row in one transaction. */
registerJob<{ importId: number }>(IMPORT_JOB, ({ importId }) => runImport(importId), {
  // Someone is watching the wizard's progress: a worker takes it at once.
  wakeWorkers: true,
  pollingIntervalSeconds: 0.5,
  // One running import per community (its group): the others wait in the queue. runImport also
  // holds the community's lock, should two workers fetch at the same instant.
  groupConcurrency: 1,
  // A worker killed mid-import (its transaction gone with it, nothing written): another takes
  // the import again within a minute or so. 30 s: SheetJS reads a large XLSX in one go, without
  // a beat, and a live worker must not lose its import. The retry starts over at once.
  heartbeatSeconds: 30,
  retryDelay: 1,
})

/**
 * e-Factura: one step of a document's way to ANAF (send, or ask about it); the step queues the
 * next itself, with its delay (docs/efactura.md). Failures of ANAF are retried by the step.
 */
registerJob<{ submissionId: number }>(TRANSMIT_JOB, ({ submissionId }) =>
  EfacturaTransmission.run(submissionId)
)

/** Every ten minutes: documents without a submission get one, due ones are queued again. */
registerJob(SWEEP_JOB, () => EfacturaTransmission.sweep(), {
  schedule: { cron: '*/10 * * * *', tz: 'Europe/Bucharest' },
})

/** The event registrations' e-mails and the sweep of ended holds and offers. */
registerRegistrationJobs()

/** The audit trail's retention (config/audit.ts): entries older than it go, once a day at night. */
registerJob(AUDIT_RETENTION_JOB, () => AuditRetention.cut(), {
  schedule: { cron: '30 3 * * *', tz: 'Europe/Bucharest' },
})
