import type { TestProject } from 'vitest/node'
import { sharedStack } from './stack.ts'

export default async function setup(project: TestProject) {
  const stack = await sharedStack()
  project.provide('baseUrl', stack.baseUrl)
  project.provide('databaseUrl', stack.databaseUrl)
  project.provide('serverPid', stack.pid ?? 0)
  return stack.release
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    databaseUrl: string
    /** The test server's process id (a test reads its memory in /proc). */
    serverPid: number
  }
}
