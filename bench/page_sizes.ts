/**
 * First-load JavaScript of every page: builds the front end with Vite (into a
 * temporary folder, the real build is left alone), then for each page under
 * inertia/pages adds up, gzipped, the files a browser downloads before the
 * page shows: the entry (inertia/app.tsx), the page's own chunk, its layout
 * (auth for auth/ and errors/ pages, main otherwise) and the Romanian
 * catalog, each with everything it imports statically. Other lazy chunks
 * (other pages, the English catalog, pieces loaded on demand) do not count. Prints each page against the budget and exits with 1 when one is
 * over it.
 *
 *   npm run bench:pages            (builds, then measures)
 *   npm run bench:pages -- --no-build  (measures the last build in tmp/page_sizes)
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 150
const ENTRY = 'inertia/app.tsx'
const CATALOG = 'inertia/lib/catalogs/ro.ts'
const layoutOf = (page: string) =>
  /^inertia\/pages\/(auth|errors)\//.test(page)
    ? 'inertia/layouts/auth_layout.tsx'
    : 'inertia/layouts/main_layout.tsx'

const root = fileURLToPath(new URL('../', import.meta.url))
const outDir = `${root}tmp/page_sizes`

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

function build() {
  rmSync(outDir, { recursive: true, force: true })
  const result = spawnSync(
    process.execPath,
    [
      `${root}node_modules/vite/bin/vite.js`,
      'build',
      '--outDir',
      outDir,
      '--manifest',
      'manifest.json',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } }
  )
  if (result.status !== 0) throw new Error('vite build failed')
}

/** The manifest keys of a chunk and of everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

const gzipSizes = new Map<string, number>()
function gzipSize(file: string) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(`${outDir}/${file}`)).length)
  }
  return gzipSizes.get(file)!
}

export function measure() {
  const manifest = JSON.parse(readFileSync(`${outDir}/manifest.json`, 'utf8')) as Manifest
  for (const key of [ENTRY, CATALOG, layoutOf('inertia/pages/auth/'), layoutOf('')]) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`)
  }
  const entry = staticClosure(manifest, CATALOG, staticClosure(manifest, ENTRY))
  const pages = Object.keys(manifest)
    .filter((key) => key.startsWith('inertia/pages/'))
    .sort()

  return pages.map((page) => {
    const keys = staticClosure(
      manifest,
      page,
      staticClosure(manifest, layoutOf(page), new Set(entry))
    )
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))
    const bytes = files.reduce((total, file) => total + gzipSize(file), 0)
    return {
      page: page.replace('inertia/pages/', '').replace(/\.tsx$/, ''),
      kb: bytes / 1024,
      files: files.length,
    }
  })
}

if (import.meta.main) {
  if (!process.argv.includes('--no-build')) build()
  const rows = measure()
  const width = Math.max(...rows.map((row) => row.page.length))
  console.log(`First-load JavaScript per page, gzipped (budget ${BUDGET_KB} KB)\n`)
  for (const row of rows) {
    const verdict = row.kb < BUDGET_KB ? 'ok' : 'OVER BUDGET'
    console.log(
      `${row.page.padEnd(width)}  ${row.kb.toFixed(1).padStart(6)} KB  ${String(row.files).padStart(2)} files  ${verdict}`
    )
  }
  const over = rows.filter((row) => row.kb >= BUDGET_KB)
  const largest = rows.reduce((a, b) => (b.kb > a.kb ? b : a))
  console.log(
    `\n${rows.length} pages, largest ${largest.page} (${largest.kb.toFixed(1)} KB); ${
      over.length ? `${over.length} over budget` : 'all under budget'
    }`
  )
  if (over.length) process.exitCode = 1
}
