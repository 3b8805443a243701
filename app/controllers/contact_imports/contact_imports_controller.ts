import { readFile } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { Readable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import ContactImport from '#models/contact_import'
import { IMPORT_FIELDS } from '#shared/contact_import'
import { ContactImportService } from '#services/contact_imports/contact_import_service'
import { importDataValidator } from '#validators/contact_imports/contact_import'
import ContactImportTransformer from '#transformers/contact_imports/contact_import_transformer'
import { skippedKey } from '#services/contact_imports/contact_import_job'
import type { SkippedRow } from '#shared/contact_import'
import { fieldError } from '#validators/shared/field_error'
import { csvLine } from '#services/shared/csv'

/** The skipped rows' report: every cell quoted, columns separated by commas. */
const REPORT_CSV = { delimiter: ',', quoteAll: true }

export default class ContactImportsController {
  private find({ tenant, params, i18n }: HttpContext) {
    return ContactImport.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  async wizard({ inertia }: HttpContext) {
    return inertia.render('contact_imports/importer', {
      fields: IMPORT_FIELDS.map(({ id, name }) => ({ id, name })),
    })
  }

  async fields({ response }: HttpContext) {
    return response.json(IMPORT_FIELDS.map(({ id, name }) => ({ id, name })))
  }

  async start({ request, response, tenant, auth, i18n }: HttpContext) {
    let parsed: unknown
    try {
      parsed = JSON.parse(String(request.input('importData') ?? '{}'))
    } catch {
      parsed = null
    }
    if (!parsed || typeof parsed !== 'object') {
      throw fieldError('importData', 'json', i18n.t('contact_imports.file.processing_error'))
    }
    const data = await request.validateUsing(importDataValidator, { data: parsed })
    const file = request.file('file')
    const upload =
      file?.tmpPath && file.clientName
        ? { name: file.clientName, bytes: new Uint8Array(await readFile(file.tmpPath)) }
        : null
    const contactImport = await ContactImportService.start(
      tenant,
      auth.use('web').user!.id,
      upload,
      data,
      i18n
    )
    return response.status(202).json({ id: contactImport.uid })
  }

  async show(ctx: HttpContext) {
    const contactImport = await this.find(ctx)
    const [waiting] = await Promise.all([
      ContactImportService.waiting(ctx.tenant, contactImport),
      contactImport.load('user'),
    ])
    return ctx.response.json({
      ...new ContactImportTransformer(contactImport).toRow(ctx.i18n),
      waiting,
      skippedRows: contactImport.skipped.slice(0, 100).map((row) => ({
        row: row.row,
        reason: ContactImportTransformer.skippedReason(ctx.i18n, row),
      })),
    })
  }

  async skipped(ctx: HttpContext) {
    const contactImport = await this.find(ctx)
    const { i18n, response } = ctx
    const key = skippedKey(contactImport)
    const rows: AsyncIterable<SkippedRow> | SkippedRow[] = (await drive.use().exists(key))
      ? (async function* () {
          const lines = createInterface({ input: await drive.use().getStream(key) })
          for await (const line of lines) if (line) yield JSON.parse(line) as SkippedRow
        })()
      : contactImport.skipped
    async function* csv() {
      const header = [i18n.t('contact_imports.report.row'), i18n.t('contact_imports.report.reason')]
      yield '\uFEFF' + csvLine(header, REPORT_CSV)
      for await (const row of rows) {
        yield csvLine(
          [String(row.row), ContactImportTransformer.skippedReason(i18n, row)],
          REPORT_CSV
        )
      }
    }
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header(
      'Content-Disposition',
      `attachment; filename="randuri-sarite-${contactImport.uid}.csv"`
    )
    response.stream(Readable.from(csv()))
  }

  async index({ inertia, tenant, i18n }: HttpContext) {
    const imports = await ContactImport.forTenant(tenant)
      .preload('user')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
    return inertia.render('contact_imports/index', {
      imports: imports.map((row) => new ContactImportTransformer(row).toRow(i18n)),
    })
  }

  async undo(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const contactImport = await this.find(ctx)
    if (contactImport.status !== 'done') {
      session.flash('error', i18n.t('contact_imports.history.not_undoable'))
      return response.redirect().withQs().back()
    }
    await ContactImportService.undo(contactImport)
    session.flash(
      'success',
      i18n.t('contact_imports.history.undone', { file: contactImport.fileName })
    )
    return response.redirect().withQs().back()
  }
}
