/**
 * Event attendees under load, against the production build (bench/support.ts), as the mobile app
 * and the staff ask over HTTP. Prints:
 *
 * - the most one event takes: a fixed number of clients, each sending the next on its answer
 *   (a closed loop: each client's wait is the clients queued before it);
 * - then registrations for an event with --limit places arriving at a steady rate whatever the
 *   answers (an open loop, --rate a minute for --seconds), its waiting list growing past 5,000,
 *   on a community seeded moments before and never analysed: whether the server kept pace, p95
 *   from each one's planned send per 10 s, the latest answer after its send and the last one
 *   after the last send (targets ≥ 6,000 a minute, p95 ≤ 100 ms, every answer within 1 s);
 * - the registration invariants of both events with a limit (exact places, waiting positions
 *   1..n in the list's order as their e-mails told them, one registration per e-mail): exit 1
 *   when one is broken;
 * - 1,000 registrations at once for 100 places: held + confirmed, waiting, rows (exactly 100,
 *   900, 1,000);
 * - the Participanți tab with 50,000 attendees: page 1, a search, a state filter (p95 ≤ 50 ms);
 * - a check-in (p95 ≤ 30 ms).
 *
 *   npm run bench:attendees                   (builds first; --no-build on an existing build)
 *   npm run bench:attendees -- --registrations=2000 --clients=10 --runs=20 --seconds=20   (short)
 *
 * Its own embedded PostgreSQL (port 54487, tmp/postgres/bench-attendees) and server (port 3487),
 * the per-IP limit raised for the one machine that sends everything. Figures:
 * docs/performance.md.
 */
import { loadavg } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import type pg from 'pg'
import {
  Browser,
  PASSWORD,
  benchArgs,
  percentile,
  seedOrgAdmin,
  seedingClient,
  serverCpu,
  startProductionServer,
  timeScreens,
} from './support.ts'

const args = benchArgs()
const REGISTRATIONS = Number(args.get('registrations') ?? 6000)
const CLIENTS = Number(args.get('clients') ?? 20)
const RUNS = Number(args.get('runs') ?? 60)
const RATE = Number(args.get('rate') ?? 6000)
const SECONDS = Number(args.get('seconds') ?? 60)
const LIMIT = Number(args.get('limit') ?? 500)
const TAB_ATTENDEES = 50_000

const server = await startProductionServer({
  name: 'attendees',
  port: 3487,
  pgPort: 54487,
  env: { EVENT_REGISTRATIONS_PER_IP: '100000000', QUEUE_WORKERS: 'off' },
})

async function seed() {
  const { client, hash } = await seedingClient(server.databaseUrl)
  const seeded = await seedOrgAdmin(client, hash)
  const community = seeded.communities[0].id
  await client.query(
    `insert into community_modules (community_id, module_id)
     select $1, id from modules where slug = 'events-module'`,
    [community]
  )
  const event = (limit: number, name: string) =>
    client
      .query<{ id: number; uid: string }>(
        `insert into events (community_id, name, description, event_visibility, event_types,
           whom_text, uvp_text, start_at, end_at, attendees_limit, attendees_price_cents, promises,
           created_at, updated_at)
         values ($1, $2, 'Descriere', 'public', array['workshop'], 'Pentru toți', 'Vino',
           now() + interval '7 days', now() + interval '7 days 3 hours', $3, 0, '[]', now(), now())
         returning id, uid`,
        [community, name, limit]
      )
      .then((result) => result.rows[0])
  const open = await event(0, 'Conferința mare')
  const small = await event(100, 'Atelier cu 100 de locuri')
  const large = await event(0, 'Festival')
  const steady = await event(LIMIT, 'Târgul de o zi')
  // The tab's event: 50,000 attendees in every state, a ticket for each confirmed one.
  await client.query(
    `insert into event_registrations (community_id, event_id, first_name, last_name, email, phone,
       status, source, locale, consent_at, consent_version, waiting_since, confirmed_at,
       created_at, updated_at)
     select $1, $2, (array['Ana','Ion','Maria','Ștefan','Elena'])[1 + n % 5],
       'Participant ' || n, 'p' || n || '@example.test', '+4072' || lpad(n::text, 7, '0'),
       (array['confirmed','confirmed','confirmed','waiting','cancelled','checked_in'])[1 + n % 6],
       'api', 'ro', now(), 'v1', case when n % 6 = 3 then now() + n * interval '1 ms' end, now(),
       now() - interval '10 days' + n * interval '10 seconds', now()
     from generate_series(1, $3::int) as n`,
    [community, large.id, TAB_ATTENDEES]
  )
  await client.query(
    `insert into event_tickets (community_id, event_id, registration_id, code, created_at)
     select community_id, event_id, id,
            upper(substr(md5(id::text || random()::text), 1, 16)), now()
     from event_registrations where event_id = $1 and status in ('confirmed', 'checked_in')`,
    [large.id]
  )
  // No ANALYZE: a real event's registrations arrive on a community seeded moments before.
  const slugs = await client.query(`select slug from communities where id = $1`, [community])
  const slug = slugs.rows[0].slug as string
  const tickets = await client.query<{ code: string }>(
    `select t.code from event_tickets t join event_registrations r on r.id = t.registration_id
     where t.event_id = $1 and r.status = 'confirmed' order by t.id limit $2`,
    [large.id, RUNS + 3]
  )
  const codes = tickets.rows.map((row) => row.code)
  return { client, slug, open, small, large, steady, codes }
}

function register(slug: string, uid: string, n: number) {
  return fetch(`${server.baseUrl}/api/communities/${slug}/events/${uid}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Ana',
      last_name: `Bench ${n}`,
      email: `bench-${uid.slice(0, 8)}-${n}@example.test`,
      consent: true,
    }),
  })
}

/**
 * What the database's connections do while registrations arrive, sampled every 20 ms: running
 * a statement, waiting for a lock (the event's row), or in a transaction waiting for the server.
 */
function sampleConnections(client: pg.Client) {
  const seen = { running: 0, lock: 0, server: 0, samples: 0 }
  let on = true
  const done = (async () => {
    while (on) {
      const { rows } = await client.query<{ running: number; lock: number; server: number }>(
        `select count(*) filter (where state = 'active' and wait_event_type is distinct from 'Lock')::int
                  as running,
                count(*) filter (where wait_event_type = 'Lock')::int as lock,
                count(*) filter (where state = 'idle in transaction')::int as server
           from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and application_name <> 'comunitate-queue'`
      )
      seen.running += rows[0].running
      seen.lock += rows[0].lock
      seen.server += rows[0].server
      seen.samples++
      await sleep(20)
    }
  })()
  return async () => {
    on = false
    await done
    return seen
  }
}

/**
 * One registration every 60,000 / RATE ms for SECONDS, each sent on time whatever the answers
 * before it; a registration's time counts from its planned send, so that a late send is not
 * hidden.
 */
async function atSteadyRate(client: pg.Client, slug: string, uid: string) {
  const total = Math.round((RATE * SECONDS) / 60)
  const sent: { at: number; ms: number }[] = []
  let latest = 0
  const cpuBefore = serverCpu(server)
  const stopSampling = sampleConnections(client)
  const answers: Promise<void>[] = []
  const started = performance.now()
  let lastSend = started
  for (let n = 0; n < total; n++) {
    const planned = started + (n * 60_000) / RATE
    const early = planned - performance.now()
    if (early > 0) await sleep(early)
    lastSend = performance.now()
    answers.push(
      register(slug, uid, n).then(async (reply) => {
        await reply.arrayBuffer()
        if (reply.status !== 201) throw new Error(`registration answered ${reply.status}`)
        const ms = performance.now() - planned
        latest = Math.max(latest, ms)
        sent.push({ at: planned - started, ms })
      })
    )
  }
  await Promise.all(answers)
  const connections = await stopSampling()
  const cpuAfter = serverCpu(server)
  const backlog = (performance.now() - lastSend) / 1000
  const times = sent.map(({ ms }) => ms).sort((a, b) => a - b)
  const p95 = percentile(times, 95)
  const kept = backlog < 1 && latest <= 1000
  console.log(
    `registrations, one event with ${LIMIT} places, arriving at ${RATE} a minute for ${SECONDS} s:` +
      ` ${sent.length} of ${total} answered 201, the last ${backlog.toFixed(2)} s after the last` +
      ` send, the latest ${(latest / 1000).toFixed(2)} s after its own` +
      ` (kept pace: ${kept ? 'met' : 'MISSED'}); median ${percentile(times, 50).toFixed(1)} ms,` +
      ` p95 ${p95.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms` +
      ` (target ≤ 100: ${p95 <= 100 ? 'met' : 'MISSED'})`
  )
  // Where the slow ones fall: p95 and max of each 10 s of sending.
  const windows = Math.ceil(SECONDS / 10)
  const line = Array.from({ length: windows }, (_, index) => {
    const inWindow = sent
      .filter(({ at }) => Math.floor(at / 10_000) === index)
      .map(({ ms }) => ms)
      .sort((a, b) => a - b)
    return `${index * 10}–${index * 10 + 10} s: p95 ${percentile(inWindow, 95).toFixed(0)}, max ${inWindow.at(-1)!.toFixed(0)}`
  })
  console.log(`  by 10 s of sending (ms): ${line.join('; ')}`)
  // Where the time goes: CPU per registration, and the connections' state on average.
  const perRegistration = (seconds: number) => ((seconds * 1000) / total).toFixed(1)
  const average = (count: number) => (count / Math.max(1, connections.samples)).toFixed(1)
  console.log(
    `  where the time goes: ${perRegistration(cpuAfter.server - cpuBefore.server)} ms of server CPU` +
      ` and ${perRegistration(cpuAfter.database - cpuBefore.database)} ms of PostgreSQL CPU per` +
      ` registration; connections on average ${average(connections.running)} running a` +
      ` statement, ${average(connections.lock)} waiting for a lock, ${average(connections.server)}` +
      ` in a transaction waiting for the server`
  )
}

/**
 * The registration invariants of an event with a limit: places taken exactly up to the limit,
 * the rest waiting; each waiting e-mail's position the registration's rank in the list (1..n,
 * none twice); one registration per e-mail; the event's counters equal to its rows.
 */
async function invariants(
  client: Awaited<ReturnType<typeof seedingClient>>['client'],
  name: string,
  eventId: number,
  limit: number,
  expected: number
) {
  const { rows } = await client.query(
    `select count(*) filter (where status in ('held', 'confirmed', 'offered', 'checked_in'))::int
              as placed,
            count(*) filter (where status = 'waiting')::int as waiting, count(*)::int as total,
            count(distinct lower(email))::int as people,
            (select places_taken from events where id = $1) as counted_places,
            (select waiting_count from events where id = $1) as counted_waiting
     from event_registrations where event_id = $1`,
    [eventId]
  )
  const { placed, waiting, total, people } = rows[0]
  const { counted_places: countedPlaces, counted_waiting: countedWaiting } = rows[0]
  // Positions told by the waiting list's e-mails, against each registration's rank in the list.
  const positions = await client.query(
    `with list as (
       select id, row_number() over (order by waiting_since, id)::int as rank
         from event_registrations where event_id = $1 and status = 'waiting'
     )
     select count(*)::int as told,
            count(*) filter (where (job.data ->> 'position')::int = list.rank)::int as right,
            count(distinct (job.data ->> 'position')::int)::int as distinct_positions
       from list join pgboss.job job on job.name = 'event-registration.mail'
        and job.data ->> 'kind' = 'waiting'
        and (job.data ->> 'registrationId')::int = list.id`,
    [eventId]
  )
  const { told, right, distinct_positions: distinctPositions } = positions.rows[0]
  const places = Math.min(limit, expected)
  const exact =
    placed === places &&
    waiting === expected - places &&
    total === expected &&
    people === expected &&
    told === waiting &&
    right === waiting &&
    distinctPositions === waiting &&
    countedPlaces === placed &&
    countedWaiting === waiting
  console.log(
    `${name}: ${placed} places taken of ${limit}, ${waiting} waiting (${right} of ${told} told` +
      ` their rank), ${total} rows, ${people} e-mails; counters ${countedPlaces} and` +
      ` ${countedWaiting}: ${exact ? 'exact' : 'BROKEN'}`
  )
  if (!exact) process.exitCode = 1
}

try {
  const { client, slug, open, small, large, steady, codes } = await seed()

  // The most one event takes: CLIENTS at a time, each sending the next on its answer.
  const times: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < REGISTRATIONS) {
        const n = next++
        const start = performance.now()
        const reply = await register(slug, open.uid, n)
        await reply.arrayBuffer()
        if (reply.status !== 201) throw new Error(`registration answered ${reply.status}`)
        times.push(performance.now() - start)
      }
    })
  )
  const minutes = (performance.now() - started) / 60_000
  times.sort((a, b) => a - b)
  const perMinute = REGISTRATIONS / minutes
  const p95 = percentile(times, 95)
  console.log(
    `registrations, one event, ${CLIENTS} clients each waiting for its answer: the most it takes,` +
      ` ${Math.round(perMinute)} a minute, median ${percentile(times, 50).toFixed(1)} ms,` +
      ` p95 ${p95.toFixed(1)} ms`
  )

  // Then, on a server that has served those, the steady rate on an event of its own.
  await atSteadyRate(client, slug, steady.uid)
  await invariants(
    client,
    'the steady-rate event',
    steady.id,
    LIMIT,
    Math.round((RATE * SECONDS) / 60)
  )

  // 1,000 at once for 100 places.
  const burst = await Promise.all(
    Array.from({ length: 1000 }, (_, n) => register(slug, small.uid, n).then((r) => r.status))
  )
  console.log(
    `1,000 at once for 100 places: ${burst.filter((status) => status === 201).length} answered 201`
  )
  await invariants(client, '1,000 at once for 100 places', small.id, 100, 1000)

  // The staff: the tab and the check-in.
  const browser = new Browser(server.baseUrl)
  await browser.signIn('bench@example.test', PASSWORD)
  console.log(`\nthe Participanți tab, ${TAB_ATTENDEES} attendees, ${RUNS} runs each\n`)
  await timeScreens(
    browser,
    [
      { name: 'tab, page 1', path: `/events/${large.uid}?tab=attendees`, target: 50 },
      {
        name: 'tab, search "participant 4711"',
        path: `/events/${large.uid}?tab=attendees&search=participant%204711`,
        target: 50,
      },
      {
        name: 'tab, waiting list',
        path: `/events/${large.uid}?tab=attendees&status=waiting`,
        target: 50,
      },
    ],
    RUNS
  )
  const checks: number[] = []
  let checkCpu = serverCpu(server)
  for (const [index, code] of codes.entries()) {
    // The first three warm up; the CPU is counted from the fourth.
    if (index === 3) checkCpu = serverCpu(server)
    const start = performance.now()
    const reply = await browser.request('POST', `/events/${large.uid}/check-in`, { code })
    if (reply.status !== 200) throw new Error(`check-in answered ${reply.status}`)
    if (index >= 3) checks.push(performance.now() - start)
  }
  const checkCpuAfter = serverCpu(server)
  const perCheck = (seconds: number) => ((seconds * 1000) / checks.length).toFixed(2)
  checks.sort((a, b) => a - b)
  const checkP95 = percentile(checks, 95)
  console.log(
    `\ncheck-in: median ${percentile(checks, 50).toFixed(1)} ms, p95 ${checkP95.toFixed(1)} ms` +
      ` (target ≤ 30: ${checkP95 <= 30 ? 'met' : 'MISSED'}); ` +
      `${perCheck(checkCpuAfter.server - checkCpu.server)} ms server CPU and ` +
      `${perCheck(checkCpuAfter.database - checkCpu.database)} ms PostgreSQL CPU per check-in` +
      ` (load ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')})`
  )
  await client.end()
} finally {
  await server.stop()
}
