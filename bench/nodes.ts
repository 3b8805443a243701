/**
 * Requests per second with one web node and with two behind a round robin
 * (docs/deployment.md): the multi-node test stack (tests/nodes/stack.ts: production web nodes,
 * sessions and throttles in PostgreSQL, files in s3rver). CLIENTS signed-in org-admins (one
 * session each, signed in once, the same cookies on both nodes) ask for the dashboard (`/`, an
 * Inertia visit: the session read from the database) back to back, after a warm-up of each
 * node: ROUNDS times, SECONDS with every request to node A, then SECONDS alternating A and B
 * request by request (a client-side round robin, as a balancer without sticky sessions does);
 * alternated so that the machine's other load weighs on both alike.
 *
 *   node bench/nodes.ts [--clients=20] [--seconds=10] [--rounds=3]
 */
import { startNodesStack } from '../tests/nodes/stack.ts'
import { Browser, PASSWORD, benchArgs, percentile, seedOrgAdmin, seedingClient } from './support.ts'

const args = benchArgs()
const CLIENTS = Number(args.get('clients') ?? 20)
const SECONDS = Number(args.get('seconds') ?? 10)
const ROUNDS = Number(args.get('rounds') ?? 3)

/** CLIENTS clients for `seconds`, client k's n-th request to nodes[(k + n) % nodes.length]. */
async function phase(clients: Browser[][], nodeCount: number, seconds: number) {
  const until = performance.now() + seconds * 1000
  const times: number[] = []
  let errors = 0
  await Promise.all(
    clients.map(async (perNode, k) => {
      for (let n = 0; performance.now() < until; n++) {
        const started = performance.now()
        const reply = await perNode[(k + n) % nodeCount].request('GET', '/')
        if (reply.status !== 200) errors++
        times.push(performance.now() - started)
      }
    })
  )
  times.sort((a, b) => a - b)
  return {
    rps: Math.round(times.length / seconds),
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    errors,
  }
}

const stack = await startNodesStack()
try {
  const { client, hash } = await seedingClient(stack.databaseUrl)
  await seedOrgAdmin(client, hash)
  await client.end()

  const clients: Browser[][] = []
  for (let k = 0; k < CLIENTS; k++) {
    const perNode = stack.nodes.map((node) => new Browser(node))
    await perNode[0].signIn('bench@example.test', PASSWORD)
    // One browser: the same cookies whichever node answers.
    for (const browser of perNode) browser.cookies = perNode[0].cookies
    clients.push(perNode)
  }

  await phase(clients, 2, 5)
  console.log(`${CLIENTS} clients, GET / (Inertia), ${SECONDS} s a phase`)
  for (let round = 1; round <= ROUNDS; round++) {
    for (const nodeCount of [1, 2]) {
      const { rps, p50, p95, errors } = await phase(clients, nodeCount, SECONDS)
      const label = nodeCount === 1 ? 'one node              ' : 'two nodes, round robin'
      console.log(
        `round ${round}, ${label}: ${rps} req/s, p50 ${p50} ms, p95 ${p95} ms, errors ${errors}`
      )
    }
  }
} finally {
  await stack.stop()
}
