/** The contact import job (issue 14): runs app/services/imports/run_import.ts for one import. */
import { registerJob } from '#services/queue'
import { IMPORT_JOB } from '#services/imports/import_service'
import { runImport } from '#services/imports/run_import'

registerJob<{ importId: number }>(IMPORT_JOB, ({ importId }) => runImport(importId))
