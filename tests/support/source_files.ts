import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The TypeScript files (.ts, .tsx) under `dir`, at any depth, for tests that read the sources. */
export function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .sort()
    .map((name) => join(dir, name))
}
