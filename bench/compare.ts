/**
 * Every benchmark, for one checkout or interleaved over several
 * on the same machine in the same hour: each checkout's production build once, then each
 * benchmark in turn in every checkout, the order reversed each round (A B, then B A, so that
 * a drift of the machine weighs on both). Each run's output goes to
 * tmp/compare/<time>/<benchmark>.<checkout>.<round>.log; the lines that carry the figures are
 * printed at the end (and written to summary.txt beside the logs).
 *
 *   npm run bench:all                                  (this checkout, each benchmark once)
 *   node bench/compare.ts /tmp/bench-before .          (two checkouts, 2 rounds)
 *   node bench/compare.ts /tmp/bench-before . --rounds=3 --only=load,import
 *   node bench/compare.ts /tmp/bench-before . --labels=before,after
 *
 * Each checkout runs its own bench scripts with its own node_modules, one benchmark at a
 * time (they use fixed ports). A checkout needs the floor route (start/routes/bench.ts):
 * docs/performance.md, "How to run", says how to give it to an older commit.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { benchArgs } from './support.ts'

type Benchmark = {
  name: string
  /** The script and its arguments, run in the checkout. */
  command: string[]
  /** Needs the checkout's production build (build/). */
  build: boolean
  /** Its figures do not vary between runs (sizes): one run per checkout. */
  once?: boolean
  /** The lines of its output that carry its figures. */
  figures: RegExp
}

const BENCHMARKS: Benchmark[] = [
  {
    name: 'load',
    command: ['bench/load.ts', '--no-build'],
    build: true,
    figures: /^(minute |all |requests\/s|memory in|floor:|screen .*× floor$|\/bench\/floor )|\d×$/,
  },
  {
    name: 'contacts-100k',
    command: ['bench/contacts.ts', '--no-build', '--contacts=100000'],
    build: true,
    figures:
      /contacts over|met \(|MISSED \(|no target|ms {2}(contacts_|none)|export:|server memory/,
  },
  {
    name: 'contacts-1m',
    command: ['bench/contacts.ts', '--no-build', '--contacts=1000000'],
    build: true,
    figures:
      /contacts over|met \(|MISSED \(|no target|ms {2}(contacts_|none)|export:|server memory/,
  },
  {
    name: 'catalog',
    command: ['bench/catalog.ts', '--no-build'],
    build: true,
    figures: /met \(|MISSED \(/,
  },
  {
    name: 'feeds',
    command: ['bench/feeds.ts', '--no-build'],
    build: true,
    figures: /met \(|MISSED \(/,
  },
  {
    name: 'events',
    command: ['bench/events.ts', '--no-build'],
    build: true,
    figures: /met \(|MISSED \(/,
  },
  {
    name: 'import',
    command: ['bench/import.ts', '--no-build'],
    build: true,
    figures:
      /^(report:|upload → report|rows per second|job phases|import worker|bare COPY|COPY of| {2}import \/ COPY|browser parse)/,
  },
  {
    name: 'pages',
    command: ['bench/page_sizes.ts'],
    build: false,
    once: true,
    figures: /pages, largest/,
  },
]

const args = benchArgs()
const checkouts = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map((dir) => resolve(dir))
if (!checkouts.length) checkouts.push(process.cwd())
const labels = args.get('labels')?.split(',') ?? checkouts.map((dir) => basename(dir))
const rounds = Number(args.get('rounds') ?? (checkouts.length > 1 ? 2 : 1))
const only = args.get('only')?.split(',')
const chosen = only ? BENCHMARKS.filter(({ name }) => only.includes(name)) : BENCHMARKS
if (only && chosen.length !== only.length) {
  throw new Error(`--only: choose among ${BENCHMARKS.map(({ name }) => name).join(', ')}`)
}
if (labels.length !== checkouts.length || new Set(labels).size !== labels.length) {
  throw new Error('--labels: one distinct label per checkout')
}
for (const dir of checkouts) {
  if (!existsSync(join(dir, 'node_modules'))) throw new Error(`${dir} has no node_modules`)
  if (!existsSync(join(dir, 'start/routes/bench.ts'))) {
    throw new Error(
      `${dir} has no floor route (start/routes/bench.ts): docs/performance.md, "How to run"`
    )
  }
}

const folder = resolve(`tmp/compare/${new Date().toISOString().replace(/[:.]/g, '-')}`)
mkdirSync(folder, { recursive: true })

/** Node 24 of the checkout (its npm scripts' `node`), this one's when it has none. */
const nodeOf = (dir: string) =>
  existsSync(join(dir, 'node_modules/.bin/node'))
    ? join(dir, 'node_modules/.bin/node')
    : process.execPath

/** Runs `command` in `dir`, its output (both streams) to `log`; returns its exit code. */
function run(dir: string, command: string[], log: string) {
  const out = createWriteStream(log)
  const child = spawn(nodeOf(dir), command, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.pipe(out)
  child.stderr.pipe(out)
  return new Promise<number>((done) => child.on('close', (code) => out.end(() => done(code ?? 1))))
}

const minutes = (since: number) => `${((performance.now() - since) / 60_000).toFixed(1)} min`

if (chosen.some(({ build }) => build)) {
  for (const [index, dir] of checkouts.entries()) {
    const started = performance.now()
    const log = join(folder, `build.${labels[index]}.log`)
    const built = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8' })
    writeFileSync(log, built.stdout + built.stderr)
    if (built.status !== 0) throw new Error(`npm run build failed in ${dir}: ${log}`)
    console.log(`built ${labels[index]} (${minutes(started)})`)
  }
}

const runs: { benchmark: Benchmark; label: string; round: number; log: string; code: number }[] = []
for (let round = 1; round <= rounds; round++) {
  const order = checkouts.map((dir, index) => ({ dir, label: labels[index] }))
  if (round % 2 === 0) order.reverse()
  for (const benchmark of chosen) {
    if (benchmark.once && round > 1) continue
    for (const { dir, label } of order) {
      const log = join(folder, `${benchmark.name}.${label}.${round}.log`)
      const started = performance.now()
      console.log(`${benchmark.name} · ${label} · round ${round}: tail -f ${log}`)
      const code = await run(dir, benchmark.command, log)
      console.log(`  exit ${code} after ${minutes(started)}`)
      runs.push({ benchmark, label, round, log, code })
    }
  }
}

const summary: string[] = []
for (const benchmark of chosen) {
  for (const { label, round, log, code } of runs.filter((one) => one.benchmark === benchmark)) {
    summary.push(`\n== ${benchmark.name} · ${label} · round ${round} (exit ${code}, ${log})`)
    const lines = readFileSync(log, 'utf8').split('\n')
    summary.push(...lines.filter((line) => benchmark.figures.test(line)))
  }
}
writeFileSync(join(folder, 'summary.txt'), summary.join('\n') + '\n')
console.log(summary.join('\n'))
console.log(`\nLogs and summary.txt in ${folder}`)
