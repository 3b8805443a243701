import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import ContactImport from '#models/contact_import'

/**
 * A finished import of a members' file that changed nothing (no rows, no lists); merge
 * `communityId` and, for a person's import, `userId`. State `queued`: waiting for its job (merge
 * its `fileKey`, `options` and `rowsTotal`).
 */
export const ContactImportFactory = factory
  .define(ContactImport, () => ({
    fileName: 'membri.csv',
    status: 'done' as const,
    finishedAt: DateTime.now(),
  }))
  .state('queued', (contactImport) => {
    contactImport.status = 'queued'
    contactImport.finishedAt = null
  })
  .build()
