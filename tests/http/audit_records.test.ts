/**
 * The audit trail of the records that matter to an auditor (docs/security.md, "Audit trail"),
 * each done through its route: an invoice issued and reversed (its credit note), a user invited
 * and deactivated, a deleted product restored. Each entry names the record, who did it and from
 * where (IP, browser) and what changed, in the change's own transaction (the entry and the row
 * share their transaction id, `xmin`); a refused change writes none; no secret is written. The
 * invoice's and the user's pages show their timeline with those entries.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { signedIn, type TestClient } from '../support/client.ts'
import { createOrgAdmin, createUser, latestMailTo, query } from '../support/db.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'
import { createWonCar, invoiceForm, readyToInvoice } from './helpers/auction.ts'
import { createProduct } from './helpers/products.ts'
import { invitationForm, invitationsTo, registerTokenFrom } from './helpers/users.ts'
import { entriesOf, xminOf } from './helpers/audit.ts'

interface TimelineRow {
  action: string
  user: string | null
  recordLabel: string | null
  fields: Record<string, [unknown, unknown]>
  details: Record<string, unknown>
  ip: string | null
  userAgent: string | null
}

/** A browser of our own: the entry must name it. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0 audit-records'

/** Signed in, from a browser of its own. */
async function browserOf(user: { email: string; password: string }) {
  const client = await signedIn(user)
  client.defaultHeaders['user-agent'] = BROWSER
  return client
}

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world } = await signedInOrgAdmin())
  client = await browserOf(world.user)
  await readyToInvoice(world.organization.id)
})

describe('invoices', () => {
  /** A won bid of 3 500 EUR in the community, invoiced through the form in series `series`. */
  async function issued(series: string) {
    const bidder = await createContact(world.community.id)
    const { bids } = await createWonCar(world.community.id, [
      { contact_id: bidder.id, amount_cents: 350_000 },
    ])
    const reply = await client.submit(
      'POST',
      `/administrare/bids/${bids[0].uid}/invoices`,
      invoiceForm({ series }),
      { from: `/administrare/bids/${bids[0].uid}/create-invoice` }
    )
    expect(reply.page?.flash.success).toBe(`Factura ${series}-1 a fost emisă.`)
    const [invoice] = await query<{ id: number; uid: string }>(
      `select id, uid from invoices where bid_id = $1`,
      [bids[0].id]
    )
    return invoice
  }

  const reverse = (uid: string) =>
    client.submit(
      'POST',
      `/administrare/invoices/${uid}/reverse`,
      {},
      {
        from: `/administrare/invoices/${uid}`,
      }
    )

  test('issued: who, from where, its number and amounts, in its transaction', async () => {
    const invoice = await issued('AUDI')
    const [entry] = await entriesOf('invoice', invoice.id)
    expect(entry).toMatchObject({
      action: 'invoice_issue',
      record_label: 'AUDI-1',
      organization_id: world.organization.id,
      community_id: world.community.id,
      user_id: world.user.id,
      user_email: world.user.email,
      ip: '127.0.0.1',
      user_agent: BROWSER,
    })
    expect(entry.changes?.fields).toMatchObject({
      kind: [null, 'invoice'],
      status: [null, 'issued'],
      series_code: [null, 'AUDI'],
      number: [null, 1],
      currency: [null, 'EUR'],
      amount_cents: [null, 350_000],
      vat_cents: [null, 73_500],
      total_cents: [null, 423_500],
      buyer_name: [null, 'Ana Pop'],
    })
    expect(entry.xmin).toBe(await xminOf('invoices', invoice.id))
    expect(await entriesOf('invoice', invoice.id)).toHaveLength(1)
  })

  test('reversed: the original reversed and its credit note issued, in one transaction; a second reversal writes nothing', async () => {
    const original = await issued('AUDR')
    const reply = await reverse(original.uid)
    expect(reply.page?.flash.success).toBe('Factura AUDR-1 a fost stornată prin STORNO-1.')
    const [note] = await query<{ id: number; uid: string; number: number }>(
      `select id, uid, number from invoices where credited_invoice_id = $1`,
      [original.id]
    )

    const [, reversal] = await entriesOf('invoice', original.id)
    expect(reversal).toMatchObject({
      action: 'invoice_reverse',
      record_label: 'AUDR-1',
      user_id: world.user.id,
      community_id: world.community.id,
      ip: '127.0.0.1',
      user_agent: BROWSER,
    })
    expect(reversal.changes?.fields).toEqual({ status: ['issued', 'reversed'] })

    const [issuedNote] = await entriesOf('invoice', note.id)
    expect(issuedNote).toMatchObject({
      action: 'invoice_issue',
      record_label: `STORNO-${note.number}`,
      user_id: world.user.id,
      ip: '127.0.0.1',
    })
    expect(issuedNote.changes?.fields).toMatchObject({
      kind: [null, 'credit_note'],
      credited_invoice_id: [null, original.id],
      amount_cents: [null, -350_000],
      total_cents: [null, -423_500],
      status: [null, 'issued'],
    })
    // The credit note, the original's new status and both entries: one transaction.
    const trx = await xminOf('invoices', note.id)
    expect(await xminOf('invoices', original.id)).toBe(trx)
    expect([reversal.xmin, issuedNote.xmin]).toEqual([trx, trx])

    // Refused (already reversed; a credit note): nothing more written.
    const again = await reverse(original.uid)
    expect(again.page?.flash.error).toBe('Factura AUDR-1 este deja stornată.')
    await reverse(note.uid)
    expect(await entriesOf('invoice', original.id)).toHaveLength(2)
    expect(await entriesOf('invoice', note.id)).toHaveLength(1)
  })

  test("the invoice's page shows its timeline, newest first; another organization's admin sees none of it", async () => {
    const original = await issued('AUDT')
    await reverse(original.uid)
    const page = await client.visit(`/administrare/invoices/${original.uid}`)
    const timeline: TimelineRow[] = page.props.timeline
    expect(timeline.map((row) => row.action)).toEqual(['invoice_reverse', 'invoice_issue'])
    expect(timeline[0]).toMatchObject({
      user: world.user.fullName,
      recordLabel: 'AUDT-1',
      fields: { status: ['issued', 'reversed'] },
      ip: '127.0.0.1',
      userAgent: BROWSER,
    })
    // The issue's fields as the log shows them: the buyer's by their parts' names.
    expect(timeline[1].fields).toMatchObject({
      'status': [null, 'issued'],
      'amount_cents': [null, 350_000],
      'buyer.name': [null, 'Ana Pop'],
    })

    const [note] = await query<{ uid: string }>(
      `select uid from invoices where credited_invoice_id = (select id from invoices where uid = $1)`,
      [original.uid]
    )
    const notePage = await client.visit(`/administrare/invoices/${note.uid}`)
    expect(notePage.props.timeline.map((row: TimelineRow) => row.action)).toEqual(['invoice_issue'])

    const stranger = await signedIn(world.other.user)
    const refused = await stranger.request('GET', `/administrare/invoices/${original.uid}`, {
      inertia: true,
    })
    expect(refused.status).toBe(404)
  })
})

describe('users', () => {
  test('invited by an org-admin: who was invited to what role, by whom, from where; the link never written', async () => {
    const data = invitationForm({ first_name: 'Ioana' })
    await client.submit('POST', '/users/invite', data, { from: '/users/invite' })
    const [invitation] = await invitationsTo(data.email)
    const entries = await entriesOf('invitation', invitation.id)
    const [entry] = entries
    expect(entry).toMatchObject({
      action: 'user_invite',
      record_label: data.email,
      organization_id: world.organization.id,
      user_id: world.user.id,
      user_email: world.user.email,
      ip: '127.0.0.1',
      user_agent: BROWSER,
    })
    expect(entry.changes?.fields).toMatchObject({
      first_name: [null, 'Ioana'],
      last_name: [null, data.last_name],
      email: [null, data.email],
      role: [null, 'org-admin'],
      organization_name: [null, world.organization.name],
      invited_by: [null, world.user.id],
      token_hash: ['[secret]', '[secret]'],
    })
    // Neither the link's token (in the e-mail only) nor its hash.
    const token = registerTokenFrom((await latestMailTo(data.email))!.html)
    const text = JSON.stringify(entries)
    expect(text).not.toContain(token)
    expect(text).not.toContain(invitation.token_hash)

    // The same address again: refused, nothing more written.
    await client.submit('POST', '/users/invite', data, { from: '/users/invite' })
    const after = await entriesOf('invitation', invitation.id)
    expect(after.filter((row) => row.action === 'user_invite')).toHaveLength(1)
  })

  test("changed, then deactivated by a super-admin: each with its fields before → after, the new password never written; on the user's page", async () => {
    const adminUser = await createUser({ role: 'super-admin' })
    const admin = await browserOf(adminUser)
    const { user, organization } = await createOrgAdmin()
    const path = `/administrare/users/${user.uid}/edit`
    const form = (fields: Record<string, string>) => ({
      first_name: user.firstName,
      last_name: user.lastName,
      phone_number: '+40700000000',
      email: user.email,
      password: '',
      password_confirmation: '',
      status: 'active',
      ...fields,
    })
    const password = 'parola-noua-de-nescris-9'
    await admin.submit(
      'POST',
      path,
      form({ phone_number: '+40755000111', password, password_confirmation: password }),
      { from: path }
    )
    await admin.submit('POST', path, form({ phone_number: '+40755000111', status: 'inactive' }), {
      from: path,
    })
    // Made inactive again: nothing changes, no entry.
    await admin.submit('POST', path, form({ phone_number: '+40755000111', status: 'inactive' }), {
      from: path,
    })

    const all = await entriesOf('user', user.id)
    const entries = all.filter((row) => ['update', 'user_deactivate'].includes(row.action))
    expect(entries.map((row) => row.action)).toEqual(['update', 'user_deactivate'])
    for (const entry of entries) {
      expect(entry).toMatchObject({
        record_label: user.fullName,
        organization_id: organization.id,
        user_id: adminUser.id,
        user_email: adminUser.email,
        ip: '127.0.0.1',
        user_agent: BROWSER,
      })
    }
    expect(entries[0].changes?.fields).toEqual({
      phone_number: ['+40700000000', '+40755000111'],
      password: ['[secret]', '[secret]'],
    })
    expect(entries[1].changes?.fields).toEqual({ status: ['active', 'inactive'] })
    // Each change and the sessions it ended (the password's, then the deactivation's): one
    // transaction each, its entries with it.
    const ended = all.filter((row) => row.action === 'sessions_end')
    expect(ended.map((row) => row.changes?.details?.reason)).toEqual([
      'password_changed',
      'made_inactive',
    ])
    expect(ended.map((row) => row.xmin)).toEqual(entries.map((row) => row.xmin))
    const [stored] = await query<{ password: string }>(`select password from users where id = $1`, [
      user.id,
    ])
    const text = JSON.stringify(entries)
    expect(text).not.toContain(password)
    expect(text).not.toContain(stored.password)

    const page = await admin.visit(path)
    const timeline = (page.props.timeline as TimelineRow[]).filter((row) =>
      ['update', 'user_deactivate'].includes(row.action)
    )
    expect(timeline.map((row) => [row.action, row.fields])).toEqual([
      ['user_deactivate', { status: ['active', 'inactive'] }],
      [
        'update',
        { phone_number: ['+40700000000', '+40755000111'], password: ['[secret]', '[secret]'] },
      ],
    ])
    expect(timeline[0]).toMatchObject({
      user: adminUser.fullName,
      recordLabel: user.fullName,
      ip: '127.0.0.1',
      userAgent: BROWSER,
    })
    expect(JSON.stringify(page.props.timeline)).not.toContain(password)
  })
})

describe('restore', () => {
  test("a deleted product restored: the delete and the restore, each with its moment, on the product's timeline; a restore of a live product writes nothing", async () => {
    const product = await createProduct(world.community.id, { name: 'Cană de restaurat' })
    await client.submit('DELETE', `/products/${product.uid}/soft-delete`, undefined, {
      from: '/products',
    })
    const restored = await client.submit('POST', `/products/${product.uid}/restore`, undefined, {
      from: '/products?state=deleted',
    })
    expect(restored.page?.flash.success).toBe('Produsul Cană de restaurat a fost restaurat.')
    // Not deleted any more: nothing to restore, nothing written.
    await client.submit('POST', `/products/${product.uid}/restore`, undefined, {
      from: '/products',
    })

    const entries = await entriesOf('product', product.id)
    expect(entries.map((row) => row.action)).toEqual(['delete', 'restore'])
    const [deleted, restore] = entries
    const deletedAt = deleted.changes?.fields?.deleted_at?.[1]
    expect(deletedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/))
    expect(restore).toMatchObject({
      record_label: 'Cană de restaurat',
      organization_id: world.organization.id,
      community_id: world.community.id,
      user_id: world.user.id,
      ip: '127.0.0.1',
      user_agent: BROWSER,
    })
    expect(restore.changes?.fields).toEqual({ deleted_at: [deletedAt, null] })
    expect(restore.xmin).toBe(await xminOf('products', product.id))

    const page = await client.visit(`/products/${product.uid}`)
    expect(
      page.props.timeline.map((row: TimelineRow) => [row.action, row.fields.deleted_at])
    ).toEqual([
      ['restore', [deletedAt, null]],
      ['delete', [null, deletedAt]],
    ])
  })
})
