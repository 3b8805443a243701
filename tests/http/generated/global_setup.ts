import type { TestProject } from 'vitest/node'
import { readRoutesManifest } from '../../support/routes_manifest.ts'
import { exclusiveStack } from '../../support/stack.ts'
import type { RouteManifest } from './route_manifest.ts'

/**
 * The stack of the files that need a database to themselves (exclusiveStack()), plus what the
 * generated route tests read from the real application: its routes and validator fields
 * (`node ace routes:manifest`, booted with the stack's environment).
 */
export default async function setup(project: TestProject) {
  const stack = await exclusiveStack()
  project.provide('baseUrl', stack.baseUrl)
  project.provide('databaseUrl', stack.databaseUrl)

  try {
    project.provide('routeManifest', readRoutesManifest(stack.env) as RouteManifest)
  } catch (error) {
    await stack.release()
    throw error
  }
  return stack.release
}

declare module 'vitest' {
  export interface ProvidedContext {
    routeManifest: RouteManifest
  }
}
