import type { TestProject } from 'vitest/node'
import { startStack } from './stack.ts'

export default async function setup(project: TestProject) {
  // Several developers (or agents) on one machine: each can pick its own stack.
  const stack = await startStack(
    process.env.TEST_STACK ?? 'http',
    Number(process.env.TEST_HTTP_PORT ?? 3334),
    Number(process.env.TEST_PG_PORT ?? 54321)
  )
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
