// Kept: with the whole catalog the heaviest page goes over bench:pages' budget (docs/performance.md).
/**
 * Which catalog areas (resources/lang/{locale}/{area}.json) each page needs, for the browser
 * to download only those: a Vite plugin behind the virtual module `virtual:page-areas`
 * (`{ 'contacts/index': ['contacts', 'ui', …] }`), read by inertia/app.tsx.
 *
 * A page needs the areas named in its own file and in every file it imports, statically or
 * lazily (dialogs load their chunk on open, the catalog is loaded once with the page), and
 * those of its layout. An area is named by a string that starts with `area.` (`'contacts.title'`,
 * `` `topbar.roles.${role}` ``, `label: 'nav.users'`): keys built from a variable prefix or sent
 * by the server are not seen, so the browser never gets such keys (write them out).
 */
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'

const VIRTUAL = 'virtual:page-areas'
const RESOLVED = `\0${VIRTUAL}`

/** The catalog areas the browser never needs (server-side texts). */
export const SERVER_ONLY_AREAS = ['validator', 'mail']

export function pageAreas(root: string): Record<string, string[]> {
  // The Romanian catalog's areas and their top-level keys (both locales have the same keys).
  const areas = new Map(
    readdirSync(join(root, 'resources/lang/ro'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .filter((area) => !SERVER_ONLY_AREAS.includes(area))
      .map((area) => [
        area,
        new Set(
          Object.keys(
            JSON.parse(readFileSync(join(root, `resources/lang/ro/${area}.json`), 'utf8'))
          )
        ),
      ])
  )
  const aliases: Record<string, string> = {
    '~/': join(root, 'inertia/'),
    '@shared/': join(root, 'app/shared/'),
  }
  const resolveImport = (from: string, spec: string): string | null => {
    const alias = Object.keys(aliases).find((prefix) => spec.startsWith(prefix))
    const base = alias
      ? join(aliases[alias], spec.slice(alias.length))
      : spec.startsWith('.')
        ? resolve(dirname(from), spec)
        : null
    if (!base) return null
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
    }
    return null
  }
  const named = new Map<string, Set<string>>()
  const areasOf = (file: string, seen = new Set<string>()): Set<string> => {
    const found = new Set<string>()
    if (seen.has(file)) return found
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    if (!named.has(file)) {
      // Comments and route names (`urlFor('users.index')`) name no texts.
      const code = source
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
        .replace(/\b(urlFor|send)\(\s*['"][\w.]+['"]/g, '')
      const own = new Set<string>()
      // `'area.key…'` where the area has that key: route names (`'users.index'`) are not keys.
      for (const [, area, key] of code.matchAll(/['"`]([a-z_]+)\.(\w+)/g)) {
        if (areas.get(area)?.has(key)) own.add(area)
      }
      named.set(file, own)
    }
    for (const area of named.get(file)!) found.add(area)
    // Type-only imports bring no code, so no texts.
    const imports = source.replace(/\b(?:import|export)\s+type\s[^;]*?from\s*['"][^'"]+['"]/g, '')
    for (const [, spec] of imports.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, spec)
      if (target) for (const area of areasOf(target, seen)) found.add(area)
    }
    return found
  }
  const layout = (page: string) =>
    join(root, `inertia/layouts/${/^(auth|errors)\//.test(page) ? 'auth' : 'main'}_layout.tsx`)
  const pagesDir = join(root, 'inertia/pages')
  const pages = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? pages(join(dir, entry.name))
        : entry.name.endsWith('.tsx')
          ? [join(dir, entry.name)]
          : []
    )
  return Object.fromEntries(
    pages(pagesDir).map((file) => {
      const page = relative(pagesDir, file).replace(/\.tsx$/, '')
      const needed = new Set([...areasOf(file), ...areasOf(layout(page))])
      return [page, [...needed].sort()]
    })
  )
}

/** The Vite plugin: `import pageAreas from 'virtual:page-areas'`, recomputed when a file changes. */
export function pageAreasPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'page-areas',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null
    },
    load(id) {
      return id === RESOLVED ? `export default ${JSON.stringify(pageAreas(root))}` : null
    },
    handleHotUpdate({ server }) {
      const module = server.moduleGraph.getModuleById(RESOLVED)
      if (module) server.moduleGraph.invalidateModule(module)
    },
  }
}
