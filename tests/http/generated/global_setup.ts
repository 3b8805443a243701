import type { TestProject } from 'vitest/node'
import { readRoutesManifest } from '../../support/routes_manifest.ts'
import { exclusiveStack, type ExclusiveStackName } from '../../support/stack.ts'
import type { RouteManifest } from './route_manifest.ts'

/**
 * The stack of the files that need a database to themselves (exclusiveStack()), plus what the
 * generated route tests read from the real application: its routes and validator fields
 * (`node ace routes:manifest`, booted with the stack's environment), read once for every
 * project (global setups share Vitest's main process).
 */
export async function generatedSetup(project: TestProject, which: ExclusiveStackName) {
  const stack = await exclusiveStack(which)
  project.provide('baseUrl', stack.baseUrl)
  project.provide('databaseUrl', stack.databaseUrl)

  const state = globalThis as { testRouteManifest?: RouteManifest }
  try {
    state.testRouteManifest ??= readRoutesManifest(stack.env) as RouteManifest
    project.provide('routeManifest', state.testRouteManifest)
  } catch (error) {
    await stack.release()
    throw error
  }
  return stack.release
}

export default function setup(project: TestProject) {
  return generatedSetup(project, 'alone')
}

declare module 'vitest' {
  export interface ProvidedContext {
    routeManifest: RouteManifest
  }
}
