/**
 * The audit trail (docs/security.md, "Audit trail"): what is written, in the change's own
 * transaction; what the database refuses; secrets never written.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createUser, factories, query, unique } from '../support/db.ts'
import { nativeImport } from '../support/native_import.js'
import { nextYear, orgDay, shownDay } from '../support/org_dates.ts'
import { createContact } from './helpers/contacts.ts'
import { imported, utf8 } from './helpers/contact_imports.ts'
import { entriesOf, type AuditEntryRow } from './helpers/audit.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

/** Entries written after a listener (sign-ins): polled for a moment. */
async function eventually<T>(read: () => Promise<T[]>, wanted = 1) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const rows = await read()
    if (rows.length >= wanted) return rows
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return read()
}

const form = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ștefan',
  last_name: unique('Ionescu'),
  email: `${unique('stefan')}@example.test`,
  ...overrides,
})

describe('changes of the tenant records', () => {
  test('an update writes who, where from and the fields before → after', async () => {
    const contact = await createContact(world.community.id, { first_name: 'Maria' })
    const data = form({ email: contact.email })
    await client.submit('POST', `/contacts/${contact.uid}`, data, { from: '/contacts' })

    const [entry] = await entriesOf('contact', contact.id)
    expect(entry).toMatchObject({
      organization_id: world.organization.id,
      community_id: world.community.id,
      user_id: world.user.id,
      user_email: world.user.email,
      action: 'update',
      record_label: `Ștefan ${data.last_name}`,
    })
    expect(entry.ip).toBeTruthy()
    expect(entry.changes?.fields).toEqual({
      first_name: ['Maria', 'Ștefan'],
      last_name: [contact.last_name, data.last_name],
    })
  })

  test('a create and a delete are written; a failed change writes nothing', async () => {
    const data = form()
    await client.submit('POST', '/contacts', data, { from: '/contacts' })
    const [created] = await query<{ id: number; uid: string }>(
      `select id, uid from contacts where last_name = $1`,
      [data.last_name]
    )
    const taken = await createContact(world.community.id)
    // Another contact's e-mail: refused, the update rolled back and no entry with it.
    await client.submit('POST', `/contacts/${created.uid}`, form({ email: taken.email }), {
      from: '/contacts',
    })
    await client.submit('DELETE', `/contacts/${created.uid}`, {}, { from: '/contacts' })

    const entries = await entriesOf('contact', created.id)
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete'])
    // The delete names the fields, not their values, and redacts the create's (the row is gone:
    // no erasure could reach them later).
    expect(entries[0].changes?.fields?.last_name).toEqual([null, null])
    expect(entries[0].record_label).toBeNull()
    expect(entries[1].changes?.fields?.last_name).toEqual([null, null])
    expect(entries[1].record_label).toBe(created.uid)
  })

  test("a create writes the values typed, not the record's id, uid or tenant", async () => {
    const data = form()
    await client.submit('POST', '/contacts', data, { from: '/contacts' })
    const [created] = await query<{ id: number }>(`select id from contacts where last_name = $1`, [
      data.last_name,
    ])
    const [entry] = await entriesOf('contact', created.id)
    expect(entry.action).toBe('create')
    expect(entry.changes?.fields?.last_name).toEqual([null, data.last_name])
    for (const identity of ['id', 'uid', 'community_id', 'organization_id']) {
      expect(entry.changes?.fields).not.toHaveProperty(identity)
    }
  })

  test('a user created with a password: the password is never written, nor its hash', async () => {
    const admin = await createUser({ role: 'super-admin' })
    const superClient = await signedIn(admin)
    const email = `${unique('nou')}@example.test`
    const password = 'parola-secreta-123'
    await superClient.submit(
      'POST',
      '/administrare/users',
      {
        name: 'Ion Popescu',
        email,
        phone_number: '+40755000222',
        role: 'super-admin',
        password,
        password_confirmation: password,
      },
      { from: '/administrare/users' }
    )
    const [user] = await query<{ id: number; password: string }>(
      `select id, password from users where email = $1`,
      [email]
    )
    const [entry] = await entriesOf('user', user.id)
    expect(entry.action).toBe('create')
    expect(entry.changes?.fields?.password).toEqual(['[secret]', '[secret]'])
    const text = JSON.stringify(entry)
    expect(text).not.toContain(password)
    expect(text).not.toContain(user.password)
  })
})

describe('changes of many rows, imports, exports, timelines', () => {
  test('a bulk delete writes one entry per contact, in its transaction', async () => {
    const a = await createContact(world.community.id)
    const b = await createContact(world.community.id)
    await client.submit(
      'POST',
      '/contacts/bulk/delete',
      { uids: [a.uid, b.uid] },
      { from: '/contacts' }
    )
    for (const contact of [a, b]) {
      const [entry] = await entriesOf('contact', contact.id)
      expect(entry).toMatchObject({
        action: 'delete',
        user_id: world.user.id,
        organization_id: world.organization.id,
      })
      expect(entry.changes?.fields?.last_name).toEqual([null, null])
      expect(JSON.stringify(entry)).not.toContain(contact.last_name)
    }
  })

  test('an import is one entry (not one per row), its undo another; an export is logged', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const rows = Array.from({ length: 30 }, (_, n) => `P${n},p${n}@ex.ro`).join('\n')
    const report = await imported(own, 'audit.csv', utf8(`Prenume,Email\n${rows}\n`), {
      columnMapping: { Prenume: 'prenume', Email: 'email' },
      newList: { title: 'Lista auditului', description: '' },
    })
    await own.submit(
      'POST',
      `/contacts/imports/${report.uid}/undo`,
      {},
      {
        from: '/contacts/imports',
      }
    )
    await own.request('GET', '/contacts/export/csv')
    const entries = await query<AuditEntryRow>(
      `select * from audit_entries where community_id = $1 order by id`,
      [fresh.community.id]
    )
    // The new list is the import's own work (no entry of its own, it is counted in the import).
    expect(entries.map((entry) => entry.action)).toEqual(['import', 'import_undo', 'export'])
    expect(entries[0]).toMatchObject({
      user_id: fresh.user.id,
      record_type: 'import',
      record_label: 'audit.csv',
    })
    expect(entries[0].changes?.details).toMatchObject({ rows: 30, created: 30 })
  })

  test("a contact's page shows its timeline", async () => {
    const contact = await createContact(world.community.id, { first_name: 'Maria' })
    await client.submit('POST', `/contacts/${contact.uid}`, form({ email: contact.email }), {
      from: '/contacts',
    })
    const page = await client.visit(`/contacts/${contact.uid}`)
    expect(page.props.timeline).toHaveLength(1)
    expect(page.props.timeline[0]).toMatchObject({
      action: 'update',
      user: world.user.fullName,
      fields: { first_name: ['Maria', 'Ștefan'] },
    })
  })
})

describe('GDPR and the second factor', () => {
  test('an erasure is written with the fields it emptied, never their values', async () => {
    const contact = await createContact(world.community.id, { first_name: 'Dorina' })
    await client.submit(
      'POST',
      `/contacts/${contact.uid}/erase`,
      { requester_name: 'Ana Cerere', received_on: orgDay(-1) },
      { from: `/contacts/${contact.uid}` }
    )
    const entries = await entriesOf('contact', contact.id)
    const erasure = entries.find((entry) => entry.action === 'gdpr_erase')!
    expect(erasure.changes?.fields?.first_name).toEqual([null, null])
    expect(erasure.record_label).toBeNull()
    const text = JSON.stringify(erasure)
    expect(text).not.toContain('Dorina')
    expect(text).not.toContain(contact.last_name)
    const registered = await query<AuditEntryRow>(
      `select * from audit_entries where action in ('gdpr_request', 'gdpr_request_done') and user_id = $1`,
      [world.user.id]
    )
    expect(registered.length).toBeGreaterThanOrEqual(1)
    // The request is named by its kind and the day it was received, on the log and its export.
    const [latest] = await query<AuditEntryRow>(
      `select * from audit_entries where record_type = 'gdpr_request' and user_id = $1
       order by id desc limit 1`,
      [world.user.id]
    )
    expect(latest.record_label).toBe('erasure')
    expect(latest.changes?.details).toMatchObject({ kind: 'erasure', received_on: orgDay(-1) })
    const csv = await client.request('GET', '/audit/export/csv')
    const received = orgDay(-1).split('-').reverse().join('-')
    expect(csv.text).toContain(`Cerere de ștergere, ${received} #${latest.record_id}`)
  })
})

describe('the table is append-only', () => {
  test('the database refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const contact = await createContact(world.community.id)
    await client.submit('DELETE', `/contacts/${contact.uid}`, {}, { from: '/contacts' })
    const [entry] = await entriesOf('contact', contact.id)
    await expect(
      query(`update audit_entries set action = 'x' where id = $1`, [entry.id])
    ).rejects.toThrow(/append-only/)
    await expect(query(`delete from audit_entries where id = $1`, [entry.id])).rejects.toThrow(
      /append-only/
    )
    await expect(query(`truncate audit_entries`)).rejects.toThrow(/append-only/)
    // The retention's setting does not open a young entry either.
    await expect(
      query(`
        begin;
        select set_config('audit.retention_cut', 'on', true), set_config('audit.retention_days', '365', true);
        delete from audit_entries where id = ${Number(entry.id)};
        commit;`)
    ).rejects.toThrow(/append-only/)
    await query('rollback')
    expect(await entriesOf('contact', contact.id)).toHaveLength(1)
  })
})

describe('sign-ins, sign-outs, refusals', () => {
  test('a sign-in, a failed one and a sign-out are written with the IP and browser', async () => {
    const user = await createUser({ role: 'org-admin' })
    const guest = new TestClient()
    await guest.submit('POST', '/login', { email: user.email, password: 'greșită-1234' })
    const signedInClient = await signedIn(user)
    await signedInClient.submit('POST', '/logout', {})

    const failed = await eventually(() =>
      query<AuditEntryRow>(
        `select * from audit_entries where action = 'sign_in_failed' and user_email = $1`,
        [user.email]
      )
    )
    expect(failed).toHaveLength(1)
    expect(failed[0].user_id).toBeNull()
    const own = await eventually(
      () =>
        query<AuditEntryRow>(
          `select * from audit_entries where user_id = $1 and action like 'sign%' order by id`,
          [user.id]
        ),
      2
    )
    expect(own.map((entry) => entry.action)).toEqual(['sign_in', 'sign_out'])
    expect(own[0].organization_id).toBe(user.organization!.id)
    expect(own[0].ip).toBeTruthy()
    expect(JSON.stringify(own)).not.toContain(user.password)
  })

  test('a refused access (403) is written', async () => {
    await client.request('GET', '/administrare/users', { inertia: true })
    const rows = await eventually(() =>
      query<AuditEntryRow>(
        `select * from audit_entries where action = 'access_denied' and user_id = $1`,
        [world.user.id]
      )
    )
    expect(rows[0]).toMatchObject({
      organization_id: world.organization.id,
      record_type: 'route',
      record_label: 'GET /administrare/users',
    })
  })
})

/** Entries written straight into the table (an insert is all it allows). */
async function seedEntries(
  rows: {
    organization_id: number | null
    user_id?: number | null
    user_name?: string
    action?: string
    record_type?: string
    created_at?: string
  }[]
) {
  for (const row of rows) {
    await query(
      `insert into audit_entries (organization_id, user_id, user_name, action, record_type, created_at)
       values ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()))`,
      [
        row.organization_id,
        row.user_id ?? null,
        row.user_name ?? 'Seed',
        row.action ?? 'update',
        row.record_type ?? 'contact',
        row.created_at ?? null,
      ]
    )
  }
}

interface LogRow {
  id: number
  user: string | null
  action: string
  recordType: string | null
  organization: string | null
  fields: Record<string, [string | null, string | null]>
}

describe('GET /audit', () => {
  test("an org-admin reads their organization's log only; another's entries never show", async () => {
    const mine = unique('Al meu')
    const theirs = unique('Al altuia')
    await seedEntries([
      { organization_id: world.organization.id, user_name: mine },
      { organization_id: world.other.organization.id, user_name: theirs },
      { organization_id: null, user_name: theirs },
    ])
    const page = await client.visit('/audit')
    expect(page.component).toBe('audit/index')
    const names = page.props.entries.map((row: LogRow) => row.user)
    expect(names).toContain(mine)
    expect(names).not.toContain(theirs)
    // The organization filter is a super-admin's: an org-admin's is ignored.
    const foreign = await client.visit(`/audit?organization=${world.other.organization.uid}`)
    expect(foreign.props.entries.map((row: LogRow) => row.user)).not.toContain(theirs)
    expect(foreign.props.organizations).toEqual([])
    const csv = await client.request('GET', '/audit/export/csv')
    expect(csv.status).toBe(200)
    expect(csv.text).toContain(mine)
    expect(csv.text).not.toContain(theirs)
  })

  test('the export shows the values as the log does: times, money, statuses and counts by name', async () => {
    const marker = unique('Exportul')
    // A summer day of next year (07:00 UTC is 10:00 in the organization's zone) and today.
    const summer = nextYear()
    const today = orgDay(0)
    const changes = [
      {
        record_type: 'event',
        fields: {
          start_at: [`${summer}-06-01T07:00:00.000+00:00`, `${summer}-06-01T08:00:00.000+00:00`],
        },
      },
      {
        record_type: 'invoice',
        fields: {
          kind: [null, 'invoice'],
          amount_cents: [null, 410050],
          status: [null, 'issued'],
          issue_date: [null, `${today}T00:00:00.000+00:00`],
        },
      },
      {
        record_type: 'contact',
        fields: { 'address.zip_code': ['010101', '020202'] },
      },
      {
        record_type: 'import',
        details: { rows: 120, created: 100, updated: 15, unchanged: 3, skipped: 2, lists: [] },
      },
    ]
    for (const { record_type: type, ...body } of changes) {
      await query(
        `insert into audit_entries (organization_id, user_name, action, record_type, changes)
         values ($1, $2, 'update', $3, $4::jsonb)`,
        [world.organization.id, marker, type, JSON.stringify(body)]
      )
    }
    // An export and a GDPR request written before their names were derived: their raw labels.
    await query(
      `insert into audit_entries (organization_id, user_name, action, record_type, record_label, changes)
       values ($1, $2, 'export', 'route', 'participanti-12.xlsx', $3::jsonb),
              ($1, $2, 'gdpr_request', 'gdpr_request', 'objection', '{"details":{"kind":"objection"}}')`,
      [
        world.organization.id,
        marker,
        JSON.stringify({ details: { what: 'participanti-12', format: 'xlsx', status: 'waiting' } }),
      ]
    )
    const csv = await client.request('GET', '/audit/export/csv')
    expect(csv.status).toBe(200)
    const rows = csv.text.split('\n').filter((line) => line.includes(marker))
    expect(rows).toHaveLength(6)
    expect(csv.text).toContain('Export participanți #12 (XLSX)')
    expect(csv.text).toContain(
      'Ce: Export participanți #12; Format: XLSX; Stare: Listă de așteptare'
    )
    expect(csv.text).toContain('Cerere de opoziție')
    expect(rows.join('\n')).not.toMatch(/participanti-12|objection/)
    expect(csv.text).toContain(`Început: 01-06-${summer} 10:00 → 01-06-${summer} 11:00`)
    for (const change of [
      'Tip: — → Factură',
      'Valoare fără TVA: — → 4.100,50 EUR',
      'Stare: — → Emisă',
      `Data emiterii: — → ${shownDay(today)}`,
    ]) {
      expect(csv.text).toContain(change)
    }
    // A contact's address by its parts' names (the JSON column's key after the column's).
    expect(csv.text).toContain('Adresă › Cod poștal: 010101 → 020202')
    for (const count of [
      'Rânduri: 120',
      'Create: 100',
      'Actualizate: 15',
      'Neschimbate: 3',
      'Omise: 2',
      'Liste: —',
    ]) {
      expect(csv.text).toContain(count)
    }
    expect(csv.text).not.toMatch(/start_at|amount_cents|zip_code|410050|issued/)
  })

  test('filters by person, action, record type and time', async () => {
    const { organization } = await createUser({ role: 'org-admin' })
    const owner = await createUser({ role: 'org-admin', organizationId: organization!.id })
    const other = await createUser({ role: 'org-admin', organizationId: organization!.id })
    const ownerClient = await signedIn(owner)
    await seedEntries([
      { organization_id: organization!.id, user_id: other.id, user_name: 'A', action: 'create' },
      {
        organization_id: organization!.id,
        user_id: other.id,
        user_name: 'B',
        action: 'delete',
        record_type: 'invoice',
      },
      {
        organization_id: organization!.id,
        user_id: owner.id,
        user_name: 'C',
        action: 'export',
        created_at: '2020-01-10 12:00:00+02',
      },
    ])
    const names = async (qs: string) => {
      const page = await ownerClient.visit(`/audit?${qs}`)
      return page.props.entries
        .map((row: LogRow) => row.user)
        .filter((name: string) => ['A', 'B', 'C'].includes(name))
        .sort()
    }
    expect(await names('')).toEqual(['A', 'B', 'C'])
    expect(await names(`user=${other.uid}`)).toEqual(['A', 'B'])
    expect(await names('action=delete')).toEqual(['B'])
    expect(await names('record_type=invoice')).toEqual(['B'])
    expect(await names('from=2020-01-01&to=2020-01-31')).toEqual(['C'])
    expect(await names('to=2020-01-09')).toEqual([])
    // Nonsense filters are no filters, never an error.
    expect(await names('action=drop&record_type=%00&from=2020-13-45&user=x')).toEqual([
      'A',
      'B',
      'C',
    ])
    const page = await ownerClient.visit(`/audit?user=${other.uid}`)
    expect(page.props.people.map((person: { value: string }) => person.value)).toContain(other.uid)
  })

  test('pages newest first by keyset, forth and back, without gaps or repeats', async () => {
    const { organization } = await createUser({ role: 'org-admin' })
    const owner = await createUser({ role: 'org-admin', organizationId: organization!.id })
    const ownerClient = await signedIn(owner)
    // 120 entries, some sharing their moment (the id breaks the tie).
    await query(
      `insert into audit_entries (organization_id, user_name, action, created_at)
       select $1, 'N' || n, 'update', timestamptz '2024-05-01 10:00:00+00' + (n / 3) * interval '1 second'
       from generate_series(1, 120) n`,
      [organization!.id]
    )
    const seen: string[] = []
    let page = await ownerClient.visit('/audit')
    const first = page.props.entries.map((row: LogRow) => row.user)
    expect(page.props.newer).toBeNull()
    seen.push(...first)
    while (page.props.older) {
      page = await ownerClient.visit(`/audit?before=${page.props.older}`)
      seen.push(...page.props.entries.map((row: LogRow) => row.user))
    }
    const own = seen.filter((name) => /^N\d+$/.test(name))
    expect(own).toHaveLength(120)
    expect(new Set(own).size).toBe(120)
    expect(own[0]).toBe('N120')
    expect(own.at(-1)).toBe('N1')
    const back = await ownerClient.visit(`/audit?after=${page.props.newer}`)
    expect(back.props.entries).toHaveLength(50)
    expect(back.props.older).toBeTruthy()
  })

  test('a super-admin reads every organization, filtered to one on demand; the export is logged', async () => {
    const admin = await createUser({ role: 'super-admin' })
    const superClient = await signedIn(admin)
    const marker = unique('Toate')
    await seedEntries([
      { organization_id: world.organization.id, user_name: marker },
      { organization_id: world.other.organization.id, user_name: marker },
    ])
    const all = await superClient.visit('/audit')
    expect(all.props.entries.filter((row: LogRow) => row.user === marker)).toHaveLength(2)
    const one = await superClient.visit(`/audit?organization=${world.organization.uid}`)
    const rows = one.props.entries.filter((row: LogRow) => row.user === marker)
    expect(rows).toHaveLength(1)
    expect(rows[0].organization).toBe(world.organization.name)
    const xlsx = await superClient.request(
      'GET',
      `/audit/export/xlsx?organization=${world.organization.uid}`
    )
    expect(xlsx.status).toBe(200)
    const [logged] = await query<AuditEntryRow>(
      `select * from audit_entries where action = 'export' and user_id = $1`,
      [admin.id]
    )
    expect(logged.organization_id).toBe(world.organization.id)
  })

  test('markup and line breaks in a name stay text', async () => {
    const { organization } = await createUser({ role: 'org-admin' })
    const owner = await createUser({ role: 'org-admin', organizationId: organization!.id })
    const name = '<script>alert(1)</script>\nRând nou'
    await seedEntries([{ organization_id: organization!.id, user_name: name }])
    const ownerClient = await signedIn(owner)
    const reply = await ownerClient.request('GET', '/audit')
    expect(reply.text).not.toContain('<script>alert(1)</script>')
  })

  test('no role: refused (403); a guest goes to /login', async () => {
    const nobody = await createUser({ role: null })
    const nobodyClient = await signedIn(nobody)
    const reply = await nobodyClient.request('GET', '/audit', { inertia: true })
    expect(reply.status).toBe(403)
    const guest = await new TestClient().request('GET', '/audit', { inertia: true })
    expect(guest.location).toBe('/login')
  })
})

describe('retention', () => {
  type Retention = typeof import('#services/audit/audit_retention')

  test('the cut deletes entries older than the retention only; under a year the database refuses', async () => {
    await factories()
    const { AuditRetention } = await nativeImport<Retention>('#services/audit/audit_retention')
    const marker = unique('Vechi')
    await query(
      `insert into audit_entries (organization_id, user_name, action, created_at) values
         ($1, $2 || '-3y', 'update', now() - interval '3 years'),
         ($1, $2 || '-400d', 'update', now() - interval '400 days'),
         ($1, $2 || '-now', 'update', now())`,
      [world.organization.id, marker]
    )
    const left = async () => {
      const rows = await query<{ user_name: string }>(
        `select user_name from audit_entries where user_name like $1 order by user_name`,
        [`${marker}%`]
      )
      return rows.map((row) => row.user_name)
    }
    expect(await AuditRetention.cut(730)).toBeGreaterThanOrEqual(1)
    expect(await left()).toEqual([`${marker}-400d`, `${marker}-now`])
    await expect(AuditRetention.cut(100)).rejects.toThrow(/append-only/)
    expect(await left()).toEqual([`${marker}-400d`, `${marker}-now`])
  })
})

describe('sessions ended', () => {
  test('ending my other sessions writes one entry: whose, why, how many, from where', async () => {
    const user = await createUser()
    await signedIn(user)
    const me = await signedIn(user)
    await me.submit('DELETE', '/my-account/sessions', undefined, { from: '/my-account' })
    const rows = await eventually(async () => {
      const entries = await entriesOf('user', user.id)
      return entries.filter((row) => row.action === 'sessions_end')
    })
    expect(rows).toHaveLength(1)
    expect(rows[0].user_id).toBe(user.id)
    expect(rows[0].changes?.details).toEqual({ reason: 'ended_by_user', sessions: 1 })
    expect(rows[0].ip).toBe('127.0.0.1')
  })
})

describe('fresh confirmations', () => {
  test('a wrong password and then the right one: one entry each, the password never written', async () => {
    const user = await createUser()
    const visitor = new TestClient()
    await visitor.login(user.email, user.password, false, { confirm: false })
    const wrong = await visitor.confirm('nu-e-parola')
    expect(wrong.status).toBe(422)
    const right = await visitor.confirm(user.password)
    expect(right.status).toBeLessThan(300)
    const rows = await eventually(async () => {
      const entries = await entriesOf('user', user.id)
      return entries.filter((row) => row.action.startsWith('confirmation'))
    }, 2)
    expect(rows.map((row) => [row.action, row.changes?.details])).toEqual([
      ['confirmation_failed', { method: 'password' }],
      ['confirmation', { method: 'password' }],
    ])
    expect(JSON.stringify(rows)).not.toContain('nu-e-parola')
    expect(JSON.stringify(rows)).not.toContain(user.password)
  })
})
