/**
 * Saving a large quiz: the production build (started as `npm start` starts it,
 * bench/support.ts), a quiz of 50 questions of 5 answers (each answer mapped to one of the
 * community's 20 segments) sent over HTTP like the browser sends it. Target: saving
 * it takes ≤ 200 ms: creating it (POST /quizzes), saving it back unchanged (PUT, every id
 * kept) and with one answer changed in every question (PUT, 50 rows updated).
 *
 *   npm run bench:quizzes              (builds first; --no-build on an existing build)
 *   node bench/quizzes.ts --no-build --runs=10
 *
 * Uses its own embedded PostgreSQL (port 54486, data in tmp/postgres/bench-quizzes,
 * recreated each run) and server (port 3486). Figures: docs/performance.md.
 */
import { performance } from 'node:perf_hooks'
import {
  Browser,
  PASSWORD,
  benchArgs,
  percentile,
  seedOrgAdmin,
  seedingClient,
  startProductionServer,
} from './support.ts'

const QUESTIONS = 50
const ANSWERS = 5
const SEGMENTS = 20
const TARGET_MS = 200
const RUNS = Number(benchArgs().get('runs') ?? 20)

async function seed(databaseUrl: string) {
  const { client, hash } = await seedingClient(databaseUrl)
  const { communities } = await seedOrgAdmin(client, hash, 1)
  const { rows } = await client.query<{ id: number }>(
    `insert into segments (community_id, name, code, priority, created_at, updated_at)
     select $1, 'Segment ' || k, 'seg-' || k, k, now(), now() from generate_series(1, $2::int) as k
     returning id`,
    [communities[0].id, SEGMENTS]
  )
  await client.end()
  return { segmentIds: rows.map((row) => row.id) }
}

type Answer = { id?: number; text: string; segment_id: number | null }
type Question = { id?: number; text: string; type: string; answers: Answer[] }

/** The quiz form with 50 questions of 5 answers, answers mapped to the segments in turn. */
function largeQuiz(segmentIds: number[], run: number) {
  return {
    name: `Quiz mare ${run}`,
    questions: Array.from({ length: QUESTIONS }, (_question, q) => ({
      text: `Întrebarea ${q + 1}: ce alegi de data aceasta?`,
      type: q % 2 ? 'multiple' : 'single',
      answers: Array.from({ length: ANSWERS }, (_answer, a) => ({
        text: `Răspunsul ${a + 1} al întrebării ${q + 1}`,
        segment_id: segmentIds[(q * ANSWERS + a) % segmentIds.length],
      })),
    })) as Question[],
  }
}

/** The stored quiz as its edit page gives it (with ids), read from the page's props. */
async function storedForm(browser: Browser, location: string) {
  const response = await fetch(browser.baseUrl + location, {
    headers: {
      'cookie': [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-inertia': 'true',
      'x-inertia-version': browser.version,
    },
  })
  const page = (await response.json()) as {
    props: { quiz: { name: string; questions: Question[] } }
  }
  return { name: page.props.quiz.name, questions: page.props.quiz.questions }
}

/** Times one save; throws unless the server redirected (saved). */
async function timed(browser: Browser, method: string, path: string, body: object) {
  const start = performance.now()
  const response = await browser.request(method, path, body as Record<string, unknown>)
  const elapsed = performance.now() - start
  if (response.status !== 302 && response.status !== 303) {
    throw new Error(`${method} ${path} answered ${response.status}`)
  }
  return { elapsed, location: response.headers.get('location')! }
}

function report(name: string, times: number[]) {
  times.sort((a, b) => a - b)
  const p95 = percentile(times, 95)
  const figure = (value: number) => `${value.toFixed(1)}`.padStart(6)
  console.log(
    name.padEnd(44),
    figure(percentile(times, 50)),
    figure(p95),
    figure(times.at(-1)!),
    p95 <= TARGET_MS ? `  met (≤ ${TARGET_MS})` : `  MISSED (≤ ${TARGET_MS})`
  )
}

const server = await startProductionServer({ name: 'quizzes', port: 3486, pgPort: 54486 })
try {
  const { segmentIds } = await seed(server.databaseUrl)
  const browser = new Browser(server.baseUrl)
  await browser.signIn('bench@example.test', PASSWORD)
  console.log(
    `a quiz of ${QUESTIONS} questions × ${ANSWERS} answers (${QUESTIONS * (ANSWERS + 1)} rows), ${RUNS} runs each\n`
  )
  console.log('save'.padEnd(44), 'median', '   p95', '   max', ' target')
  const created: number[] = []
  const unchanged: number[] = []
  const edited: number[] = []
  // Two warm-up rounds, then the timed ones.
  for (let run = -2; run < RUNS; run++) {
    const post = await timed(browser, 'POST', '/quizzes', largeQuiz(segmentIds, run))
    const form = await storedForm(browser, post.location)
    const put = await timed(browser, 'PUT', post.location, form)
    for (const [index, question] of form.questions.entries()) {
      question.answers[index % ANSWERS].text += ' (schimbat)'
    }
    const edit = await timed(browser, 'PUT', post.location, form)
    if (run < 0) continue
    created.push(post.elapsed)
    unchanged.push(put.elapsed)
    edited.push(edit.elapsed)
  }
  report('POST /quizzes (new, 300 rows)', created)
  report('PUT /quizzes/{uid} (unchanged, ids kept)', unchanged)
  report('PUT /quizzes/{uid} (one answer a question)', edited)
} finally {
  await server.stop()
}
