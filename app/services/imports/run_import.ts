import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ContactImport from '#models/contact_import'
import ContactList from '#models/contact_list'
import { ImportFileError, parseImportFile } from '#shared/import_file'
import {
  groupRows,
  prepareRows,
  type ContactRecord,
  type Skip,
} from '#services/imports/import_rows'

/** Rows sent to the staging table by one statement. */
const CHUNK = 20_000

/**
 * The import job (issue 14; docs/tenant.md "Import"): reads the stored
 * file again, checks every row, and writes all good rows in ONE
 * transaction, set-based: the rows go into a temporary staging table by a
 * few multi-row statements, then one pass matches them to the community's
 * contacts, one inserts the new ones, one fills the matched ones, one adds
 * the list memberships. A failure anywhere (or a crash: the job runs
 * again) leaves nothing written.
 */
export async function runImport(importId: number) {
  const contactImport = await ContactImport.find(importId)
  if (!contactImport || !['queued', 'running'].includes(contactImport.status)) return
  contactImport.merge({ status: 'running', rowsDone: 0 })
  await contactImport.save()
  try {
    const bytes = await drive.use().getBytes(contactImport.fileKey!)
    const file = parseImportFile(contactImport.fileName, bytes)
    contactImport.rowsTotal = file.rows.length
    await contactImport.save()
    const { records, skipped } = prepareRows(file.headers, file.rows, contactImport.options)
    await db.transaction(async (trx) => {
      const report = await write(trx, contactImport, records, skipped)
      contactImport.useTransaction(trx)
      contactImport.merge({
        status: 'done',
        rowsDone: file.rows.length,
        createdCount: report.created,
        updatedCount: report.updated,
        skippedCount: skipped.length,
        skipped: skipped.sort((a, b) => a.row - b.row),
        lists: report.lists,
        finishedAt: DateTime.now(),
      })
      await contactImport.save()
    })
  } catch (error) {
    if (!(error instanceof ImportFileError)) logger.error({ err: error, importId }, 'import failed')
    await ContactImport.query()
      .where('id', importId)
      .update({
        status: 'failed',
        error: error instanceof ImportFileError ? error.code : String((error as Error).message),
        finished_at: new Date(),
      })
  }
  await forgetFile(contactImport)
}

async function forgetFile(contactImport: ContactImport) {
  if (!contactImport.fileKey) return
  await drive
    .use()
    .delete(contactImport.fileKey)
    .catch(() => {})
  await ContactImport.query().where('id', contactImport.id).update({ file_key: null })
}

async function write(
  trx: TransactionClientContract,
  contactImport: ContactImport,
  records: ContactRecord[],
  skipped: Skip[]
) {
  const communityId = contactImport.communityId
  const options = contactImport.options
  const importId = contactImport.id

  // The new list belongs to the import's transaction: a failed import leaves no list behind.
  const listIds = [...options.selectedLists]
  if (options.newList) {
    const list = await ContactList.create(
      {
        communityId,
        title: options.newList.title.trim(),
        description: options.newList.description?.trim() ?? '',
      },
      { client: trx }
    )
    listIds.push(list.id)
  }

  // One staging row per contact to write: a group of rows (duplicate check on) or one row.
  const groups = options.checkDuplicates
    ? groupRows(records)
    : withoutRepeatedEmails(records, skipped).map((record) => ({
        record,
        emails: new Set(record.email ? [record.email] : []),
        phones: new Set<string>(),
        rows: 1,
      }))

  await trx.rawQuery(`
    create temporary table import_staging (
      g int primary key, first_row int not null, rows int not null,
      first_name text not null, last_name text not null, email text, phone text,
      extra jsonb not null
    ) on commit drop`)
  // The contact each staged row becomes: a matched one, or a new one (its id taken first).
  await trx.rawQuery(
    'create temporary table import_targets (g int primary key, contact_id int not null, is_new boolean not null) on commit drop'
  )
  // Every email and phone of each group, to find the group's contact by.
  await trx.rawQuery(
    'create temporary table import_keys (g int not null, email text, phone text) on commit drop'
  )
  // The rows travel as JSON text, one statement per CHUNK rows, unpacked by PostgreSQL.
  for (let start = 0; start < groups.length; start += CHUNK) {
    const chunk = groups.slice(start, start + CHUNK)
    await trx.rawQuery(
      `insert into import_staging (g, first_row, rows, first_name, last_name, email, phone, extra)
       select * from jsonb_to_recordset(?::jsonb) as t(
         g int, first_row int, rows int, first_name text, last_name text, email text, phone text, extra jsonb)`,
      [
        JSON.stringify(
          chunk.map((group, i) => ({
            g: start + i,
            first_row: group.record.row,
            rows: group.rows,
            first_name: group.record.firstName,
            last_name: group.record.lastName,
            email: group.record.email,
            phone: group.record.phone,
            extra: group.record.extra,
          }))
        ),
      ]
    )
    const keys = chunk.flatMap((group, i) => [
      ...[...group.emails].map((email) => ({ g: start + i, email })),
      ...[...group.phones].map((phone) => ({ g: start + i, phone })),
    ])
    if (!keys.length) continue
    await trx.rawQuery(
      `insert into import_keys (g, email, phone)
       select * from jsonb_to_recordset(?::jsonb) as t(g int, email text, phone text)`,
      [JSON.stringify(keys)]
    )
  }
  await trx.rawQuery('analyze import_staging')
  await trx.rawQuery('analyze import_keys')

  if (options.checkDuplicates) {
    // The community's contact each group is (by any of its emails or phones; the oldest wins).
    await trx.rawQuery(
      `insert into import_targets (g, contact_id, is_new)
         select g, min(id), false from (
           select k.g, c.id from import_keys k
             join contacts c on c.community_id = ? and lower(c.email) = k.email
           union all
           select k.g, c.id from import_keys k
             join contacts c on c.community_id = ? and c.phone_number = k.phone
         ) found group by g`,
      [communityId, communityId]
    )
  } else {
    // Without the check, a row whose email a contact already has is skipped (the address is unique).
    const taken = await trx.rawQuery(
      `delete from import_staging s using contacts c
       where c.community_id = ? and s.email is not null and lower(c.email) = s.email
       returning s.first_row`,
      [communityId]
    )
    for (const { first_row: row } of taken.rows) skipped.push({ row, reason: 'email_taken' })
  }

  // New contacts get their ids first, so the memberships can name them.
  const sequence = await trx.rawQuery(`select pg_get_serial_sequence('contacts', 'id') as name`)
  await trx.rawQuery(
    `insert into import_targets (g, contact_id, is_new)
     select g, nextval(?::regclass), true from import_staging s
     where not exists (select 1 from import_targets t where t.g = s.g)`,
    [sequence.rows[0].name]
  )
  await trx.rawQuery(
    `insert into contacts (id, uid, community_id, first_name, last_name, email, phone_number, extra_data, type, import_id, created_at, updated_at)
     select t.contact_id, gen_random_uuid(), ?, first_name, last_name, email, phone, extra, 'contact', ?, now(), now()
     from import_staging s join import_targets t using (g) where t.is_new order by g`,
    [communityId, importId]
  )
  // Matched contacts: empty fields filled, extra keys added (their own values stay).
  await trx.rawQuery(
    `update contacts c set
       first_name = case when c.first_name = '' then s.first_name else c.first_name end,
       last_name = case when c.last_name = '' then s.last_name else c.last_name end,
       email = case when c.email is null and s.email is not null and not exists (
         select 1 from contacts o where o.community_id = c.community_id and lower(o.email) = s.email
       ) then s.email else c.email end,
       phone_number = coalesce(c.phone_number, s.phone),
       extra_data = s.extra || c.extra_data,
       updated_at = now()
     from (
       select distinct on (t.contact_id) t.contact_id, s.*
       from import_staging s join import_targets t using (g)
       where not t.is_new order by t.contact_id, s.g
     ) s
     where c.community_id = ? and c.id = s.contact_id`,
    [communityId]
  )
  const totals = await trx.rawQuery(
    `select coalesce(sum(case when is_new then 1 else 0 end), 0)::int as created,
            coalesce(sum(case when is_new then rows - 1 else rows end), 0)::int as updated
     from import_staging s join import_targets t using (g)`
  )
  const [counts] = totals.rows

  const lists: { id: number; title: string; added: number }[] = []
  if (listIds.length) {
    const added = await trx.rawQuery(
      `with added as (
         insert into contact_list_members (community_id, contact_list_id, contact_id, import_id, created_at)
         select ?, l.id, s.contact_id, ?, now()
         from (select distinct contact_id from import_targets) s cross join unnest(?::int[]) as l(id)
         on conflict do nothing
         returning contact_list_id
       )
       select l.id, l.title, (select count(*) from added a where a.contact_list_id = l.id)::int as added
       from contact_lists l where l.community_id = ? and l.id = any(?::int[]) order by l.id`,
      [communityId, importId, listIds, communityId, listIds]
    )
    lists.push(...added.rows)
  }
  return { created: counts.created as number, updated: counts.updated as number, lists }
}

/** Duplicate check off: a row repeating an earlier row's email is skipped. */
function withoutRepeatedEmails(records: ContactRecord[], skipped: Skip[]) {
  const seen = new Set<string>()
  return records.filter((record) => {
    if (!record.email) return true
    if (seen.has(record.email)) {
      skipped.push({ row: record.row, reason: 'duplicate_in_file' })
      return false
    }
    seen.add(record.email)
    return true
  })
}
