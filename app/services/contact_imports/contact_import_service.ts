import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { errors as vineErrors } from '@vinejs/vine'
import Contact from '#models/contact'
import ContactImport from '#models/contact_import'
import ContactList from '#models/contact_list'
import MarketingConsent from '#models/marketing_consent'
import { communityScope, type TenantScope } from '#models/mixins/with_tenant_scope'
import {
  fileErrorMessage,
  type ImportFileErrorCode,
  type ImportMarketingBasis,
} from '#shared/contact_import'
import { ImportFileError, extensionOf, readImportFile, type FileSummary } from '#shared/import_file'
import { enqueue } from '#services/queue'
import { countStart, ensureStartLeft } from '#services/shared/start_limits'
import { importPlanValidator, type ImportPlan } from '#validators/contact_imports/contact_import'
import { GdprTrail } from '#services/gdpr/gdpr_trail'
import { AuditService } from '#services/audit/audit_service'

export const IMPORT_JOB = 'import-contacts'
/** The queue group of a community's imports: one of them runs at a time (start/jobs.ts). */
export const importGroup = (communityId: number) => `community-${communityId}`

type Problem = { field: string; message: string }

const filled = (record: Record<string, string | undefined> | undefined) =>
  Object.fromEntries(
    Object.entries(record ?? {}).filter((entry): entry is [string, string] => !!entry[1])
  )

/** Anything may still be missing: the plan is checked against the file later. */
export type ImportInput = {
  columnMapping: Record<string, string | undefined>
  customLabels?: Record<string, string | undefined>
  selectedLists?: number[]
  newList?: { title?: string; description?: string } | null
  checkDuplicates?: boolean
  marketingBasis?: string
  consentTextVersion?: string
}

export const fileMessage = (i18n: I18n, code: ImportFileErrorCode | 'required') =>
  fileErrorMessage(code, (key, values) => i18n.t(key, values))

const refuse = (problems: Problem[]) =>
  new vineErrors.E_VALIDATION_ERROR(problems.map((p) => ({ ...p, rule: 'import' })))

export class ContactImportService {
  /** Checks the plan like the wizard does, but against the file itself and the community's real lists. */
  static async start(
    tenant: TenantScope & { communityId: number },
    userId: number,
    upload: { name: string; bytes: Uint8Array } | null,
    data: ImportInput,
    i18n: I18n
  ) {
    // A user past the minute's imports is refused before the file is read.
    await ensureStartLeft('import', userId)
    if (!upload) throw refuse([{ field: 'file', message: fileMessage(i18n, 'required') }])
    let file: FileSummary
    try {
      file = await readImportFile(upload.name, upload.bytes)
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error
      throw refuse([{ field: 'file', message: fileMessage(i18n, error.code) }])
    }
    const plan: ImportPlan = {
      columnMapping: filled(data.columnMapping),
      customLabels: filled(data.customLabels),
      selectedLists: [...new Set(data.selectedLists ?? [])],
      newList: data.newList
        ? { title: data.newList.title ?? '', description: data.newList.description ?? '' }
        : null,
      marketingBasis: data.marketingBasis ?? 'none',
      ...(data.consentTextVersion ? { consentTextVersion: data.consentTextVersion } : {}),
    }
    const lists = await ContactList.forTenant(tenant).select('contact_lists.id')
    await importPlanValidator.validate(plan, {
      meta: { columns: file.headers, listIds: lists.map((list) => list.id) },
      messagesProvider: i18n.createMessagesProvider(),
    })
    const { columnMapping, customLabels, selectedLists, newList } = plan
    const marketingBasis = plan.marketingBasis as ImportMarketingBasis
    // An import that would start counts (the refused ones do not).
    await countStart('import', userId)

    const contactImport = await ContactImport.create({
      communityId: tenant.communityId,
      userId,
      fileName: upload.name.slice(0, 255),
      options: {
        columnMapping,
        customLabels,
        selectedLists,
        newList,
        checkDuplicates: data.checkDuplicates ?? true,
        marketingBasis,
        consentTextVersion: marketingBasis !== 'none' ? (plan.consentTextVersion ?? null) : null,
      },
      status: 'queued',
      rowsTotal: file.total,
    })
    const key = `imports/${tenant.communityId}/${contactImport.uid}.${extensionOf(upload.name)}`
    await drive.use().put(key, upload.bytes)
    contactImport.fileKey = key
    await contactImport.save()
    await enqueue(
      IMPORT_JOB,
      { importId: contactImport.id },
      { group: importGroup(tenant.communityId) }
    )
    return contactImport
  }

  static async waiting(tenant: TenantScope, contactImport: ContactImport) {
    if (contactImport.status !== 'queued') return false
    const running = await ContactImport.forTenant(tenant)
      .where('status', 'running')
      .whereNot('id', contactImport.id)
      .select('id')
      .first()
    return !!running
  }

  /** The contacts it updated keep their new values. */
  static async undo(contactImport: ContactImport) {
    const community = communityScope(contactImport.communityId)
    await db.transaction(async (trx) => {
      await ContactImport.addedMemberships(contactImport, trx).delete()
      // The consents it recorded for the contacts it matched (its own contacts' go with them).
      await MarketingConsent.forTenant(community)
        .useTransaction(trx)
        .where('import_id', contactImport.id)
        .delete()
      const removed = Contact.forTenant(community)
        .useTransaction(trx)
        .where('contacts.import_id', contactImport.id)
      // What the staff changed on them since is redacted (docs/security.md, "A contact's delete").
      await GdprTrail.removeContacts(removed, trx, () => removed.clone().delete())
      const created = contactImport.lists.filter((list) => list.created).map((list) => list.id)
      if (created.length) {
        await ContactList.forTenant(community)
          .useTransaction(trx)
          .whereIn('contact_lists.id', created)
          .whereNotExists((members) =>
            members
              .from('contact_list_members')
              .whereColumn('contact_list_members.contact_list_id', 'contact_lists.id')
          )
          .delete()
      }
      await ContactImport.forTenant(community)
        .useTransaction(trx)
        .where('imports.id', contactImport.id)
        .update({ status: 'undone', undone_at: new Date() })
      await AuditService.record({
        action: 'import_undo',
        record: { type: 'import', id: contactImport.id, label: contactImport.fileName },
        details: { created: contactImport.createdCount },
        communityId: contactImport.communityId,
        client: trx,
      })
    })
  }
}
