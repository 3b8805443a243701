/**
 * The member API under load: the production build (started as `npm start` starts it,
 * bench/support.ts), 50 members of one community signed in (a device token each), asking at once
 * as the mobile app asks (the token in `Authorization`, no cookies). The community has 100,000
 * feed items (10% for members only, 5% deleted, 2% scheduled ahead), 100,000 contacts in 20
 * segments (one to three each: 200,000 rows of segment_contacts, by hand) that offer 200
 * products, and a quiz of three questions whose answers pick segments.
 * Targets (issue 49): the member feed p95 ≤ 30 ms and its 304 p95 ≤ 10 ms; a quiz answer that
 * moves segments p95 ≤ 50 ms; the products offered p95 ≤ 30 ms.
 *
 *   npm run bench:members                   (builds first; --no-build on an existing build)
 *   BENCH_EXPLAIN=1 npm run bench:members   (also prints the plans of the products and the feed)
 *   node bench/members.ts --seconds=5       (a short run)
 *
 * Uses its own embedded PostgreSQL (port 54493, data in tmp/postgres/bench-members, recreated
 * each run) and server (port 3493). Figures: docs/performance.md, "bench:members".
 */
import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import {
  benchArgs,
  percentile,
  printPlans,
  seedOrgAdmin,
  seedingClient,
  startProductionServer,
} from './support.ts'

const MEMBERS = 50
const CONTACTS = 100_000
const ITEMS = 100_000
const SEGMENTS = 20
const PRODUCTS = 200
const SECONDS = Number(benchArgs().get('seconds') ?? 10)
const SLUG = 'comunitatea-bench-1'

/** A device token as @adonisjs/auth's DbAccessTokensProvider makes one (prefix `mbr_`). */
function deviceToken(tokenId: number, secret: string) {
  const encode = (text: string) => Buffer.from(text).toString('base64url')
  return `mbr_${encode(String(tokenId))}.${encode(secret)}`
}

type Quiz = { uid: string; questions: { id: number; answers: number[] }[] }

async function seed(client: pg.Client) {
  // The org-admin is not signed in here: no password to hash.
  const { communities } = await seedOrgAdmin(client, 'bench-no-password')
  const community = communities[0].id
  await client.query(
    `insert into contacts (community_id, first_name, last_name, email, created_at, updated_at)
     select $1, 'Membru', 'Bench ' || n, 'membru' || n || '@bench.example.ro', now(), now()
     from generate_series(1, $2::int) as n`,
    [community, CONTACTS]
  )
  await client.query(
    `insert into segments (community_id, name, code, priority, created_at)
     select $1, 'Segment ' || k, 'S' || k, k % 7, now() from generate_series(1, $2::int) as k`,
    [community, SEGMENTS]
  )
  await client.query(
    `insert into products (community_id, name, description_short, description_long, product_type,
       product_payment_type, product_delivery_type, product_format_type, price_cents,
       promo_price_cents, membership_required, deleted_at, created_at)
     select $1, 'Produs ' || n, 'Pe scurt', 'Pe larg', 'digital', 'unica', 'online', 'online',
            1000 + n * 10, 900, n % 3 = 0, case when n % 25 = 0 then now() end, now()
     from generate_series(1, $2::int) as n`,
    [community, PRODUCTS]
  )
  // Segment k offers the products k, k + 20, k + 40…: ten each.
  await client.query(
    `insert into segment_products (community_id, segment_id, product_id)
     select $1, s.id, p.id from segments s join products p
       on p.community_id = s.community_id and (p.id - s.id) % $2 = 0
     where s.community_id = $1`,
    [community, SEGMENTS]
  )
  // Every contact in one to three segments, by hand (the answers' segments come on top).
  await client.query(
    `insert into segment_contacts (community_id, segment_id, contact_id, source, added_at)
     select $1, s.id, c.id, 'manual', now()
     from contacts c join segments s on s.community_id = c.community_id
       and (s.id = (select min(id) from segments where community_id = $1) + c.id % $2
            or (c.id % 2 = 0 and s.id = (select min(id) from segments where community_id = $1) + (c.id / 7) % $2)
            or (c.id % 3 = 0 and s.id = (select min(id) from segments where community_id = $1) + (c.id / 11) % $2))
     where c.community_id = $1`,
    [community, SEGMENTS]
  )
  // Newest first: item n was created n minutes ago; a scheduled one is due n hours from now.
  await client.query(
    `insert into feeds (community_id, type, text, visibility, is_scheduled, scheduled_for,
       published_at, media, tags, deleted_at, created_at, updated_at)
     select $1, 'post', 'Anunțul ' || n || ' pentru comunitate',
            case when n % 10 = 0 then 'members' else 'public' end,
            n % 50 = 0, case when n % 50 = 0 then now() + (n || ' hours')::interval end,
            case when n % 50 = 0 then now() + (n || ' hours')::interval
                 else now() - (n || ' minutes')::interval end,
            '[]'::jsonb, '{}', case when n % 20 = 0 then now() end,
            now() - (n || ' minutes')::interval, now()
     from generate_series(1, $2::int) as n`,
    [community, ITEMS]
  )
  // The quiz: three single-choice questions of four answers, each answer a segment.
  const { rows: quizzes } = await client.query<{ id: number; uid: string }>(
    `insert into quizzes (community_id, name, created_at) values ($1, 'Quiz bench', now())
     returning id, uid`,
    [community]
  )
  const quiz: Quiz = { uid: quizzes[0].uid, questions: [] }
  for (let q = 0; q < 3; q++) {
    const { rows: questions } = await client.query<{ id: number }>(
      `insert into quiz_questions (community_id, quiz_id, position, text, type)
       values ($1, $2, $3::int, 'Întrebarea ' || $3::int, 'single') returning id`,
      [community, quizzes[0].id, q]
    )
    const { rows: answers } = await client.query<{ id: number }>(
      `insert into quiz_answers (community_id, question_id, position, text, segment_id)
       select $1, $2, a, 'Răspunsul ' || a,
              (select id from segments where community_id = $1 order by id offset ($3::int * 4 + a) % 20 limit 1)
       from generate_series(0, 3) as a order by a returning id`,
      [community, questions[0].id, q]
    )
    quiz.questions.push({ id: questions[0].id, answers: answers.map((row) => row.id) })
  }
  // The members: the first 50 contacts, joined, a device token each.
  const tokens: string[] = []
  for (let m = 1; m <= MEMBERS; m++) {
    const email = `membru${m}@bench.example.ro`
    const { rows: members } = await client.query<{ id: number }>(
      `insert into members (email, email_verified_at, first_name, last_name, created_at)
       values ($1, now(), 'Membru', 'Bench ' || $2::int, now()) returning id`,
      [email, m]
    )
    await client.query(
      `insert into community_members (community_id, member_id, contact_id, joined_at)
       select $1, $2, id, now() from contacts where community_id = $1 and email = $3`,
      [community, members[0].id, email]
    )
    const secret = randomBytes(30).toString('base64url')
    const { rows } = await client.query<{ id: number }>(
      `insert into member_access_tokens (tokenable_id, type, name, hash, abilities, created_at,
         updated_at, expires_at)
       values ($1, 'member_token', 'Bench', $2, '["*"]', now(), now(), now() + interval '1 day')
       returning id`,
      [members[0].id, createHash('sha256').update(secret).digest('hex')]
    )
    tokens.push(deviceToken(rows[0].id, secret))
  }
  await client.query('vacuum analyze')
  if (process.env.BENCH_EXPLAIN) {
    const contact = `(select contact_id from community_members where community_id = ${community} limit 1)`
    await printPlans(client, [
      `select products.*, (select min(segments.priority) from segments
          inner join segment_products on segments.id = segment_products.segment_id
          where products.id = segment_products.product_id and segments.id in
            (select segment_id from segment_contacts where community_id = ${community} and contact_id = ${contact})) as rank
        from products where community_id = ${community} and deleted_at is null
        and exists (select * from segments inner join segment_products on segments.id = segment_products.segment_id
          where products.id = segment_products.product_id and segments.id in
            (select segment_id from segment_contacts where community_id = ${community} and contact_id = ${contact}))
        order by rank, lower(products.name), products.id`,
      `select * from feeds where community_id = (select id from communities where slug = '${SLUG}')
         and deleted_at is null and visibility in ('public', 'members') and published_at <= now()
         order by published_at desc, id desc limit 21`,
    ])
  }
  return { tokens, quiz }
}

type Ask = { method: string; path: string; headers?: Record<string, string>; body?: string }

/**
 * `clients` members at once for `SECONDS` (after a second's warm-up), each asking `ask(member, n)`
 * in turn; the answers' p95 against `target` and the load average.
 */
async function underLoad(
  baseUrl: string,
  name: string,
  tokens: string[],
  ask: (member: number, n: number) => Ask,
  status: number,
  target: number
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length })
  const send = (token: string, request: Ask) =>
    new Promise<number>((resolve, reject) => {
      const sent = http.request(
        new URL(request.path, baseUrl),
        {
          agent,
          method: request.method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(request.body ? { 'content-type': 'application/json' } : {}),
            ...request.headers,
          },
        },
        (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode ?? 0))
        }
      )
      sent.on('error', reject)
      sent.end(request.body)
    })
  let result = { p95: 0, perSecond: 0 }
  for (const [span, keep] of [
    [1, false],
    [SECONDS, true],
  ] as const) {
    const times: number[] = []
    let wrong = 0
    const started = performance.now()
    const until = started + span * 1000
    await Promise.all(
      tokens.map(async (token, member) => {
        for (let n = 0; performance.now() < until; n++) {
          const start = performance.now()
          if ((await send(token, ask(member, n))) !== status) wrong++
          times.push(performance.now() - start)
        }
      })
    )
    if (!keep) continue
    const elapsed = (performance.now() - started) / 1000
    times.sort((a, b) => a - b)
    const p95 = percentile(times, 95)
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')
    console.log(
      name.padEnd(38),
      `${Math.round(times.length / elapsed)}/s`.padStart(7),
      `median ${percentile(times, 50).toFixed(1)}`,
      `p95 ${p95.toFixed(1)} ms`,
      p95 <= target ? `met (≤ ${target} ms)` : `MISSED (≤ ${target} ms)`,
      wrong ? `${wrong} not ${status}` : '',
      `(load ${load})`
    )
    result = { p95, perSecond: times.length / elapsed }
  }
  agent.destroy()
  return result
}

const server = await startProductionServer({ name: 'members', port: 3493, pgPort: 54493 })
try {
  const { client } = await seedingClient(server.databaseUrl)
  // The server's stop ends the connection: a seeding error is then the one reported.
  client.on('error', () => {})
  const { tokens, quiz } = await seed(client).finally(() => client.end())
  const base = `/api/member/communities/${SLUG}`
  const first = await fetch(`${server.baseUrl}${base}/feed`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
  })
  await first.arrayBuffer()
  const etag = first.headers.get('etag')
  if (first.status !== 200 || !etag) throw new Error(`member feed: ${first.status}, ETag ${etag}`)
  const publicFirst = await fetch(`${server.baseUrl}/api/communities/${SLUG}/feed`)
  await publicFirst.arrayBuffer()
  const publicTag = publicFirst.headers.get('etag')!

  console.log(
    `${MEMBERS} members at once, ${SECONDS} s each; ${ITEMS} feed items, ${CONTACTS} contacts in ${SEGMENTS} segments\n`
  )
  await underLoad(
    server.baseUrl,
    'member feed, page 1',
    tokens,
    () => ({ method: 'GET', path: `${base}/feed` }),
    200,
    30
  )
  // The reference on this machine at this moment: the public feed's 304, no token, no member.
  await underLoad(
    server.baseUrl,
    'public feed, page 1, 304 (reference)',
    tokens,
    () => ({
      method: 'GET',
      path: `/api/communities/${SLUG}/feed`,
      headers: { 'if-none-match': publicTag },
    }),
    304,
    10
  )
  await underLoad(
    server.baseUrl,
    'member feed, page 1, 304',
    tokens,
    () => ({ method: 'GET', path: `${base}/feed`, headers: { 'if-none-match': etag } }),
    304,
    10
  )
  // Each answer moves the member's quiz segments: the choices turn with every request.
  await underLoad(
    server.baseUrl,
    'quiz answer (segments move)',
    tokens,
    (member, n) => ({
      method: 'PUT',
      path: `${base}/quizzes/${quiz.uid}/answers`,
      body: JSON.stringify({
        answers: quiz.questions.map((question, q) => ({
          question_id: question.id,
          answer_ids: [question.answers[(member + n + q) % question.answers.length]],
        })),
      }),
    }),
    200,
    50
  )
  await underLoad(
    server.baseUrl,
    'products offered',
    tokens,
    () => ({ method: 'GET', path: `${base}/products` }),
    200,
    30
  )
} finally {
  await server.stop()
}
