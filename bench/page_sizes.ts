/**
 * First load of every page: builds the front end with Vite (into a temporary
 * folder, the real build is left alone), then for each page under
 * inertia/pages adds up, gzipped, what a browser downloads before the page
 * is usable: the entry (inertia/app.tsx) and its CSS, the page's own chunk,
 * its layout (auth for auth/ and errors/ pages, main otherwise) and the
 * areas of the Romanian catalog it needs (scripts/page_areas.ts), each with
 * everything it imports statically, and every
 * chunk that one of those imports dynamically with its own imports. Left out: the
 * other pages, layouts, catalog areas and locales, and the chunks in ON_INTERACTION, which
 * load only when the user does what each names. Prints each page against the
 * budget and exits with 1 when one is over it (or when ON_INTERACTION names a
 * module the build no longer loads dynamically).
 *
 *   npm run bench:pages            (codegen, build, then measures)
 *   npm run bench:pages -- --no-build  (measures the last build in tmp/page_sizes)
 *   npm run bench:pages -- --no-build --page auth/login  (also lists that page's files)
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { pageAreas } from '../scripts/page_areas.ts'

const BUDGET_KB = 300
const ENTRY = 'inertia/app.tsx'
/**
 * The components loaded by a dynamic import() when the user asks for them, and what the user
 * does. Every other dynamic import a page reaches counts in its first load.
 */
export const ON_INTERACTION: Record<string, string> = {
  'inertia/components/feeds/article_editor.tsx':
    'the feed form shows an article (the type Articol is chosen, or an article is opened)',
  'inertia/components/ui/date_picker.tsx':
    "the feed form's scheduling is switched on (or a scheduled item is opened)",
  'inertia/components/events/attendees_tab.tsx': "the event editor's Participanți tab is opened",
  'inertia/components/communities/branding_form.tsx': "the event editor's Branding tab is opened",
  'inertia/components/audit/audit_timeline.tsx': "the event editor's Istoric tab is opened",
  'node_modules/@zxing/browser/esm/index.js': 'the check-in screen starts the camera (Scanează)',
}
const LAYOUTS = ['inertia/layouts/auth_layout.tsx', 'inertia/layouts/main_layout.tsx']
const layoutOf = (page: string) =>
  /^inertia\/pages\/(auth|errors)\//.test(page)
    ? 'inertia/layouts/auth_layout.tsx'
    : 'inertia/layouts/main_layout.tsx'

const root = fileURLToPath(new URL('../', import.meta.url))
const outDir = `${root}tmp/page_sizes`

interface ManifestChunk {
  file: string
  /** A shared chunk's name (the file it was named after). */
  name?: string
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
  // The route registry and page types the front end imports (.adonisjs/client).
  const codegen = spawnSync(process.execPath, [`${root}scripts/codegen.ts`], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (codegen.status !== 0) throw new Error('codegen failed')
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

/**
 * The manifest key of an ON_INTERACTION module: its path, or, when pages also import it
 * statically, the shared chunk it went into (`_date_picker-<hash>.js`, named after the file).
 */
function interactionKey(manifest: Manifest, dynamicKeys: Set<string>, path: string) {
  if (dynamicKeys.has(path)) return path
  const name = path.replace(/^.*\//, '').replace(/\.[^.]+$/, '')
  return [...dynamicKeys].find((key) => key.startsWith('_') && manifest[key]?.name === name)
}

/** The manifest keys of the ON_INTERACTION modules (set by measure()). */
let interactionKeys = new Set<string>()

/** Whether a dynamic import is one the first load does without (see ON_INTERACTION). */
const loadsLater = (key: string) =>
  key.startsWith('inertia/pages/') ||
  LAYOUTS.includes(key) ||
  key.startsWith('resources/lang/') ||
  interactionKeys.has(key)

/**
 * The manifest keys of a chunk, of everything it imports statically, and of
 * what those import dynamically on mount (all dynamic imports but loadsLater).
 */
function firstLoad(manifest: Manifest, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen
  seen.add(key)
  const chunk = manifest[key]
  for (const imported of chunk?.imports ?? []) firstLoad(manifest, imported, seen)
  for (const imported of chunk?.dynamicImports ?? []) {
    if (!loadsLater(imported)) firstLoad(manifest, imported, seen)
  }
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
  for (const key of [ENTRY, ...LAYOUTS]) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`)
  }
  const dynamic = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []))
  const found = Object.keys(ON_INTERACTION).map((path) => interactionKey(manifest, dynamic, path))
  interactionKeys = new Set(found.filter((key) => key !== undefined))
  const stale = Object.keys(ON_INTERACTION).filter((_, index) => found[index] === undefined)
  if (stale.length) throw new Error(`ON_INTERACTION: not imported dynamically: ${stale.join(', ')}`)

  // The pages are the dynamic imports of the entry's glob (not the lazy parts they import).
  const pages = (manifest[ENTRY].dynamicImports ?? [])
    .filter((key) => key.startsWith('inertia/pages/'))
    .sort()
  const shared = firstLoad(manifest, ENTRY)
  const areas = pageAreas(root)

  return pages.map((page) => {
    const name = page.replace('inertia/pages/', '').replace(/\.tsx$/, '')
    const keys = firstLoad(manifest, page, firstLoad(manifest, layoutOf(page), new Set(shared)))
    for (const area of areas[name] ?? []) {
      const catalog = `resources/lang/ro/${area}.json`
      if (!manifest[catalog]) throw new Error(`${catalog} is not in the build manifest`)
      firstLoad(manifest, catalog, keys)
    }
    const js = [...keys].map((key) => manifest[key].file)
    const css = new Set([...keys].flatMap((key) => manifest[key].css ?? []))
    const jsBytes = js.reduce((total, file) => total + gzipSize(file), 0)
    const cssBytes = [...css].reduce((total, file) => total + gzipSize(file), 0)
    return {
      page: name,
      sizes: [...js, ...css].map((file) => ({ file, kb: gzipSize(file) / 1024 })),
      kb: (jsBytes + cssBytes) / 1024,
      jsKb: jsBytes / 1024,
      cssKb: cssBytes / 1024,
      files: js.length + css.size,
    }
  })
}

if (import.meta.main) {
  if (!process.argv.includes('--no-build')) build()
  const rows = measure()
  const width = Math.max(...rows.map((row) => row.page.length))
  const kb = (value: number) => `${value.toFixed(1).padStart(6)} KB`
  console.log(`First load per page (JavaScript + CSS), gzipped (budget ${BUDGET_KB} KB)\n`)
  for (const row of rows) {
    const verdict = row.kb < BUDGET_KB ? 'ok' : 'OVER BUDGET'
    console.log(
      `${row.page.padEnd(width)}  ${kb(row.kb)}  (js ${kb(row.jsKb)}, css ${kb(row.cssKb)})  ${String(row.files).padStart(2)} files  ${verdict}`
    )
  }
  const over = rows.filter((row) => row.kb >= BUDGET_KB)
  const largest = rows.reduce((a, b) => (b.kb > a.kb ? b : a))
  console.log(
    `\n${rows.length} pages, largest ${largest.page} (${largest.kb.toFixed(1)} KB); ${
      over.length ? `${over.length} over budget` : 'all under budget'
    }`
  )
  const detail = process.argv[process.argv.indexOf('--page') + 1]
  const chosen = process.argv.includes('--page') && rows.find((row) => row.page === detail)
  if (chosen) {
    console.log(`\n${chosen.page}:`)
    for (const { file, kb: size } of chosen.sizes.sort((a, b) => b.kb - a.kb)) {
      console.log(`${kb(size)}  ${file}`)
    }
  }
  if (over.length) process.exitCode = 1
}
