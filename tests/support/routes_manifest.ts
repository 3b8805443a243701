import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * What `node ace routes:manifest` (commands/routes_manifest.ts) prints about the real
 * application, booted with `env`: its routes, its validators' fields, each validator's
 * fields by name. Throws with the command's output when it fails.
 */
export function readRoutesManifest(env: NodeJS.ProcessEnv): unknown {
  const result = spawnSync(process.execPath, ['ace', 'routes:manifest'], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  const line = result.stdout
    .split('\n')
    .reverse()
    .find((text) => text.startsWith('{"routes"'))
  if (result.status !== 0 || !line) {
    throw new Error(`node ace routes:manifest failed:\n${result.stdout}\n${result.stderr}`)
  }
  return JSON.parse(line)
}
