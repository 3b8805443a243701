import { once } from 'node:events'
import type { Skip } from '#services/contact_imports/contact_import_rows'
import { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { performance } from 'node:perf_hooks'
import { DateTime } from 'luxon'
import type pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import env from '#start/env'
import ContactImport from '#models/contact_import'
import ContactList from '#models/contact_list'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { ImportFileError, readImportFile } from '#shared/import_file'
import { RowPreparer, STAGING_COLUMNS } from '#services/contact_imports/contact_import_rows'
import { IMPORT_JOB, importGroup } from '#services/contact_imports/contact_import_service'
import { enqueue } from '#services/queue'
import User from '#models/user'
import { AuditService } from '#services/audit/audit_service'

export const PROGRESS_EVERY = 5_000
const COPY_PIECE = 64 * 1024
const COPY_BUFFER = 1024 * 1024

/** The record keeps the first skipped rows; its file keeps all of them. */
export const SKIPPED_KEPT = 100

/** The Drive key of an import's skipped rows (one JSON object a line: row, reason, column). */
export const skippedKey = (contactImport: ContactImport) =>
  `imports/${contactImport.communityId}/${contactImport.uid}-skipped.ndjson`

function* skippedLines(skipped: Skip[]) {
  for (const row of skipped) yield JSON.stringify(row) + '\n'
}

/** Tests only: a worker that dies mid-import (a real crash, nothing cleaned up). */
const crashAfterRows =
  env.get('NODE_ENV') === 'test' ? env.get('IMPORT_TEST_CRASH_AFTER_ROWS') : undefined

/** One transaction (docs/tenant.md "Import"): a failure or a crash (the job reruns) writes nothing. */
export async function runImport(importId: number) {
  // By id alone: a job has no tenant, and its id came from the request that queued it.
  const contactImport = await ContactImport.find(importId)
  if (!contactImport || !['queued', 'running'].includes(contactImport.status)) return
  const timer = new PhaseTimer()
  try {
    const bytes = await drive.use().getBytes(contactImport.fileKey!)
    timer.lap('file')
    await db.transaction(async (trx) => {
      await takeCommunityTurn(trx, contactImport)
      // Outside the transaction: the wizard sees it at once.
      contactImport.merge({ status: 'running', rowsDone: 0 })
      await contactImport.save()
      const report = await write(trx, contactImport, bytes, timer)
      contactImport.useTransaction(trx)
      contactImport.merge({
        status: 'done',
        rowsTotal: report.total,
        rowsDone: report.total,
        createdCount: report.created,
        updatedCount: report.updated,
        unchangedCount: report.unchanged,
        skippedCount: report.skipped.length,
        skipped: report.skipped.slice(0, SKIPPED_KEPT),
        lists: report.lists,
        finishedAt: DateTime.now(),
      })
      await contactImport.save()
      // One entry for the whole import (its rows are countable from the import itself).
      await AuditService.record({
        action: 'import',
        record: { type: 'import', id: contactImport.id, label: contactImport.fileName },
        details: {
          rows: report.total,
          created: report.created,
          updated: report.updated,
          unchanged: report.unchanged,
          skipped: report.skipped.length,
          lists: report.lists.map((list) => list.title),
        },
        communityId: contactImport.communityId,
        actor: await importActor(contactImport),
        client: trx,
      })
      timer.lap('report')
    })
    timer.lap('commit')
    logger.info({ importId, phases: timer.phases }, 'import: done')
  } catch (error) {
    if (error instanceof NotYourTurn) {
      // Another import of the community runs: try again later, its file kept.
      await enqueue(
        IMPORT_JOB,
        { importId },
        { group: importGroup(contactImport.communityId), startAfter: TURN_RETRY_SECONDS }
      )
      return
    }
    if (!(error instanceof ImportFileError)) logger.error({ err: error, importId }, 'import failed')
    // A skipped-rows file written before the failure belongs to no report.
    await drive
      .use()
      .delete(skippedKey(contactImport))
      .catch(() => {})
    await ownRow(contactImport).update({
      status: 'failed',
      error: error instanceof ImportFileError ? error.code : String((error as Error).message),
      finished_at: new Date(),
    })
  }
  await forgetFile(contactImport)
}

/** Who started the import: the entry is theirs (no request here: no IP). */
async function importActor(contactImport: ContactImport) {
  if (!contactImport.userId) return null
  const user = await User.find(contactImport.userId)
  return user ? AuditService.actorOfUser(user) : null
}

/** The import's row outside the job's transaction, for its progress and its end. */
const ownRow = (contactImport: ContactImport) =>
  ContactImport.forTenant(communityScope(contactImport.communityId)).where(
    'imports.id',
    contactImport.id
  )

const IMPORT_TURN_LOCK = 27_004
const TURN_RETRY_SECONDS = 2

class NotYourTurn extends Error {}

/** One running import per community, even when two workers fetch at once; freed with the transaction. */
async function takeCommunityTurn(trx: TransactionClientContract, contactImport: ContactImport) {
  const turn = await trx.rawQuery('select pg_try_advisory_xact_lock(?, ?) as mine', [
    IMPORT_TURN_LOCK,
    contactImport.communityId,
  ])
  if (!turn.rows[0].mine) throw new NotYourTurn()
}

class PhaseTimer {
  phases: Record<string, number> = {}
  private last = performance.now()
  lap(name: string) {
    const now = performance.now()
    this.phases[name] = Math.round(now - this.last)
    this.last = now
  }
}

/**
 * The record first, then the file: that commit is synchronous, so it also makes the import's own
 * commit (asynchronous, see write) durable before its file is gone.
 */
async function forgetFile(contactImport: ContactImport) {
  if (!contactImport.fileKey) return
  await ownRow(contactImport).update({ file_key: null })
  await drive
    .use()
    .delete(contactImport.fileKey)
    .catch(() => {})
}

/** pg-copy-streams needs the driver's client: for a transaction, knex gives its own connection. */
async function copyIn(trx: TransactionClientContract, statement: string, highWaterMark?: number) {
  const connection: pg.ClientBase = await trx.knexClient.client.acquireConnection()
  return connection.query(copyFrom(statement, { highWaterMark }))
}

type ListReport = { id: number; title: string; added: number; created: boolean }
type Staged = { preparer: RowPreparer; total: number }

/** Raw SQL, not the models: set-based statements over temporary tables, each bound to the community. */
async function write(
  trx: TransactionClientContract,
  contactImport: ContactImport,
  bytes: Uint8Array,
  timer: PhaseTimer
) {
  const listIds = await importLists(trx, contactImport)
  const staged = await stage(trx, contactImport, bytes, timer)
  timer.lap('copy_end')
  await stageGroups(trx, staged.preparer)
  timer.lap('copy_groups')
  await group(trx)
  timer.lap('group')
  const taken = await match(trx, contactImport)
  timer.lap('match')
  const broken = await dropBroken(trx)
  const skipped = [...staged.preparer.skipped, ...taken, ...broken].sort((a, b) => a.row - b.row)
  // Written while the database inserts and updates; a failed write fails the import.
  const skippedFile = writeSkipped(contactImport, skipped)
  skippedFile.catch(() => {}) // handled: awaited below
  try {
    const inserted = await insertWithMemberships(trx, contactImport, listIds.ids)
    timer.lap('insert_lists')
    const updated = await update(trx, contactImport.communityId)
    timer.lap('update')
    await skippedFile
    return reportOf(staged.total, skipped, inserted, updated, listIds.newListId)
  } finally {
    // Settled before the job goes on: a failed import deletes the file.
    await skippedFile.catch(() => {})
  }
}

/** Every skipped row, in the import's file of skipped rows (none: no file, not even an earlier run's). */
async function writeSkipped(contactImport: ContactImport, skipped: Skip[]) {
  const key = skippedKey(contactImport)
  if (!skipped.length) return drive.use().delete(key)
  await drive.use().putStream(key, Readable.from(skippedLines(skipped)))
}

/** The new list is created in the import's transaction: a failed import leaves no list behind. */
async function importLists(trx: TransactionClientContract, contactImport: ContactImport) {
  const { selectedLists, newList } = contactImport.options
  if (!newList) return { ids: [...selectedLists], newListId: null }
  const list = await ContactList.create(
    {
      communityId: contactImport.communityId,
      title: newList.title.trim(),
      description: newList.description?.trim() ?? '',
    },
    { client: trx }
  )
  return { ids: [...selectedLists, list.id], newListId: list.id }
}

async function stage(
  trx: TransactionClientContract,
  contactImport: ContactImport,
  bytes: Uint8Array,
  timer: PhaseTimer
): Promise<Staged> {
  // The trigram index takes the new rows into its pending list, merged in bulk later.
  await trx.rawQuery(`set local gin_pending_list_limit = '64MB'`)
  // pg-boss's synchronous commit of the job's completion flushes this one's WAL too; a crash in
  // between leaves the job active and it runs again (docs/decisions.md, "Contact import").
  await trx.rawQuery('set local synchronous_commit = off')
  await trx.rawQuery(`
    create temporary table import_rows (
      i int not null, row int not null, first_name text not null, last_name text not null,
      email text, phone text, extra jsonb not null
    ) on commit drop`)
  // A row that belongs to an earlier row's group (the others are their own group, g = i).
  await trx.rawQuery(
    'create temporary table import_groups (i int not null, g int not null) on commit drop'
  )
  await trx.rawQuery(
    'create temporary table import_problems (g int primary key, problem text not null) on commit drop'
  )
  const copy = await copyIn(trx, `copy import_rows ${STAGING_COLUMNS} from stdin`, COPY_BUFFER)
  timer.lap('prepare')
  let piece = ''
  const preparer = new RowPreparer(contactImport.options, (line) => {
    piece += line
  })
  let read = 0
  // The wizard's progress, outside the transaction, one update after the other; the reading
  // does not wait for them (a failed one fails the import at the end of the reading).
  let progress: Promise<void> = Promise.resolve()
  try {
    const summary = await readImportFile(
      contactImport.fileName,
      bytes,
      // A promise only when COPY needs draining: the reading waits for it.
      (row, values) => {
        preparer.add(row, values)
        read++
        if (read % PROGRESS_EVERY === 0) {
          const done = read
          progress = progress.then(async () => {
            await ownRow(contactImport).update({ rows_done: done })
            if (crashAfterRows && done >= crashAfterRows) process.kill(process.pid, 'SIGKILL')
          })
          progress.catch(() => {})
          // Tests only: the reading waits, so that the crash comes in the middle of the COPY.
          if (crashAfterRows) return progress
        }
        if (piece.length < COPY_PIECE) return
        const drain = !copy.write(piece)
        piece = ''
        if (drain) return once(copy, 'drain').then(() => {})
      },
      (columnNames) => preparer.header(columnNames)
    )
    timer.lap('read_check')
    copy.end(piece)
    await Promise.all([finished(copy), progress])
    return { preparer, total: summary.total }
  } catch (error) {
    // The connection leaves COPY (CopyFail) so that the transaction can roll back.
    copy.destroy(error as Error)
    await finished(copy).catch(() => {})
    await progress.catch(() => {})
    throw error
  }
}

async function stageGroups(trx: TransactionClientContract, preparer: RowPreparer) {
  const groups = await copyIn(trx, 'copy import_groups (i, g) from stdin')
  await finished(Readable.from(preparer.groupLines()).pipe(groups))
  const problems = await copyIn(trx, 'copy import_problems (g, problem) from stdin')
  await finished(Readable.from(preparer.problemLines()).pipe(problems))
  // A small sample is enough for the planner's estimates.
  await trx.rawQuery('set local default_statistics_target = 10')
  await trx.rawQuery('analyze import_rows')
  // The rows of the groups of several rows, each with its group (the group's first row too).
  await trx.rawQuery(`
    create temporary table import_grouped on commit drop as
    select i, g from import_groups union all select distinct g, g from import_groups`)
}

/** A group takes its first row's values, empty fields filled by later rows; extra keys: earliest wins. */
async function group(trx: TransactionClientContract) {
  await trx.rawQuery(`
    create temporary table import_staging on commit drop as
    select r.i as g, r.row as first_row, 1 as rows, r.first_name, r.last_name, r.email, r.phone, r.extra
    from import_rows r where not exists (select 1 from import_grouped m where m.i = r.i)
    union all
    select m.g, min(r.row), count(*)::int,
      coalesce((array_agg(r.first_name order by r.i) filter (where r.first_name <> ''))[1], ''),
      coalesce((array_agg(r.last_name order by r.i) filter (where r.last_name <> ''))[1], ''),
      (array_agg(r.email order by r.i) filter (where r.email is not null))[1],
      (array_agg(r.phone order by r.i) filter (where r.phone is not null))[1],
      (array_agg(r.extra order by r.i))[1]
    from import_rows r join import_grouped m using (i)
    group by m.g`)
  await trx.rawQuery(`
    update import_staging s set extra = merged.extra from (
      select g, jsonb_object_agg(key, value) as extra from (
        select distinct on (m.g, x.key) m.g, x.key, x.value
        from import_grouped m join import_rows r using (i) cross join jsonb_each(r.extra) x
        order by m.g, x.key, r.i
      ) keyed group by g
    ) merged where s.g = merged.g`)
  await trx.rawQuery('analyze import_staging')
}

/** Without the duplicate check, a person whose email a contact has is skipped (the address is unique). */
async function match(trx: TransactionClientContract, contactImport: ContactImport) {
  const communityId = contactImport.communityId
  await trx.rawQuery(
    'create temporary table import_targets (g int primary key, contact_id int not null) on commit drop'
  )
  if (contactImport.options.checkDuplicates) {
    // By any of the group's rows' emails or phones (storedPhoneForms); the oldest contact wins.
    await trx.rawQuery(
      `insert into import_targets (g, contact_id)
         select coalesce(m.g, found.i), min(found.id) from (
           select r.i, c.id from import_rows r
             join contacts c on c.community_id = ? and c.type = 'contact' and lower(c.email) = r.email
           union all
           select r.i, c.id from import_rows r
             join contacts c on c.community_id = ? and c.type = 'contact' and c.phone_number = r.phone
           union all
           -- A Romanian number saved before numbers were normalised: its national form. Each form
           -- its own equality, so that the planner can hash either join.
           select r.i, c.id from import_rows r
             join contacts c on c.community_id = ? and c.type = 'contact'
               and c.phone_number = '0' || substr(r.phone, 4)
             where r.phone like '+40%'
         ) found left join import_groups m using (i)
         group by 1`,
      [communityId, communityId, communityId]
    )
    return []
  }
  const taken = await trx.rawQuery(
    `delete from import_staging s using contacts c
     where c.community_id = ? and c.type = 'contact' and s.email is not null and lower(c.email) = s.email
     returning s.first_row`,
    [communityId]
  )
  return (taken.rows as { first_row: number }[]).map(({ first_row: row }): Skip => ({
    row,
    reason: 'email_taken',
  }))
}

/** A new person who breaks the contact rule is skipped; a matched one stays (they only fill a contact). */
async function dropBroken(trx: TransactionClientContract) {
  const broken = await trx.rawQuery(`
    with broken as (
      delete from import_staging s using import_problems p
      where p.g = s.g and not exists (select 1 from import_targets t where t.g = s.g)
      returning s.g, p.problem
    )
    select r.row, b.problem from import_rows r left join import_groups m using (i)
    join broken b on b.g = coalesce(m.g, r.i)`)
  return (broken.rows as { row: number; problem: string }[]).map(({ row, problem }): Skip => ({
    row,
    reason: problem,
  }))
}

/** The import's id marks the memberships of contacts it did not create; the others go with their contacts. */
async function insertWithMemberships(
  trx: TransactionClientContract,
  contactImport: ContactImport,
  listIds: number[]
) {
  const { communityId, id: importId } = contactImport
  const { marketingBasis, consentTextVersion } = contactImport.options
  const basis = marketingBasis && marketingBasis !== 'none' ? marketingBasis : ''
  const textVersion = basis ? (consentTextVersion ?? '') : ''
  const written = await trx.rawQuery(
    `with created as (
       insert into contacts (uid, community_id, first_name, last_name, email, phone_number, extra_data, type, import_id, created_at, updated_at)
       select gen_random_uuid(), ?::int, first_name, last_name, email, phone, extra, 'contact', ?::int, now(), now()
       from import_staging s where not exists (select 1 from import_targets t where t.g = s.g)
       order by g
       returning id
     ), added_new as (
       -- A new contact is in no list yet: a plain insert, no conflict to look for.
       insert into contact_list_members (community_id, contact_list_id, contact_id, import_id, created_at)
       select ?::int, l.id, n.id, null::int, now() from created n cross join unnest(?::int[]) as l(id)
       returning contact_list_id
     ), added_matched as (
       insert into contact_list_members (community_id, contact_list_id, contact_id, import_id, created_at)
       select ?::int, l.id, t.contact_id, ?::int, now()
       from (select distinct contact_id from import_targets) t cross join unnest(?::int[]) as l(id)
       on conflict do nothing
       returning contact_list_id
     ), added as (
       select contact_list_id from added_new union all select contact_list_id from added_matched
     ), consented as (
       -- The file's marketing basis for every contact it created or matched (none: no row). A
       -- matched contact whose latest row is a withdrawal or an objection stays so (GDPR art. 7(3), 21(3)).
       insert into marketing_consents (community_id, contact_id, given, basis, text_version, source, import_id, recorded_by, at)
       select ?::int, c.id, true, ?::text, ?::text, 'import', ?::int, nullif(?::int, 0), now()
       from (
         select id from created
         union
         select t.contact_id from (select distinct contact_id from import_targets) t
         where coalesce((
           select m.given from marketing_consents m
           where m.community_id = ?::int and m.contact_id = t.contact_id
           order by m.at desc, m.id desc limit 1
         ), true)
       ) c
       where ?::text <> ''
       returning 1
     ), counted as (
       select contact_list_id as id, count(*)::int as added from added group by contact_list_id
     )
     select (select count(*) from created)::int as created, coalesce((
       select json_agg(json_build_object('id', l.id, 'title', l.title, 'added', coalesce(c.added, 0)) order by l.id)
       from contact_lists l left join counted c using (id)
       where l.community_id = ? and l.id = any(?::int[])
     ), '[]') as lists`,
    [
      communityId,
      importId,
      communityId,
      listIds,
      communityId,
      importId,
      listIds,
      communityId,
      basis,
      textVersion,
      importId,
      contactImport.userId ?? 0,
      communityId,
      basis,
      communityId,
      listIds,
    ]
  )
  return written.rows[0] as {
    created: number
    lists: { id: number; title: string; added: number }[]
  }
}

/**
 * Matched contacts: empty fields filled, extra keys added (their own values stay). Counts by
 * rows: a new person's later rows count as updates of the new contact.
 */
async function update(trx: TransactionClientContract, communityId: number) {
  const counted = await trx.rawQuery(
    `with wanted as (
       select c.id,
         case when c.first_name = '' then s.first_name else c.first_name end as first_name,
         case when c.last_name = '' then s.last_name else c.last_name end as last_name,
         case when c.email is null and s.email is not null and not exists (
           select 1 from contacts o where o.community_id = c.community_id and o.type = 'contact' and lower(o.email) = s.email
         ) then s.email else c.email end as email,
         coalesce(c.phone_number, s.phone) as phone_number,
         s.extra || c.extra_data as extra_data
       from (
         select distinct on (t.contact_id) t.contact_id, s.*
         from import_staging s join import_targets t using (g)
         order by t.contact_id, s.g
       ) s join contacts c on c.community_id = ? and c.id = s.contact_id
     ), changed as (
       update contacts c set first_name = w.first_name, last_name = w.last_name, email = w.email,
         phone_number = w.phone_number, extra_data = w.extra_data, updated_at = now()
       from wanted w
       where c.community_id = ? and c.id = w.id
         and (c.first_name, c.last_name, c.email, c.phone_number, c.extra_data)
           is distinct from (w.first_name, w.last_name, w.email, w.phone_number, w.extra_data)
       returning c.id
     )
     select
       coalesce(sum(case when t.g is null then rows - 1 when ch.id is not null then rows else 0 end), 0)::int as updated,
       coalesce(sum(case when t.g is not null and ch.id is null then rows else 0 end), 0)::int as unchanged
     from import_staging s left join import_targets t using (g) left join changed ch on ch.id = t.contact_id`,
    [communityId, communityId]
  )
  return counted.rows[0] as { updated: number; unchanged: number }
}

function reportOf(
  total: number,
  skipped: Skip[],
  inserted: Awaited<ReturnType<typeof insertWithMemberships>>,
  counts: { updated: number; unchanged: number },
  newListId: number | null
) {
  const lists: ListReport[] = inserted.lists.map((list) => ({
    ...list,
    created: list.id === newListId,
  }))
  return { total, created: inserted.created, ...counts, skipped, lists }
}
