/**
 * Feeds under load: the production build (started as `npm start` starts it, bench/support.ts)
 * with 100,000 feed items in the org-admin's community (all six types; 5% soft-deleted, 2%
 * scheduled in the future, 10% for members only) and 100,000 in another, timed over HTTP.
 * Targets: /feeds page 1, its search and its type filter p95 ≤ 50 ms; the public
 * feed GET /api/communities/{slug}/feed p95 ≤ 30 ms (asked as the mobile app asks: no cookies).
 *
 *   npm run bench:feeds                   (builds first; --no-build on an existing build)
 *   BENCH_EXPLAIN=1 npm run bench:feeds   (also prints the plans of the list and the public feed)
 *   node bench/feeds.ts --runs=20         (a short run)
 *   node bench/feeds.ts --profile         (the public reads alone, with the server's CPU profile
 *                                          in tmp/profiles/ and where its time went)
 *
 * Uses its own embedded PostgreSQL (port 54486, data in tmp/postgres/bench-feeds, recreated each
 * run) and server (port 3486). Figures: docs/performance.md.
 */
import { existsSync, readdirSync } from 'node:fs'
import {
  Browser,
  PASSWORD,
  benchArgs,
  printPlans,
  printProfile,
  publicReadsUnderLoad,
  seedOrgAdmin,
  seedingClient,
  startProductionServer,
  timeScreens,
} from './support.ts'

const ITEMS = 100_000
const RUNS = Number(benchArgs().get('runs') ?? 60)
const PROFILE = benchArgs().has('profile')
const PROFILE_DIR = 'tmp/profiles'
const WORDS = ['Întâlnire', 'Concert', 'Atelier', 'Ședință', 'Voluntariat', 'Târg', 'Curs', 'Știri']

async function seed(databaseUrl: string) {
  const { client, hash } = await seedingClient(databaseUrl)
  const { communities, userId } = await seedOrgAdmin(client, hash)
  for (const community of communities) {
    const { rows: quizzes } = await client.query(
      `insert into quizzes (community_id, name, created_at) values ($1, 'Quiz bench', now()) returning id`,
      [community.id]
    )
    const { rows: quests } = await client.query(
      `insert into quests (community_id, title, quest_type, description, created_at)
       values ($1, 'Quest bench', 'quiz', 'Descriere', now()) returning id`,
      [community.id]
    )
    // Newest first: item n was created n minutes ago; a scheduled one is due n hours from now.
    await client.query(
      `insert into feeds (community_id, type, title, text, visibility, is_scheduled, scheduled_for,
         published_at, link, media, excerpt, content, tags, quiz_id, quest_id, created_by,
         deleted_at, created_at, updated_at)
       select $1, type,
              case when type in ('video', 'article') then ($3::text[])[1 + n % 8] || ' ' || n end,
              case when type <> 'article' then ($3::text[])[1 + n % 8] || ' în comunitate, anunțul ' || n end,
              case when n % 10 = 0 then 'members' else 'public' end,
              n % 50 = 0, case when n % 50 = 0 then now() + (n || ' hours')::interval end,
              case when n % 50 = 0 then now() + (n || ' hours')::interval
                   else now() - (n || ' minutes')::interval end,
              case when type = 'video' then 'https://video.example/' || n end,
              '[]'::jsonb,
              case when type = 'article' then 'Pe scurt ' || n end,
              case when type = 'article' then '<p>Articolul <strong>' || n || '</strong></p>' end,
              case when type = 'article' then array['comunitate', 'bench'] else '{}' end,
              case when type = 'quiz' then $4::int end,
              case when type = 'quest' then $5::int end,
              $6, case when n % 20 = 0 then now() end,
              now() - (n || ' minutes')::interval, now()
       from generate_series(1, $2::int) as n,
            lateral (select (array['post', 'image', 'video', 'article', 'quiz', 'quest'])[1 + n % 6] as type) as t`,
      [community.id, ITEMS, WORDS, quizzes[0].id, quests[0].id, userId]
    )
  }
  // What autovacuum does on a live database: statistics and the visibility map (index-only counts).
  await client.query('vacuum analyze')
  if (process.env.BENCH_EXPLAIN) {
    const id = communities[0].id
    await printPlans(client, [
      `select count(*) from feeds where community_id = ${id} and deleted_at is null`,
      `select id from feeds where community_id = ${id} and deleted_at is null and type = 'video'
         order by created_at desc, id desc limit 10`,
      `select id from feeds where community_id = ${id} and deleted_at is null
         and search like lower(immutable_unaccent('%sedinta%')) order by created_at desc, id desc limit 10`,
      `select * from feeds where community_id = (select id from communities where slug = 'comunitatea-bench-1')
         and deleted_at is null and visibility = 'public' and published_at <= now()
         order by published_at desc, id desc limit 21`,
    ])
  }
  await client.end()
}

const server = await startProductionServer({
  name: 'feeds',
  port: 3486,
  pgPort: 54486,
  env: PROFILE ? { SERVER_NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE_DIR}` } : {},
})
try {
  await seed(server.databaseUrl)
  if (!PROFILE) await screens()
  // The mobile app's readers at once: a fresh answer, then one their cached copy still matches.
  await publicReadsUnderLoad(
    server.baseUrl,
    'public feed, page 1',
    '/api/communities/comunitatea-bench-1/feed',
    { server }
  )
  if (PROFILE) {
    // The profile is written when the server exits on its own terms.
    const before = new Set(existsSync(PROFILE_DIR) ? readdirSync(PROFILE_DIR) : [])
    process.kill(server.pid, 'SIGTERM')
    while (existsSync(`/proc/${server.pid}`)) {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    for (const file of readdirSync(PROFILE_DIR).filter((name) => !before.has(name))) {
      console.log(`\nCPU profile of the server: ${PROFILE_DIR}/${file}`)
      printProfile(`${PROFILE_DIR}/${file}`)
    }
  }
} finally {
  await server.stop()
}

/** The back office's feed screens, then the public feed one request at a time. */
async function screens() {
  const browser = new Browser(server.baseUrl)
  await browser.signIn('bench@example.test', PASSWORD)
  console.log(`${ITEMS} feed items in the community (and as many in another), ${RUNS} runs each\n`)
  await timeScreens(
    browser,
    [
      { name: 'feeds, page 1', path: '/feeds', target: 50 },
      { name: 'feeds, search "sedinta"', path: '/feeds?search=sedinta', target: 50 },
      { name: 'feeds, search "concert 12"', path: '/feeds?search=concert%2012', target: 50 },
      { name: 'feeds, type filter (video)', path: '/feeds?type=video', target: 50 },
      { name: 'feeds, deleted filter', path: '/feeds?deleted=1', target: 50 },
    ],
    RUNS
  )
  // The mobile app: no session, no cookies.
  await timeScreens(
    new Browser(server.baseUrl),
    [
      {
        name: 'public feed, page 1',
        path: '/api/communities/comunitatea-bench-1/feed',
        target: 30,
      },
      {
        name: 'public feed, page 50',
        path: '/api/communities/comunitatea-bench-1/feed?page=50',
        target: 30,
      },
    ],
    RUNS
  )
}
