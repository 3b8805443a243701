import type { TestProject } from 'vitest/node'
import { startNodesStack } from './stack.ts'

/** The multi-node stack (tests/nodes/stack.ts), once for every file of the `nodes` project. */
export default async function setup(project: TestProject) {
  const stack = await startNodesStack()
  project.provide('databaseUrl', stack.databaseUrl)
  project.provide('nodes', stack.nodes)
  project.provide('s3Endpoint', stack.s3Endpoint)
  project.provide('workerEnv', stack.workerEnv)
  project.provide('bnrFeedPort', stack.bnrFeedPort)
  project.provide('prepared', stack.prepared)
  return stack.stop
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The web nodes' base URLs: node A, node B (tests/nodes). */
    nodes: string[]
    /** The stack's S3 server (tests/nodes). */
    s3Endpoint: string
    /** The environment of a worker of the stack (tests/nodes/stack.ts, startWorker). */
    workerEnv: Record<string, string>
    /** Where the stack's processes read the BNR feed (tests/nodes). */
    bnrFeedPort: number
    /** What each node's `db:prepare` printed when the stack started them together (tests/nodes). */
    prepared: string[]
  }
}
