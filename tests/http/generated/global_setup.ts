import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { sharedStack } from '../../support/stack.ts'
import type { RouteManifest } from './route_manifest.ts'

const root = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * The shared test stack, plus what the generated route tests read from the
 * real application: its routes and validator fields (`node ace
 * routes:manifest`, booted with the stack's environment).
 */
export default async function setup(project: TestProject) {
  const stack = await sharedStack()
  project.provide('baseUrl', stack.baseUrl)
  project.provide('databaseUrl', stack.databaseUrl)

  const result = spawnSync(process.execPath, ['ace', 'routes:manifest'], {
    cwd: root,
    env: stack.env,
    encoding: 'utf8',
  })
  const line = result.stdout
    .split('\n')
    .reverse()
    .find((text) => text.startsWith('{"routes"'))
  if (result.status !== 0 || !line) {
    await stack.release()
    throw new Error(`node ace routes:manifest failed:\n${result.stdout}\n${result.stderr}`)
  }
  project.provide('routeManifest', JSON.parse(line) as RouteManifest)
  return stack.release
}

declare module 'vitest' {
  export interface ProvidedContext {
    routeManifest: RouteManifest
  }
}
