/**
 * bench:invoices' race (bench/invoices.ts): CLIENTS org-admins, each signed in over HTTP with a
 * session of its own and on the car's page, bid on the same car at the same moment through the
 * car page's form route, the lot's end under a minute away (soft close on). Each bids for a
 * bidder of its own, the amounts rising in the order sent, two by two equal. Then the stored
 * bids say whether each accepted bid was above every one accepted before it and came before the
 * lot's end as it stood (each moving it, config/auction.ts), and whether every answer matches
 * what was stored. Prints the counts, each invariant (OK or the first violation), the final end,
 * the wall time and one bid request's p50/p95.
 */
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import auctionConfig from '../config/auction.ts'
import { Browser, PASSWORD, percentile } from './support.ts'

const CLIENTS = 100
const END_IN_SECONDS = 40
const STARTING_EUR = 5_000
/** Client i bids STARTING_EUR + STEP_EUR × (⌊i / 2⌋ + 1): rising as sent, each amount twice. */
const STEP_EUR = 10
const SIGN_INS_AT_ONCE = 5

const amountOf = (client: number) => STARTING_EUR + STEP_EUR * (Math.floor(client / 2) + 1)

/** The org-admins race-1…CLIENTS of the organization, their bidders, the lot and its car. */
async function seedRace(
  client: pg.Client,
  hash: string,
  communityId: number,
  organizationId: number
) {
  const emails = Array.from({ length: CLIENTS }, (_, index) => `race-${index + 1}@example.test`)
  await client.query(
    `with added as (
       insert into users (first_name, last_name, email, password, status, created_at, updated_at)
       select 'Admin', 'Cursă ' || k, email, $1, 'active', now(), now()
       from unnest($3::text[]) with ordinality as emails (email, k)
       returning id)
     insert into user_roles (user_id, role_id, organization_id)
     select added.id, roles.id, $2 from added, roles where roles.name = 'org-admin'`,
    [hash, organizationId, emails]
  )
  const { rows: contacts } = await client.query<{ id: number }>(
    `insert into contacts (community_id, first_name, last_name, email, created_at)
     select $1, 'Ofertant', 'Final ' || k, 'final-' || k || '@example.test', now()
     from generate_series(1, $2::int) as k
     returning id`,
    [communityId, CLIENTS]
  )
  const { rows: cars } = await client.query<{ id: number; uid: string; lot_uid: string }>(
    `with lot as (
       insert into lots (community_id, title, starts_at, ends_at, created_at)
       values ($1, 'Licitația finală', now() - interval '1 day', now() + interval '1 hour', now())
       returning id, uid)
     insert into cars (community_id, lot_id, make, model, year, description, starting_price_cents, created_at)
     select $1, lot.id, 'Dacia', 'Duster', 2021, 'Mașina disputată', $2, now() from lot
     returning id, uid, (select uid from lot) as lot_uid`,
    [communityId, STARTING_EUR * 100]
  )
  return {
    emails,
    contactIds: contacts.map((contact) => contact.id).sort((a, b) => a - b),
    car: cars[0],
  }
}

type Reply = {
  contactId: number
  amountCents: number
  ms: number
  status: number
  location: string
}
type Stored = { contact_id: number; amount_cents: number; placed_at: Date }

/** The first accepted bid not above the one accepted before it, or null. */
function firstNotIncreasing(stored: Stored[]) {
  const at = stored.findIndex(
    (bid, index) =>
      index > 0 &&
      (bid.amount_cents <= stored[index - 1].amount_cents ||
        bid.placed_at < stored[index - 1].placed_at)
  )
  return at < 0
    ? null
    : `bid ${at + 1}: ${stored[at].amount_cents} after ${stored[at - 1].amount_cents} cents`
}

/**
 * Replays the soft close over the accepted bids: the end as it stood before each (the first
 * one at or after it is the violation), and the end they leave.
 */
function replayEnd(stored: Stored[], initialEnd: Date) {
  let end = initialEnd.getTime()
  let violation: string | null = null
  for (const [index, bid] of stored.entries()) {
    const at = bid.placed_at.getTime()
    if (at >= end && !violation) {
      violation = `bid ${index + 1} at ${bid.placed_at.toISOString()}, the end ${new Date(end).toISOString()}`
    }
    end = Math.max(end, at + auctionConfig.softCloseMinutes * 60_000)
  }
  return { violation, end: new Date(end) }
}

/** Runs the race against the server; false when an invariant fails. */
export async function raceOnOneCar(
  baseUrl: string,
  client: pg.Client,
  hash: string,
  communityId: number,
  organizationId: number
) {
  const { emails, contactIds, car } = await seedRace(client, hash, communityId, organizationId)
  const carPath = `/lot/${car.lot_uid}/car/${car.uid}`
  const browsers = emails.map(() => new Browser(baseUrl))
  for (let from = 0; from < CLIENTS; from += SIGN_INS_AT_ONCE) {
    await Promise.all(
      browsers.slice(from, from + SIGN_INS_AT_ONCE).map(async (browser, index) => {
        await browser.signIn(emails[from + index], PASSWORD)
        await browser.request('GET', carPath)
      })
    )
  }
  const {
    rows: [{ ends_at: initialEnd }],
  } = await client.query<{ ends_at: Date }>(
    `update lots set ends_at = now() + make_interval(secs => $2) where uid = $1 returning ends_at`,
    [car.lot_uid, END_IN_SECONDS]
  )

  const started = performance.now()
  const replies: Reply[] = await Promise.all(
    browsers.map(async (browser, index) => {
      const sent = performance.now()
      const amount = amountOf(index)
      const response = await browser.request('POST', `${carPath}/bids`, {
        contact_id: contactIds[index],
        amount: String(amount),
      })
      return {
        contactId: contactIds[index],
        amountCents: amount * 100,
        ms: performance.now() - sent,
        status: response.status,
        location: response.headers.get('location') ?? '',
      }
    })
  )
  const wallMs = performance.now() - started

  const { rows: stored } = await client.query<Stored>(
    `select contact_id, amount_cents, placed_at from bids where car_id = $1 order by id`,
    [car.id]
  )
  const {
    rows: [{ ends_at: finalEnd }],
  } = await client.query<{ ends_at: Date }>(`select ends_at from lots where uid = $1`, [
    car.lot_uid,
  ])

  // A refusal goes back with its message under the amount, read from the next page.
  const refused = replies.filter((reply) => reply.location !== carPath)
  const reasons = new Map<string, number>()
  for (const reply of refused.filter((r) => r.status === 302 || r.status === 303)) {
    const browser = browsers[contactIds.indexOf(reply.contactId)]
    const { props } = await browser.page(reply.location)
    const message = String(props.errors?.amount ?? 'none')
    const reason = message.replace(/[\d.,]+ EUR|\d{2}[.-]\d{2}[.-]\d{4}.*$/g, '…')
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
  }

  const storedContacts = new Set(stored.map((bid) => bid.contact_id))
  const toldAccepted = replies.filter((reply) => reply.location === carPath)
  const mismatch =
    replies.find((reply) => reply.status !== 302 && reply.status !== 303) ??
    toldAccepted.find((reply) => !storedContacts.has(reply.contactId)) ??
    refused.find((reply) => storedContacts.has(reply.contactId))
  const highest = Math.max(0, ...stored.map((bid) => bid.amount_cents))
  const wronglyRefused = refused.find((reply) => reply.amountCents > highest)
  const notIncreasing = firstNotIncreasing(stored)
  const replayed = replayEnd(stored, initialEnd)
  const endMatches = replayed.end.getTime() === finalEnd.getTime()
  const times = replies.map((reply) => reply.ms).sort((a, b) => a - b)
  const verdict = (violation: string | null) => violation ?? 'OK'

  console.log(
    `\n${CLIENTS} bids racing on one car (${CLIENTS} org-admins, a session each), the lot's end ${END_IN_SECONDS} s away, soft close ${auctionConfig.softCloseMinutes} min:`
  )
  console.log(`  accepted ${stored.length}, refused ${refused.length}`)
  for (const [reason, count] of reasons) console.log(`    refused ${count}× "${reason}"`)
  console.log('  accepted amounts strictly increasing in acceptance order:', verdict(notIncreasing))
  console.log(
    "  none accepted at or after the lot's end as it stood then:",
    verdict(replayed.violation)
  )
  console.log(
    `  the end: ${initialEnd.toISOString()} → ${finalEnd.toISOString()} (moved by the soft close: ${finalEnd > initialEnd ? 'yes' : 'no'}); the last accepted bid + ${auctionConfig.softCloseMinutes} min:`,
    endMatches ? 'OK' : `MISSED (${replayed.end.toISOString()})`
  )
  console.log(
    '  every answer as stored (accepted: its bid stored; refused: none, no amount above the highest), no 5xx:',
    mismatch
      ? `MISSED (${mismatch.amountCents} cents: ${mismatch.status} ${mismatch.location})`
      : wronglyRefused
        ? `MISSED (${wronglyRefused.amountCents} cents refused, above ${highest})`
        : 'OK'
  )
  console.log(
    `  wall time ${wallMs.toFixed(0)} ms; one bid request p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`
  )
  return (
    stored.length > 0 &&
    !notIncreasing &&
    !replayed.violation &&
    endMatches &&
    !mismatch &&
    !wronglyRefused
  )
}
