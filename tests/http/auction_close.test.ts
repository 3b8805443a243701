/**
 * The auction closes (docs/auction.md, "States", "Soft close", "Award"): bids only while a lot
 * is open, the soft close, closing early, each bid's state, only a winning bid invoiced, the
 * winner's withdrawal and the award to the next bid, and bids racing on one car.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { createUser, query } from '../support/db.ts'
import { nextYear } from '../support/org_dates.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'
import {
  bidsOfCar,
  createBid,
  createCar,
  createLot,
  createWonCar,
  lotByUid,
  invoiceForm,
  readyToInvoice,
} from './helpers/auction.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
  await readyToInvoice(world.organization.id)
})

const carUrl = (lot: { uid: string }, car: { uid: string }) => `/lot/${lot.uid}/car/${car.uid}`

async function bid(who: TestClient, lot: { uid: string }, car: { uid: string }, fields: object) {
  const url = carUrl(lot, car)
  return who.submit('POST', `${url}/bids`, fields, { from: url })
}

const invoicesOf = (bidId: number) =>
  query(`select * from invoices where bid_id = $1 order by id`, [bidId])

describe('bids are taken only while the lot is open', () => {
  test.each([
    [
      'scheduled',
      /^Licitația nu a început încă: ofertele se primesc de la \d\d-\d\d-\d{4} \d\d:\d\d\.$/,
    ],
    ['closed', /^Licitația s-a încheiat la \d\d-\d\d-\d{4} \d\d:\d\d: nu se mai primesc oferte\.$/],
  ] as const)(
    'a bid on a %s lot is refused under the amount, nothing written',
    async (state, message) => {
      const lot = await createLot(world.community.id, {}, state)
      const car = await createCar(world.community.id, { lot_id: lot.id })
      const contact = await createContact(world.community.id)
      const { page } = await bid(client, lot, car, { contact_id: contact.id, amount: '5000' })
      expect(page?.props.errors).toEqual({ amount: expect.stringMatching(message) })
      expect(await bidsOfCar(car.id)).toEqual([])
      expect(await lotByUid(lot.uid)).toEqual(lot)
      // The car page says why its form is hidden.
      expect(page?.props.lot.state).toBe(state)
    }
  )

  test('a bid on a lot closed early is refused, nothing written', async () => {
    const lot = await createLot(world.community.id)
    const car = await createCar(world.community.id, { lot_id: lot.id })
    const contact = await createContact(world.community.id)
    await client.submit('POST', `/lots/${lot.uid}/close`, {}, { from: `/lots/${lot.uid}` })
    const { page } = await bid(client, lot, car, { contact_id: contact.id, amount: '5000' })
    expect(page?.props.errors.amount).toMatch(/^Licitația s-a încheiat la /)
    expect(await bidsOfCar(car.id)).toEqual([])
  })
})

describe('soft close', () => {
  test('a bid in the last 2 minutes moves the end to 2 minutes after it; the car page shows it', async () => {
    const endsAt = new Date(Date.now() + 60_000)
    const lot = await createLot(world.community.id, { ends_at: endsAt })
    const car = await createCar(world.community.id, { lot_id: lot.id })
    const contact = await createContact(world.community.id)
    const { page } = await bid(client, lot, car, { contact_id: contact.id, amount: '5000' })
    expect(page?.props.errors).toEqual({})
    const [placed] = await bidsOfCar(car.id)
    const moved = await lotByUid(lot.uid)
    expect(moved!.ends_at.getTime()).toBe(placed.placed_at.getTime() + 120_000)
    expect(new Date(page?.props.lot.endsAt).getTime()).toBe(moved!.ends_at.getTime())

    // A bid well before the end leaves it where it is.
    const later = await createLot(world.community.id)
    const other = await createCar(world.community.id, { lot_id: later.id })
    await bid(client, later, other, { contact_id: contact.id, amount: '5000' })
    expect(await lotByUid(later.uid)).toEqual(later)
  })
})

describe('closing a lot early', () => {
  test('records who and when, ends the lot now; twice or before its start is refused', async () => {
    const lot = await createLot(world.community.id)
    const reply = await client.submit(
      'POST',
      `/lots/${lot.uid}/close`,
      {},
      {
        from: `/lots/${lot.uid}`,
      }
    )
    expect(reply.page?.flash.success).toBe(`Licitația „${lot.title}” a fost închisă.`)
    const closed = await lotByUid(lot.uid)
    expect(closed!.closed_by).toBe(world.user.id)
    expect(closed!.closed_at!.getTime()).toBe(closed!.ends_at.getTime())
    expect(Date.now() - closed!.ends_at.getTime()).toBeLessThan(60_000)
    expect(reply.page?.props.status).toMatchObject({
      state: 'closed',
      closedBy: `${world.user.firstName} ${world.user.lastName}`,
    })

    const twice = await client.submit(
      'POST',
      `/lots/${lot.uid}/close`,
      {},
      {
        from: `/lots/${lot.uid}`,
      }
    )
    expect(twice.page?.flash.error).toBe(`Licitația „${lot.title}” este deja închisă.`)
    expect(await lotByUid(lot.uid)).toEqual(closed)

    const scheduled = await createLot(world.community.id, {}, 'scheduled')
    const early = await client.submit(
      'POST',
      `/lots/${scheduled.uid}/close`,
      {},
      {
        from: `/lots/${scheduled.uid}`,
      }
    )
    expect(early.page?.flash.error).toBe(
      `Licitația „${scheduled.title}” nu a început încă: schimbă-i datele în loc să o închizi.`
    )
    expect(await lotByUid(scheduled.uid)).toEqual(scheduled)
  })

  test('the dates of a closed lot, the start of an open one and an open end in the past are refused', async () => {
    const form = (lot: { title: string }, start: string, end: string) => ({
      title: lot.title,
      start_date: start,
      end_date: end,
    })
    const closed = await createLot(world.community.id, {}, 'closed')
    const reopen = await client.submit(
      'PUT',
      `/lots/${closed.uid}`,
      form(closed, `${nextYear()}-01-01 10:00:00`, `${nextYear()}-01-02 10:00:00`),
      { from: `/lots/${closed.uid}` }
    )
    expect(reopen.page?.props.errors).toEqual({
      start_date: 'Licitația s-a încheiat: datele ei nu se mai pot schimba.',
    })
    expect(await lotByUid(closed.uid)).toEqual(closed)

    const open = await createLot(world.community.id)
    const past = await client.submit(
      'PUT',
      `/lots/${open.uid}`,
      {
        title: open.title,
        start_date: wallTime(open.starts_at),
        end_date: wallTime(new Date(Date.now() - 60_000)),
      },
      { from: `/lots/${open.uid}` }
    )
    expect(past.page?.props.errors.end_date).toMatch(/^Sfârșitul unei licitații deschise/)
    expect(await lotByUid(open.uid)).toEqual(open)
  })
})

/** A date as the lot form's picker sends it: Romania's wall time. */
function wallTime(date: Date) {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Bucharest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(date)
  return parts
}

describe("each bid's state, and only a winning bid is invoiced", () => {
  test('open: în curs / depășită; closed: câștigătoare / depășită, on the car page and in /administrare/bids', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    await readyToInvoice(fresh.organization.id)
    const ana = await createContact(fresh.community.id)
    const ion = await createContact(fresh.community.id)
    const lot = await createLot(fresh.community.id)
    const car = await createCar(fresh.community.id, { lot_id: lot.id })
    const low = await createBid(fresh.community.id, {
      car_id: car.id,
      contact_id: ana.id,
      amount_cents: 310_000,
    })
    const high = await createBid(fresh.community.id, {
      car_id: car.id,
      contact_id: ion.id,
      amount_cents: 320_000,
    })

    const states = async () => {
      const page = await own.visit(carUrl(lot, car))
      const table = await own.visit('/administrare/bids')
      return {
        page: page.props.bids.map((row: { uid: string; state: string }) => [row.uid, row.state]),
        table: Object.fromEntries(
          table.props.bids.map((row: { uid: string; state: string }) => [row.uid, row.state])
        ),
      }
    }
    expect(await states()).toEqual({
      page: [
        [high.uid, 'leading'],
        [low.uid, 'outbid'],
      ],
      table: { [high.uid]: 'leading', [low.uid]: 'outbid' },
    })
    // Neither is invoiced while the lot is open.
    for (const one of [high, low]) {
      const refused = await own.submit(
        'POST',
        `/administrare/bids/${one.uid}/invoices`,
        invoiceForm(),
        {
          from: `/administrare/bids/${one.uid}/create-invoice`,
        }
      )
      expect(refused.page?.flash.error).toBe(
        'Doar oferta câștigătoare a unei licitații încheiate poate fi facturată.'
      )
      expect(await invoicesOf(one.id)).toEqual([])
    }

    await own.submit('POST', `/lots/${lot.uid}/close`, {}, { from: `/lots/${lot.uid}` })
    expect(await states()).toEqual({
      page: [
        [high.uid, 'won'],
        [low.uid, 'outbid'],
      ],
      table: { [high.uid]: 'won', [low.uid]: 'outbid' },
    })
    const lotPage = await own.visit(`/lots/${lot.uid}`)
    expect(lotPage.props.cars[0].award).toMatchObject({ amount: '3200.00', withdrawn: false })

    // The losing bid: refused, as a form and as a POST (409 for a JSON call); the winner is invoiced.
    const form = await own.request('GET', `/administrare/bids/${low.uid}/create-invoice`, {
      inertia: true,
    })
    expect(form.location).toBe('/administrare/bids')
    const json = await own.request('POST', `/administrare/bids/${low.uid}/invoices`, {
      body: invoiceForm(),
      json: true,
    })
    expect(json.status).toBe(409)
    expect(await invoicesOf(low.id)).toEqual([])
    const issued = await own.submit(
      'POST',
      `/administrare/bids/${high.uid}/invoices`,
      invoiceForm(),
      {
        from: `/administrare/bids/${high.uid}/create-invoice`,
      }
    )
    expect(issued.page?.component).toBe('invoices/show')
    expect(await invoicesOf(high.id)).toHaveLength(1)
  })

  test('a car without bids of a closed lot is unsold', async () => {
    const lot = await createLot(world.community.id, {}, 'closed')
    const car = await createCar(world.community.id, { lot_id: lot.id })
    const page = await client.visit(carUrl(lot, car))
    expect(page.props.award).toEqual({ awardedUid: null, invoiced: false, nextUid: null })
    const lotPage = await client.visit(`/lots/${lot.uid}`)
    expect(lotPage.props.cars[0].award).toBeNull()
  })
})

describe('the winner withdraws, the car goes to the next bid', () => {
  async function wonCar(communityId = world.community.id) {
    const [ana, ion, dan] = await Promise.all([1, 2, 3].map(() => createContact(communityId)))
    return createWonCar(communityId, [
      { contact_id: dan.id, amount_cents: 300_000 },
      { contact_id: ion.id, amount_cents: 320_000 },
      { contact_id: ana.id, amount_cents: 340_000 },
    ])
  }

  test('withdrawal (reason, who, when), award to the next (reason, who, when), the next is invoiced', async () => {
    const { lot, car, bids } = await wonCar()
    const [winner, next, third] = bids
    const url = carUrl(lot, car)
    // Not before the withdrawal.
    const early = await client.submit(
      'POST',
      `${url}/award`,
      { bid_uid: next.uid, reason: 'Vreau' },
      { from: url }
    )
    expect(early.page?.props.errors.bid_uid).toMatch(
      /^Mașina poate fi adjudecată următoarei oferte doar/
    )
    expect(await bidsOfCar(car.id)).toEqual(bids)
    // A reason is required.
    const bare = await client.submit(
      'POST',
      `${url}/withdrawal`,
      { bid_uid: winner.uid, reason: '' },
      { from: url }
    )
    expect(Object.keys(bare.page?.props.errors ?? {})).toEqual(['reason'])
    expect(await bidsOfCar(car.id)).toEqual(bids)

    const withdrawn = await client.submit(
      'POST',
      `${url}/withdrawal`,
      { bid_uid: winner.uid, reason: 'Cumpărătorul a renunțat telefonic.' },
      { from: url }
    )
    expect(withdrawn.page?.flash.success).toMatch(/a fost înregistrată\.$/)
    const [afterWithdrawal] = await bidsOfCar(car.id)
    expect(afterWithdrawal).toMatchObject({
      withdrawal_reason: 'Cumpărătorul a renunțat telefonic.',
      withdrawn_by: world.user.id,
    })
    expect(withdrawn.page?.props.award).toEqual({
      awardedUid: winner.uid,
      invoiced: false,
      nextUid: next.uid,
    })
    // The withdrawn bid is not invoiced.
    const refused = await client.request('POST', `/administrare/bids/${winner.uid}/invoices`, {
      body: invoiceForm(),
      json: true,
    })
    expect(refused.status).toBe(409)

    const awarded = await client.submit(
      'POST',
      `${url}/award`,
      { bid_uid: next.uid, reason: 'Următorul ofertant acceptă prețul.' },
      { from: url }
    )
    expect(awarded.page?.flash.success).toMatch(/adjudecată următoarei oferte\.$/)
    const rows = await bidsOfCar(car.id)
    expect(rows[1]).toMatchObject({
      award_reason: 'Următorul ofertant acceptă prețul.',
      awarded_by: world.user.id,
    })
    expect(
      awarded.page?.props.bids.map((row: { uid: string; state: string }) => [row.uid, row.state])
    ).toEqual([
      [winner.uid, 'withdrawn'],
      [next.uid, 'won'],
      [third.uid, 'outbid'],
    ])
    // Awarding again (a stale page) is refused.
    const again = await client.submit(
      'POST',
      `${url}/award`,
      { bid_uid: third.uid, reason: 'Din nou' },
      { from: url }
    )
    expect(again.page?.props.errors.bid_uid).toBeTruthy()
    expect(await bidsOfCar(car.id)).toEqual(rows)

    const issued = await client.submit(
      'POST',
      `/administrare/bids/${next.uid}/invoices`,
      invoiceForm(),
      {
        from: `/administrare/bids/${next.uid}/create-invoice`,
      }
    )
    expect(issued.page?.component).toBe('invoices/show')
    const [invoice] = await invoicesOf(next.id)
    expect(invoice.amount_cents).toBe(320_000)
  })

  test('an invoiced winner cannot be withdrawn; once its invoice is reversed the car may go to the next bid, the winner shown as having given it up', async () => {
    const { lot, car, bids } = await wonCar()
    const [winner, next, third] = bids
    const url = carUrl(lot, car)
    await client.submit('POST', `/administrare/bids/${winner.uid}/invoices`, invoiceForm(), {
      from: `/administrare/bids/${winner.uid}/create-invoice`,
    })
    const [invoice] = await invoicesOf(winner.id)
    const refused = await client.submit(
      'POST',
      `${url}/withdrawal`,
      { bid_uid: winner.uid, reason: 'Renunță' },
      { from: url }
    )
    expect(refused.page?.props.errors.bid_uid).toMatch(/are o factură emisă/)
    expect(await bidsOfCar(car.id)).toEqual(bids)

    await client.submit(
      'POST',
      `/administrare/invoices/${invoice.uid}/reverse`,
      {},
      {
        from: `/administrare/invoices/${invoice.uid}`,
      }
    )
    const page = await client.visit(url)
    expect(page.props.award).toEqual({ awardedUid: winner.uid, invoiced: false, nextUid: next.uid })
    await client.submit(
      'POST',
      `${url}/award`,
      { bid_uid: next.uid, reason: 'Nu a plătit.' },
      { from: url }
    )
    const [, awarded] = await bidsOfCar(car.id)
    expect(awarded.award_reason).toBe('Nu a plătit.')

    // The first winner gave the car up (renunțat), on the car page and in /administrare/bids.
    const after = await client.visit(url)
    expect(
      after.props.bids.map((row: { uid: string; state: string }) => [row.uid, row.state])
    ).toEqual([
      [winner.uid, 'renounced'],
      [next.uid, 'won'],
      [third.uid, 'outbid'],
    ])
    const table = await client.visit(`/administrare/bids?search=${encodeURIComponent(lot.title)}`)
    expect(
      Object.fromEntries(
        table.props.bids.map((row: { uid: string; state: string }) => [row.uid, row.state])
      )
    ).toEqual({ [winner.uid]: 'renounced', [next.uid]: 'won', [third.uid]: 'outbid' })
  })

  test("another community's lot or car: 404; a super-admin: 403; nothing changed", async () => {
    const { lot, car, bids } = await wonCar(world.other.community.id)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const url = carUrl(lot, car)
    for (const [path, body] of [
      [`/lots/${lot.uid}/close`, {}],
      [`${url}/withdrawal`, { bid_uid: bids[0].uid, reason: 'Renunță' }],
      [`${url}/award`, { bid_uid: bids[1].uid, reason: 'Următorul' }],
    ] as const) {
      const intruder = await client.request('POST', path, { body, inertia: true })
      expect(intruder.status, path).toBe(404)
      const superAdmin = await admin.request('POST', path, { body, inertia: true })
      expect(superAdmin.status, path).toBe(403)
      const guest = await new TestClient().request('POST', path, { body, inertia: true })
      expect(guest.location, path).toBe('/login')
    }
    expect(await bidsOfCar(car.id)).toEqual(bids)
    expect(await lotByUid(lot.uid)).toEqual(lot)
  })
})

describe('bids racing on one car', () => {
  test('30 bids near the end, the lot closed in their midst: accepted amounts strictly increasing, none after the end', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const clients = [own, ...(await Promise.all([1, 2, 3].map(() => signedIn(fresh.user))))]
    const contact = await createContact(fresh.community.id)
    const lot = await createLot(fresh.community.id, { ends_at: new Date(Date.now() + 90_000) })
    const car = await createCar(fresh.community.id, {
      lot_id: lot.id,
      starting_price_cents: 100_000,
    })
    const amounts = Array.from({ length: 30 }, (_, index) =>
      String(1000 + ((index * 37) % 30) * 10)
    )
    const send = (amount: string, index: number) =>
      bid(clients[index % clients.length], lot, car, { contact_id: contact.id, amount })
    // The first 20 race each other and the close; the last 10 come right after the close.
    const closing = new Promise((resolve) => setTimeout(resolve, 100)).then(() =>
      own.submit('POST', `/lots/${lot.uid}/close`, {}, { from: `/lots/${lot.uid}` })
    )
    const racing = amounts.slice(0, 20).map(send)
    await closing
    // One at a time: requests of one session at once would overwrite each other's flashed errors.
    const late = []
    for (const [i, amount] of amounts.slice(20).entries()) late.push(await send(amount, i + 20))
    const replies = [...(await Promise.all(racing)), ...late]
    for (const reply of late) {
      expect(reply.page?.props.errors.amount).toMatch(/^Licitația s-a încheiat la /)
    }
    expect(replies.every((reply) => reply.status < 500)).toBe(true)
    const accepted = await query<{ amount_cents: number; placed_at: Date }>(
      `select amount_cents, placed_at from bids where car_id = $1 order by id`,
      [car.id]
    )
    expect(accepted.length).toBeGreaterThan(0)
    for (let index = 1; index < accepted.length; index++) {
      expect(accepted[index].amount_cents).toBeGreaterThan(accepted[index - 1].amount_cents)
      expect(accepted[index].placed_at.getTime()).toBeGreaterThanOrEqual(
        accepted[index - 1].placed_at.getTime()
      )
    }
    const closed = await lotByUid(lot.uid)
    expect(closed!.closed_at).not.toBeNull()
    for (const row of accepted) {
      expect(row.placed_at.getTime()).toBeLessThanOrEqual(closed!.ends_at.getTime())
    }
    // Each accepted bid came before the end as it stood then: the first one's soft close moved
    // it to 2 minutes after it, and the close brought it back to its own moment.
    const refusedAfterClose = replies.filter((reply) =>
      /s-a încheiat/.test(reply.page?.props.errors?.amount ?? '')
    )
    expect(accepted.length + refusedAfterClose.length).toBeLessThanOrEqual(30)
  })
})
