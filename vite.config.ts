import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { pageAreasPlugin } from './scripts/page_areas.ts'
import { precompiledMessages, runtimeWithoutParser } from './scripts/precompiled_messages.ts'

const ENTRY = `${import.meta.dirname}/inertia/app.tsx`
const LAYOUT = `${import.meta.dirname}/inertia/layouts/main_layout.tsx`
/** The auth layout and the pages that use it (inertia/app.tsx): the pages without the shell. */
const WITHOUT_SHELL = /\/inertia\/(layouts\/auth_layout\.tsx$|pages\/(auth|errors)\/)/
/** A package's index: it imports every component, which tells nothing about who uses which one. */
const PACKAGE_INDEX =
  /\/node_modules\/(react-aria-components|react-aria|react-stately|@internationalized\/[\w-]+)\/dist\/(exports\/)?index\.m?js$/

/**
 * Small modules nearly every page imports but the layouts do not: the kit's button and page
 * header (sign-in and error pages too), react-aria's string formatter (every back-office page).
 * Each would otherwise be a file of its own (under 1 KB) on every page.
 */
const IN_BASE = /\/inertia\/components\/ui\/(button|spinner|page_header|breadcrumbs)\.tsx$/
const IN_SHELL =
  /\/node_modules\/@internationalized\/string\/dist\/private\/LocalizedString(Dictionary|Formatter)\.mjs$/

/**
 * The chunk of a module the main layout imports (through its static imports): every back-office
 * page downloads it, so one chunk instead of the handful automatic chunking makes from
 * who-imports-what (less to download: gzip works across the whole file). `shell` when no page
 * without the shell imports it, `base` when one does (these pages download it too: a few KB).
 * The shell's files import react-aria-components per component (`react-aria-components/Menu`),
 * so the package's index does not make every component look used.
 */
function layoutChunk(
  id: string,
  graph: { getModuleInfo(id: string): { importers: string[] } | null }
) {
  if (id === LAYOUT) return null
  if (IN_BASE.test(id)) return 'base'
  if (IN_SHELL.test(id)) return 'shell'
  let inShell = false
  let withoutShell = false
  const seen = new Set<string>()
  const importers = [id]
  while (importers.length) {
    const module = importers.pop()!
    if (seen.has(module)) continue
    seen.add(module)
    if (module === ENTRY) return null
    if (module === LAYOUT) inShell = true
    else if (WITHOUT_SHELL.test(module)) withoutShell = true
    else if (!PACKAGE_INDEX.test(module))
      importers.push(...(graph.getModuleInfo(module)?.importers ?? []))
  }
  return inShell ? (withoutShell ? 'base' : 'shell') : null
}

export default defineConfig({
  plugins: [
    react(),
    // Only the interface languages: react-aria ships strings for 30+ locales.
    { ...optimizeLocales.vite({ locales: ['ro-RO', 'en-US'] }), enforce: 'pre' },
    tailwindcss(),
    // `virtual:page-areas`: the catalog areas each page needs (inertia/app.tsx loads only those).
    pageAreasPlugin(),
    // The catalogs' ICU messages parsed at build time, so the browser formats them without
    // intl-messageformat's parser (~7 KB gzipped on every page; ~/lib/translate).
    precompiledMessages(),
    adonisjs({ entryPoints: ['inertia/app.tsx'], reload: ['resources/views/**/*.edge'] }),
  ],
  cacheDir: process.env.VITE_CACHE_DIR,
  build: {
    rolldownOptions: {
      output: {
        // Only the modules layoutChunk names: their other imports stay in the entry (React) or in
        // chunks of their own, not pulled into `shell`.
        codeSplitting: {
          groups: [
            { name: layoutChunk, debugName: 'layout', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    // Nothing under tmp/ (the embedded PostgreSQL's files, uploads of the tests) or storage/ is
    // front end: watching them made the dev server handle an event per database write (a contact
    // import cost the test server more CPU than the import itself).
    watch: {
      ignored: [`${import.meta.dirname}/tmp/**`, `${import.meta.dirname}/storage/**`],
    },
    fs: {
      // The dev server serves only what the browser needs: the front end, the
      // translation catalogs and the shapes it shares with the server, and the
      // packages. Everything else of the project (source, .env, the embedded
      // database under tmp/, uploads under storage/) answers 403 or 404.
      strict: true,
      allow: ['inertia', 'resources/lang', 'app/shared', '.adonisjs/client', 'node_modules'],
      // tmp/ and storage/ of this project only (anchored: a checkout that itself lives
      // under a folder named tmp, like /tmp/ci-clone, must still serve its front end).
      deny: [
        '.env',
        '.env.*',
        '*.{crt,pem,key}',
        '**/.git/**',
        `${import.meta.dirname}/tmp/**`,
        `${import.meta.dirname}/storage/**`,
      ],
    },
  },
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '@lang/': `${import.meta.dirname}/resources/lang/`,
      '@shared/': `${import.meta.dirname}/app/shared/`,
      '@generated/': `${import.meta.dirname}/.adonisjs/client/`,
      ...runtimeWithoutParser(),
    },
  },
})
