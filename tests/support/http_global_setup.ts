import type { TestProject } from 'vitest/node'
import { sharedStack } from './stack.ts'

export default async function setup(project: TestProject) {
  const stack = await sharedStack()
  project.provide('baseUrl', stack.baseUrl)
  project.provide('databaseUrl', stack.databaseUrl)
  return stack.release
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    databaseUrl: string
  }
}
