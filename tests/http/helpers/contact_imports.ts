/**
 * The contact import as a test drives it: POST /contacts/importer/start with a file and the
 * request's JSON part, then GET /contacts/imports/{uid} until the job ends.
 */
import { expect } from 'vitest'
import type { TestClient } from '../../support/client.ts'
import { db, query } from '../../support/db.ts'

export const utf8 = (text: string) => new TextEncoder().encode(text)

export type ImportRequest = {
  columnMapping: Record<string, string>
  customLabels?: Record<string, string>
  selectedLists?: number[]
  newList?: { title: string; description: string } | null
  checkDuplicates?: boolean
}

export async function start(
  as: TestClient,
  name: string | null,
  bytes: Uint8Array,
  data: ImportRequest
) {
  const form = new FormData()
  if (name) form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  form.append(
    'importData',
    JSON.stringify({
      customLabels: {},
      selectedLists: [],
      newList: null,
      checkDuplicates: true,
      ...data,
    })
  )
  return as.request('POST', '/contacts/importer/start', { form, json: true })
}

/** The import's report once its job has ended (polled every 100 ms, `polls` times at most). */
export async function finished(as: TestClient, uid: string, polls = 200) {
  for (let i = 0; i < polls; i++) {
    const reply = await as.request('GET', `/contacts/imports/${uid}`, { json: true })
    const body = reply.json()
    if (body.status === 'done' || body.status === 'failed') return body
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the import did not finish')
}

export async function imported(
  as: TestClient,
  name: string,
  bytes: Uint8Array,
  data: ImportRequest
) {
  const reply = await start(as, name, bytes, data)
  expect(reply.status, reply.text).toBe(202)
  return finished(as, reply.json().id)
}

/** Each list membership the community's imports add waits `seconds` first; the answer undoes it. */
export async function slowMemberships(communityId: number, seconds: number) {
  const name = `slow_import_${communityId}`
  await query(`
    create or replace function ${name}() returns trigger language plpgsql as $$
    begin perform pg_sleep(${seconds}); return new; end $$`)
  await query(
    `create trigger ${name} before insert on contact_list_members
     for each row when (new.community_id = ${communityId}) execute function ${name}()`
  )
  return async () => {
    await query(`drop trigger ${name} on contact_list_members`)
  }
}

/** The advisory lock class the test holds while the community's imports stay at their memberships. */
const HELD_MEMBERSHIPS_LOCK = 27_901

/**
 * The community's imports stop at their list memberships, contacts inserted, until `release()`:
 * the test holds a lock each membership waits for, so they stay running however slow the machine.
 */
export async function heldMemberships(communityId: number) {
  const holder = await db().connect()
  await holder.query('select pg_advisory_lock($1, $2)', [HELD_MEMBERSHIPS_LOCK, communityId])
  const name = `held_import_${communityId}`
  await query(`
    create or replace function ${name}() returns trigger language plpgsql as $$
    begin perform pg_advisory_xact_lock_shared(${HELD_MEMBERSHIPS_LOCK}, ${communityId}); return new; end $$`)
  await query(
    `create trigger ${name} before insert on contact_list_members
     for each row when (new.community_id = ${communityId}) execute function ${name}()`
  )
  let held = true
  const release = async () => {
    if (!held) return
    held = false
    await holder.query('select pg_advisory_unlock($1, $2)', [HELD_MEMBERSHIPS_LOCK, communityId])
    holder.release()
  }
  return {
    release,
    /** Releases the lock if still held, and removes the trigger. */
    undo: async () => {
      await release()
      await query(`drop trigger ${name} on contact_list_members`)
    },
  }
}
