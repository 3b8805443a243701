import { spawnSync } from 'node:child_process'

/** Writes .adonisjs/ (the route registry behind urlFor) before the component tests import it. */
export default function setup() {
  const result = spawnSync(process.execPath, ['scripts/codegen.ts'], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`codegen failed:\n${result.stdout}\n${result.stderr}`)
}
