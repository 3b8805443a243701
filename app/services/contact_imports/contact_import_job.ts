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

/** The import's progress (rows_done) is saved every this many rows read. */
export const PROGRESS_EVERY = 5_000
/** COPY lines are sent to PostgreSQL in pieces of about this many characters. */
const COPY_PIECE = 64 * 1024
/** What the COPY stream holds before the reading waits for it. */
const COPY_BUFFER = 1024 * 1024

/** Skipped rows the import's record keeps (the report shows them); all of them are in its file. */
export const SKIPPED_KEPT = 100

/** The Drive key of an import's skipped rows (one JSON object a line: row, reason, column). */
export const skippedKey = (contactImport: ContactImport) =>
  `imports/${contactImport.communityId}/${contactImport.uid}-skipped.ndjson`

function* skippedLines(skipped: Skip[]) {
  for (const row of skipped) yield JSON.stringify(row) + '\n'
}

/** Tests only: a worker that dies in the middle of an import (a real crash, nothing cleaned up). */
const crashAfterRows =
  env.get('NODE_ENV') === 'test' ? env.get('IMPORT_TEST_CRASH_AFTER_ROWS') : undefined

/**
 * The import job (docs/tenant.md "Import"). In ONE transaction:
 * the stored file is read row by row, each row checked and written at once
 * into a temporary staging table through COPY (nothing per row is kept but
 * its email and phone, for the in-file duplicates); then a few set-based
 * statements group the staged rows into people, match them to the
 * community's contacts, insert the new ones, fill the matched ones and add
 * the list memberships, the report's counts coming from their results.
 * A failure anywhere (or a crash: the job runs again) leaves nothing written.
 */
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
      // Every skipped row, written as a stream (GET …/skipped.csv reads it back the same way).
      if (report.skipped.length) {
        await drive
          .use()
          .putStream(skippedKey(contactImport), Readable.from(skippedLines(report.skipped)))
      }
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
    })
    timer.lap('commit')
    logger.info({ importId, phases: timer.phases }, 'import: done')
  } catch (error) {
    if (error instanceof NotYourTurn) {
      // Another import of the community runs: this one goes back to the queue, its file kept.
      await enqueue(
        IMPORT_JOB,
        { importId },
        { group: importGroup(contactImport.communityId), startAfter: TURN_RETRY_SECONDS }
      )
      return
    }
    if (!(error instanceof ImportFileError)) logger.error({ err: error, importId }, 'import failed')
    await ownRow(contactImport).update({
      status: 'failed',
      error: error instanceof ImportFileError ? error.code : String((error as Error).message),
      finished_at: new Date(),
    })
  }
  await forgetFile(contactImport)
}

/** The import's row, written outside the job's transaction (its progress and its end). */
const ownRow = (contactImport: ContactImport) =>
  ContactImport.forTenant(communityScope(contactImport.communityId)).where(
    'imports.id',
    contactImport.id
  )

/** The advisory lock class of a community's import turn (its second key: the community's id). */
const IMPORT_TURN_LOCK = 27_004
/** Seconds before an import that found its community busy is tried again. */
const TURN_RETRY_SECONDS = 2

class NotYourTurn extends Error {}

/**
 * One running import per community, whichever worker on whichever machine runs it: the
 * community's lock, held by the import's transaction (released with it, a crashed worker's
 * too). The queue's group already keeps a second import back; this holds when two workers
 * fetch at the same instant.
 */
async function takeCommunityTurn(trx: TransactionClientContract, contactImport: ContactImport) {
  const turn = await trx.rawQuery('select pg_try_advisory_xact_lock(?, ?) as mine', [
    IMPORT_TURN_LOCK,
    contactImport.communityId,
  ])
  if (!turn.rows[0].mine) throw new NotYourTurn()
}

/** Milliseconds spent in each phase (logged with the import). */
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

/**
 * A COPY … FROM STDIN on the transaction's own connection: pg-copy-streams needs the driver's
 * client. Lucid's `knexClient` and knex's typed `Client.acquireConnection()` give it (for a
 * transaction, its own connection, taken from no pool). The only place the import goes below
 * Lucid, the one place COPY is used.
 */
async function copyIn(trx: TransactionClientContract, statement: string, highWaterMark?: number) {
  const connection: pg.ClientBase = await trx.knexClient.client.acquireConnection()
  return connection.query(copyFrom(statement, { highWaterMark }))
}

type ListReport = { id: number; title: string; added: number; created: boolean }
type Staged = { preparer: RowPreparer; total: number }

/**
 * The import's statements, one function a stage: the rows staged, grouped into people, matched
 * to the community's contacts, the people who break the contact rule dropped, the new contacts
 * inserted with every membership, the matched ones updated, and the report. Raw SQL, not the
 * models: set-based statements over the transaction's temporary tables, each bound to the
 * import's community.
 */
async function write(
  trx: TransactionClientContract,
  contactImport: ContactImport,
  bytes: Uint8Array,
  timer: PhaseTimer
) {
  const listIds = await importLists(trx, contactImport)
  const staged = await stage(trx, contactImport, bytes)
  timer.lap('read_check_copy')
  await stageGroups(trx, staged.preparer)
  timer.lap('copy_groups')
  await group(trx)
  timer.lap('group')
  const taken = await match(trx, contactImport)
  timer.lap('match')
  const broken = await dropBroken(trx)
  const inserted = await insertWithMemberships(trx, contactImport, listIds.ids)
  timer.lap('insert_lists')
  const updated = await update(trx, contactImport.communityId)
  timer.lap('update')
  return reportOf(staged, [...taken, ...broken], inserted, updated, listIds.newListId)
}

/** The lists to fill: the chosen ones and the new one, created in the import's transaction (a failed import leaves no list behind). */
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

/** The import's own settings, the temporary tables, and the rows read, checked and sent by COPY into import_rows as the file is read. */
async function stage(
  trx: TransactionClientContract,
  contactImport: ContactImport,
  bytes: Uint8Array
): Promise<Staged> {
  // The contacts' trigram index takes the new rows into its pending list, merged in bulk later
  // (autovacuum) instead of entry by entry during the insert.
  await trx.rawQuery(`set local gin_pending_list_limit = '64MB'`)
  // The commit does not wait for its WAL to reach the disk: the job's completion, committed
  // synchronously by pg-boss right after, flushes the WAL up to itself, this commit included. A
  // crash in between loses the import's transaction and leaves the job active: it runs again
  // (docs/decisions.md, "Contact import").
  await trx.rawQuery('set local synchronous_commit = off')
  // Temporary tables (never logged), gone at the end of the transaction.
  await trx.rawQuery(`
    create temporary table import_rows (
      i int not null, row int not null, first_name text not null, last_name text not null,
      email text, phone text, extra jsonb not null
    ) on commit drop`)
  // A row that belongs to an earlier row's group (the others are their own group, g = i).
  await trx.rawQuery(
    'create temporary table import_groups (i int not null, g int not null) on commit drop'
  )
  // The people (by group) who break the contact rule, and what they lack.
  await trx.rawQuery(
    'create temporary table import_problems (g int primary key, problem text not null) on commit drop'
  )
  const copy = await copyIn(trx, `copy import_rows ${STAGING_COLUMNS} from stdin`, COPY_BUFFER)
  let piece = ''
  const preparer = new RowPreparer(contactImport.options, (line) => {
    piece += line
  })
  let read = 0
  try {
    const summary = await readImportFile(
      contactImport.fileName,
      bytes,
      // A promise only now and then (the reading pauses for it): COPY's backpressure, the progress.
      (row, values) => {
        preparer.add(row, values)
        read++
        let drain = false
        if (piece.length >= COPY_PIECE) {
          drain = !copy.write(piece)
          piece = ''
        }
        const report = read % PROGRESS_EVERY === 0
        if (!drain && !report) return
        return (async () => {
          if (drain) await once(copy, 'drain')
          if (report) {
            // Outside the transaction: the wizard polls it while the import runs.
            await ownRow(contactImport).update({ rows_done: read })
            if (crashAfterRows && read >= crashAfterRows) process.kill(process.pid, 'SIGKILL')
          }
        })()
      },
      (columnNames) => preparer.header(columnNames)
    )
    copy.end(piece)
    await finished(copy)
    return { preparer, total: summary.total }
  } catch (error) {
    // The connection leaves COPY (CopyFail) so that the transaction can roll back.
    copy.destroy(error as Error)
    await finished(copy).catch(() => {})
    throw error
  }
}

/** The in-file groups and the rule's problems of each person, by COPY, and the staged rows' statistics. */
async function stageGroups(trx: TransactionClientContract, preparer: RowPreparer) {
  const groups = await copyIn(trx, 'copy import_groups (i, g) from stdin')
  await finished(Readable.from(preparer.groupLines()).pipe(groups))
  const problems = await copyIn(trx, 'copy import_problems (g, problem) from stdin')
  await finished(Readable.from(preparer.problemLines()).pipe(problems))
  // The planner's statistics of the staged rows (a small sample is enough for its estimates).
  await trx.rawQuery('set local default_statistics_target = 10')
  await trx.rawQuery('analyze import_rows')
  // The rows of the groups of several rows, each with its group (the group's first row too).
  await trx.rawQuery(`
    create temporary table import_grouped on commit drop as
    select i, g from import_groups union all select distinct g, g from import_groups`)
}

/**
 * One line per person in import_staging: a row of its own as it is; a group, its first row's
 * values, empty fields filled by its later rows, every row's extra keys (the earliest row's
 * value winning).
 */
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
  await trx.rawQuery('alter table import_staging add primary key (g)')
  await trx.rawQuery('analyze import_staging')
}

/**
 * The community's contact each matched person is, in import_targets (the others become new
 * contacts). Without the duplicate check, a person whose email a contact already has is
 * skipped instead (the address is unique): those are returned.
 */
async function match(trx: TransactionClientContract, contactImport: ContactImport) {
  const communityId = contactImport.communityId
  await trx.rawQuery(
    'create temporary table import_targets (g int primary key, contact_id int not null) on commit drop'
  )
  if (contactImport.options.checkDuplicates) {
    // By any of the group's rows' emails or phones; the oldest contact wins.
    await trx.rawQuery(
      `insert into import_targets (g, contact_id)
         select g, min(id) from (
           select coalesce(m.g, r.i) as g, c.id from import_rows r left join import_groups m using (i)
             join contacts c on c.community_id = ? and c.type = 'contact' and lower(c.email) = r.email
           union all
           select coalesce(m.g, r.i) as g, c.id from import_rows r left join import_groups m using (i)
             join contacts c on c.community_id = ? and c.type = 'contact' and c.phone_number = r.phone
         ) found group by g`,
      [communityId, communityId]
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

/**
 * A new person who breaks the contact rule is not created: every row of theirs is skipped with
 * what they lack. A matched person stays (they only fill an existing contact).
 */
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

/**
 * One statement: the new contacts, and the memberships of every contact of the import, the new
 * ones by the ids their insert returns. The import's id marks the memberships it gave contacts
 * it did not create: those of the contacts it created go with them when it is undone.
 */
async function insertWithMemberships(
  trx: TransactionClientContract,
  contactImport: ContactImport,
  listIds: number[]
) {
  const { communityId, id: importId } = contactImport
  const written = await trx.rawQuery(
    `with created as (
       insert into contacts (uid, community_id, first_name, last_name, email, phone_number, extra_data, type, import_id, created_at, updated_at)
       select gen_random_uuid(), ?::int, first_name, last_name, email, phone, extra, 'contact', ?::int, now(), now()
       from import_staging s where not exists (select 1 from import_targets t where t.g = s.g)
       order by g
       returning id
     ), added as (
       insert into contact_list_members (community_id, contact_list_id, contact_id, import_id, created_at)
       select ?::int, l.id, n.id, null::int, now() from created n cross join unnest(?::int[]) as l(id)
       union all
       select ?::int, l.id, t.contact_id, ?::int, now()
       from (select distinct contact_id from import_targets) t cross join unnest(?::int[]) as l(id)
       on conflict do nothing
       returning contact_list_id
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
      listIds,
    ]
  )
  return written.rows[0] as {
    created: number
    lists: { id: number; title: string; added: number }[]
  }
}

/**
 * Matched contacts: empty fields filled, extra keys added (their own values stay), and only
 * where that changes something. Counts by rows: a matched person's rows updated its contact or
 * left it unchanged; a new person's later rows updated the new one.
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

/** What the import's record keeps: the counts, the skipped rows in file order, the lists filled. */
function reportOf(
  staged: Staged,
  dropped: Skip[],
  inserted: Awaited<ReturnType<typeof insertWithMemberships>>,
  counts: { updated: number; unchanged: number },
  newListId: number | null
) {
  const skipped = [...staged.preparer.skipped, ...dropped].sort((a, b) => a.row - b.row)
  const lists: ListReport[] = inserted.lists.map((list) => ({
    ...list,
    created: list.id === newListId,
  }))
  return { total: staged.total, created: inserted.created, ...counts, skipped, lists }
}
