/**
 * /administrare/bids and invoice numbering: the production build (bench/support.ts)
 * with 200,000 bids in the org-admin's community (20,000 bidders, 400 cars in 20 lots).
 * Targets: the bids table's page 1, a search and a sort answer with p95 ≤ 50 ms; 50 invoices
 * (winning bids of a closed lot) and 50 credit notes (reversing 50 issued invoices) issued at
 * the same moment come out numbered 1..50 in their series (no gap, no duplicate), and the run
 * prints how long they took.
 * Building an invoice's e-Factura XML (the mapping from the stored record and the UBL builder,
 * in process) has p95 ≤ 20 ms. 100 bids racing on one car in its lot's last minute
 * (bench/bid_race.ts): accepted amounts strictly increasing, none after the (moved) end.
 * Exits with 1 when numbers or the race break an invariant.
 *
 *   npm run bench:invoices              (builds first; --no-build on an existing build)
 *   node bench/invoices.ts --no-build --bids=20000 --runs=20   (a short run)
 *   node bench/invoices.ts --only=xml                          (the XML figure alone, no server)
 *   node bench/invoices.ts --no-build --only=race              (the race alone)
 *
 * Uses its own embedded PostgreSQL (port 54489, data in tmp/postgres/bench-invoices,
 * recreated each run) and server (port 3489). Figures: docs/performance.md.
 */
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import {
  Browser,
  PASSWORD,
  benchArgs,
  seedOrgAdmin,
  seedingClient,
  startProductionServer,
  timeScreens,
} from './support.ts'
import { raceOnOneCar } from './bid_race.ts'
import { factories, terminateTestApp } from '../tests/support/app.ts'
import { orgDay } from '../tests/support/org_dates.ts'

const args = benchArgs()
const BIDS = Number(args.get('bids') ?? 200_000)
const RUNS = Number(args.get('runs') ?? 40)
const CONTACTS = 20_000
const LOTS = 20
const CARS = 400
const CONCURRENT = 50
const TARGET_P95_MS = 50

const SCREENS = [
  { name: 'bids, page 1 (newest first)', path: '/administrare/bids' },
  { name: 'bids, search a bidder (popescu1234)', path: '/administrare/bids?search=popescu1234' },
  { name: 'bids, search a car (model 17)', path: '/administrare/bids?search=model%2017' },
  {
    name: 'bids, sort by amount (highest first)',
    path: '/administrare/bids?sort=amount&direction=desc',
  },
  { name: 'bids, page 500 by date', path: '/administrare/bids?page=500' },
].map((screen) => ({ ...screen, target: TARGET_P95_MS }))

async function seed(client: pg.Client, communityId: number) {
  await client.query(
    `insert into contacts (community_id, first_name, last_name, email, created_at)
     select $1, (array['Ana','Ion','Maria','Ștefan','Elena','Mihai','Ioana','Radu'])[1 + k % 8],
       'Popescu' || k, 'ofertant' || k || '@example.test', now()
     from generate_series(1, $2::int) as k`,
    [communityId, CONTACTS]
  )
  await client.query(
    `insert into lots (community_id, title, starts_at, ends_at, created_at)
     select $1, 'Licitația ' || k, now() - interval '30 days', now() + interval '30 days', now()
     from generate_series(1, $2::int) as k`,
    [communityId, LOTS]
  )
  await client.query(
    `insert into cars (community_id, lot_id, make, model, year, description, starting_price_cents, created_at)
     select $1, lots.id, (array['Dacia','Renault','Skoda','Ford','Volkswagen'])[1 + k % 5],
       'Model ' || k, 2000 + k % 25, 'Mașină de licitație', 100000, now()
     from generate_series(1, $2::int) as k
     join lateral (select id from lots where community_id = $1 order by id offset k % $3 limit 1) as lots on true`,
    [communityId, CARS, LOTS]
  )
  // In statements of 20,000 bids (each a short transaction).
  for (let from = 1; from <= BIDS; from += 20_000) {
    await client.query(
      `insert into bids (community_id, car_id, contact_id, amount_cents, placed_at, created_at)
       select $1, cars.ids[1 + k % $4], contacts.ids[1 + (k::bigint * 7919) % $5],
         100000 + (k::bigint * 104729) % 5000000, now() - k * interval '1 minute', now()
       from generate_series($2::int, $3::int) as k,
         (select array_agg(id order by id) as ids from cars where community_id = $1) as cars,
         (select array_agg(id order by id) as ids from contacts where community_id = $1) as contacts`,
      [communityId, from, Math.min(BIDS, from + 19_999), CARS, CONTACTS]
    )
  }
  await client.query('vacuum analyze')
}

/**
 * What issuing needs, built with the app's factories (database/factories, the app booted in this
 * process against the benchmark's database, tests/support/app.ts): the organization's billing
 * details, BNR's rates of the last two weeks, CONCURRENT cars of closed lots each won by one bid
 * (to invoice), and CONCURRENT issued invoices of series REV (to reverse).
 */
async function seedInvoicing(
  client: pg.Client,
  databaseUrl: string,
  communityId: number,
  organizationId: number
) {
  // The app's TypeScript hook, for the factories' `#…` imports.
  await import('@poppinss/ts-exec')
  const { completeBilling, storeBnrRates, createWonCar, createBulkInvoices } =
    await factories(databaseUrl)
  await client.query(`update organizations set billing_info = $2 where id = $1`, [
    organizationId,
    JSON.stringify(completeBilling),
  ])
  await storeBnrRates(orgDay(-14), orgDay(-1), 4.9771)
  const {
    rows: [{ id: contactId }],
  } = await client.query<{ id: number }>(
    `select min(id) as id from contacts where community_id = $1`,
    [communityId]
  )
  for (let car = 1; car <= CONCURRENT; car++) {
    await createWonCar(communityId, [{ contactId, amountCents: 200_000 }], {
      model: `Vândută ${car}`,
    })
  }
  await createBulkInvoices(communityId, CONCURRENT, 'REV')
}

/**
 * CONCURRENT invoices (each on another winning bid, in one new series) and CONCURRENT credit
 * notes (each reversing another invoice) posted at the same moment; the numbers they got.
 */
async function issueConcurrently(browser: Browser, client: pg.Client, communityId: number) {
  const { rows: bids } = await client.query<{ uid: string }>(
    `select bids.uid from bids join cars on cars.id = bids.car_id
     where bids.community_id = $1 and cars.model like 'Vândută %'
       and not exists (select 1 from invoices where invoices.bid_id = bids.id)
     order by bids.id limit $2`,
    [communityId, CONCURRENT]
  )
  const { rows: invoices } = await client.query<{ uid: string }>(
    `select uid from invoices where community_id = $1 and series_code = 'REV'`,
    [communityId]
  )
  const { rows: today } = await client.query<{ day: string }>(
    `select to_char(now() at time zone 'Europe/Bucharest', 'YYYY-MM-DD') as day`
  )
  const day = today[0].day
  const start = performance.now()
  const replies = await Promise.all([
    ...bids.map((bid) =>
      browser.request('POST', `/administrare/bids/${bid.uid}/invoices`, {
        series: 'BENCH',
        vat_rate: '21',
        issue_date: day,
        due_date: day,
        buyer_kind: 'person',
        buyer_name: 'Ana Popescu',
        buyer_street: 'Str. Memorandumului 28',
        buyer_city: 'Cluj-Napoca',
        buyer_county: 'RO-CJ',
      })
    ),
    ...invoices.map((invoice) =>
      browser.request('POST', `/administrare/invoices/${invoice.uid}/reverse`, {})
    ),
  ])
  const elapsed = performance.now() - start
  const failed = replies.filter(
    (reply) =>
      (reply.status !== 302 && reply.status !== 303) ||
      !/\/administrare\/invoices\//.test(reply.headers.get('location') ?? '')
  )
  const expected = Array.from({ length: CONCURRENT }, (_, i) => i + 1).join()
  for (const series of ['BENCH', 'STORNO']) {
    const { rows: numbers } = await client.query<{ number: number }>(
      `select number from invoices where community_id = $1 and series_code = $2 order by number`,
      [communityId, series]
    )
    const got = numbers.map((row) => row.number).join()
    if (got !== expected) process.exitCode = 1
    console.log(
      `${series === 'BENCH' ? 'invoices' : 'credit notes'} in series ${series}:`,
      got === expected ? `1..${CONCURRENT}, no gap, no duplicate: met` : `MISSED: ${got}`
    )
  }
  console.log(
    `\n${CONCURRENT} invoices and ${CONCURRENT} credit notes issued at once: ${elapsed.toFixed(0)} ms in all, ${failed.length} refused`
  )
}

const XML_RUNS = 2_000
const XML_TARGET_P95_MS = 20

/**
 * Builds the e-Factura XML of an EUR invoice and of a credit note from records shaped as stored
 * (the same mapping and builder the route and the job use), XML_RUNS times each, and prints
 * the p50 and p95 of one build.
 */
async function xmlBuildTimes() {
  // The app's TypeScript hook, for the services' `#…` imports.
  await import('@poppinss/ts-exec')
  const { DateTime } = await import('luxon')
  const { prepareDocument } = await import('#services/efactura/from_invoice')
  const { buildUbl } = await import('#services/efactura/ubl')
  const address = {
    street: 'Bd. Unirii 45',
    city: 'București',
    county: 'RO-B' as const,
    sector: 3,
    zip_code: '030823',
    country: 'RO' as const,
  }
  const stored = {
    kind: 'invoice' as const,
    fullNumber: 'FCT-12',
    issueDate: DateTime.fromISO('2026-11-27'),
    dueDate: DateTime.fromISO('2026-12-12'),
    currency: 'EUR' as const,
    eurRonRate: 4.9771,
    rateDate: DateTime.fromISO('2026-11-26'),
    rateSource: 'bnr' as const,
    seller: {
      name: 'Asociația Auto Clasic',
      community: 'Licitații',
      cui: 'RO18547290',
      vat_payer: true,
      reg_com: 'J12/1234/2010',
      address: { ...address, county: 'RO-CJ' as const, sector: null, city: 'Cluj-Napoca' },
      iban: 'RO49AAAA1B31007593840000',
      bank: 'Banca Transilvania',
    },
    buyer: { kind: 'person' as const, name: 'Ioana Popescu', email: null, cnp: null, address },
    line: 'Dacia Duster (2021), Licitația de iarnă',
    amountCents: 1_075_000,
    vatRate: 21,
    vatExemptionCode: null,
    vatExemptionReason: null,
    deliveryDate: null,
    vatCents: 225_750,
    totalCents: 1_300_750,
  }
  const credit = {
    ...stored,
    kind: 'credit_note' as const,
    fullNumber: 'FCT-13',
    amountCents: -1_075_000,
    vatCents: -225_750,
    totalCents: -1_300_750,
  }
  const cases = [
    { name: 'invoice (EUR, person, Bucharest)', stored, credited: null },
    {
      name: 'credit note',
      stored: credit,
      credited: { fullNumber: 'FCT-12', issueDate: stored.issueDate },
    },
  ]
  console.log(`\ne-Factura XML, built ${XML_RUNS} times each (mapping + UBL builder, in process):`)
  for (const { name, stored: record, credited } of cases) {
    const times: number[] = []
    let bytes = 0
    for (let run = 0; run < XML_RUNS; run++) {
      const started = performance.now()
      const prepared = prepareDocument(record, credited)
      if (!prepared.document) throw new Error(`bench document refused: ${name}`)
      bytes = buildUbl(prepared.document).length
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
    const p95 = p(0.95)
    console.log(
      `  ${name}: p50 ${p(0.5).toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (${bytes} bytes):`,
      p95 <= XML_TARGET_P95_MS
        ? `≤ ${XML_TARGET_P95_MS} ms met`
        : `MISSED (> ${XML_TARGET_P95_MS} ms)`
    )
  }
}

const only = args.get('only')
if (only === 'xml') {
  await xmlBuildTimes()
  process.exit(0)
}

const server = await startProductionServer({ name: 'invoices', port: 3489, pgPort: 54489 })
try {
  const { client, hash } = await seedingClient(server.databaseUrl)
  const { communities } = await seedOrgAdmin(client, hash, 2)
  const [{ id: communityId, organization_id: organizationId }] = communities
  if (only !== 'race') {
    const seeding = performance.now()
    await seed(client, communityId)
    await seedInvoicing(client, server.databaseUrl, communityId, organizationId)
    console.log(
      `${BIDS.toLocaleString('en')} bids, ${CONTACTS.toLocaleString('en')} bidders, ${CARS} cars in ${LOTS} lots: seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${RUNS} runs a screen\n`
    )
    const browser = new Browser(server.baseUrl)
    await browser.signIn('bench@example.test', PASSWORD)
    await timeScreens(browser, SCREENS, RUNS)
    await issueConcurrently(browser, client, communityId)
  }
  if (!(await raceOnOneCar(server.baseUrl, client, hash, communityId, organizationId))) {
    process.exitCode = 1
  }
  if (only !== 'race') await xmlBuildTimes()
  await client.end()
} finally {
  await terminateTestApp()
  await server.stop()
}
