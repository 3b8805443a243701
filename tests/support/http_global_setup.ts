import type { TestProject } from 'vitest/node'
import { startStack } from './stack.ts'

export default async function setup(project: TestProject) {
  const stack = await startStack('http', 3334, 54321)
  project.provide('baseUrl', stack.baseUrl)
  project.provide('databaseUrl', stack.databaseUrl)
  return () => stack.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    databaseUrl: string
  }
}
