import { BaseTransformer } from '@adonisjs/core/transformers'
import type { I18n } from '@adonisjs/i18n'
import type ContactImport from '#models/contact_import'
import type { ImportRow } from '#shared/contact_import'

export default class ContactImportTransformer extends BaseTransformer<ContactImport> {
  static skippedReason(i18n: I18n, row: { reason: string; column?: string }) {
    return i18n.t(`contact_imports.reasons.${row.reason}`, { column: row.column ?? '' })
  }

  toRow(i18n: I18n): ImportRow {
    const contactImport = this.resource
    return {
      uid: contactImport.uid,
      fileName: contactImport.fileName,
      user: contactImport.user
        ? `${contactImport.user.firstName} ${contactImport.user.lastName}`.trim()
        : null,
      createdAt: contactImport.createdAt.toISO()!,
      finishedAt: contactImport.finishedAt?.toISO() ?? null,
      status: contactImport.status,
      rowsTotal: contactImport.rowsTotal,
      rowsDone: contactImport.rowsDone,
      created: contactImport.createdCount,
      updated: contactImport.updatedCount,
      unchanged: contactImport.unchangedCount,
      skipped: contactImport.skippedCount,
      lists: contactImport.lists.map((list) => ({ title: list.title, added: list.added })),
      newList: contactImport.lists.find((list) => list.created)?.title ?? null,
      error: contactImport.status === 'failed' ? i18n.t('contact_imports.failed') : null,
    }
  }
}
