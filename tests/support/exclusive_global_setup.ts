import type { TestProject } from 'vitest/node'
import { exclusiveStack } from './stack.ts'

/** The stack of the files that need a database to themselves (exclusiveStack()). */
export default async function setup(project: TestProject) {
  const stack = await exclusiveStack()
  project.provide('baseUrl', stack.baseUrl)
  project.provide('databaseUrl', stack.databaseUrl)
  return stack.release
}
