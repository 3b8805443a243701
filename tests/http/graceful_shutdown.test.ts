/**
 * Graceful shutdown on SIGTERM (docs/deployment.md): a web node stops taking
 * connections but answers the requests it is in the middle of; `node ace queue:work` takes no
 * new job, finishes the one in hand and exits 0.
 *
 * In the platform-wide group (vitest.config.ts): the worker runs the daily exchange-rate job,
 * which writes the rate every tenant reads.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { request as httpRequest, createServer, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { createUser, query } from '../support/db.ts'
import { aceEnv, startAppServer } from '../support/stack.ts'
import { BNR_XML } from '../support/bnr_stub.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The exit code of a child once it has exited (null: killed by a signal), or 'running'. */
function exitOf(child: ChildProcess, withinMs: number) {
  return new Promise<number | null | 'running'>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode)
    const timer = setTimeout(() => resolve('running'), withinMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve(code)
    })
  })
}

/** Whether a new TCP connection to the node is refused (a fresh socket, never a pooled one). */
function refused(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl)
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) })
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

describe('a web node receiving SIGTERM', () => {
  let node: Awaited<ReturnType<typeof startAppServer>>

  beforeAll(async () => {
    node = await startAppServer(inject('databaseUrl'), { QUEUE_WORKERS: 'off' })
  }, 120_000)

  afterAll(async () => {
    await node?.stop()
  })

  test('answers the request in flight, refuses new connections, then exits 0', async () => {
    // Its load balancer's check: the node also holds the queue's connections now. The answer's
    // connection is closed, so that no pooled connection outlives the node's listening socket.
    const health = await fetch(`${node.baseUrl}/health`, { headers: { connection: 'close' } })
    expect(health.status).toBe(200)
    const user = await createUser()
    const client = new TestClient(node.baseUrl)
    await client.request('GET', '/login')
    const body = JSON.stringify({ email: user.email, password: user.password })

    // A slow client: the sign-in's headers and a part of its body are sent, the rest comes later.
    let sendRest = () => {}
    const answer = new Promise<{ status: number; location?: string; cookies: string[] }>(
      (resolve, reject) => {
        const req = httpRequest(`${node.baseUrl}/login`, {
          method: 'POST',
          headers: {
            'cookie': client.cookieHeader(),
            'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN')!),
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        })
        req.on('response', (res) => {
          res.resume()
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              location: res.headers.location,
              cookies: res.headers['set-cookie'] ?? [],
            })
          )
        })
        req.on('error', reject)
        req.write(body.slice(0, 10))
        sendRest = () => req.end(body.slice(10))
      }
    )
    await pause(300)

    node.process.kill('SIGTERM')
    for (let i = 0; i < 50 && !(await refused(node.baseUrl)); i++) await pause(100)
    expect(await refused(node.baseUrl)).toBe(true)
    expect(await exitOf(node.process, 500)).toBe('running')

    sendRest()
    const reply = await answer
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/')
    expect(reply.cookies.some((line) => line.startsWith('session='))).toBe(true)
    expect(await exitOf(node.process, 15_000)).toBe(0)
  })
})

describe('node ace queue:work receiving SIGTERM', () => {
  let feed: ReturnType<typeof createServer>
  let feedUrl: string
  /** The feed's requests waiting for their answer (the job in hand). */
  const held: ServerResponse[] = []

  beforeAll(async () => {
    // A BNR feed that answers only when the test says so.
    feed = createServer((_request, response) => void held.push(response))
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve))
    const address = feed.address()
    feedUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
  })

  afterAll(async () => {
    for (const response of held) response.destroy()
    await new Promise<void>((resolve) => feed.close(() => resolve()))
  })

  test('finishes the job in hand (the rate is stored, the job completed), then exits 0', async () => {
    // No rate for today: the worker runs the daily job as it starts.
    await query('delete from exchange_rates')
    const worker = spawn(process.execPath, ['ace', 'queue:work'], {
      cwd: root,
      env: aceEnv(inject('databaseUrl'), { BNR_FEED_URL: feedUrl }),
      stdio: 'ignore',
    })
    try {
      for (let i = 0; i < 300 && held.length === 0; i++) await pause(100)
      expect(held.length, 'the worker asked the feed').toBe(1)

      worker.kill('SIGTERM')
      expect(await exitOf(worker, 1000)).toBe('running')

      held[0].writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(BNR_XML)
      expect(await exitOf(worker, 20_000)).toBe(0)
      const rates = await query(`select eurron::text from exchange_rates`)
      expect(rates).toEqual([{ eurron: '5.0873' }])
      const jobs = await query(
        `select state from pgboss.job where name = 'exchange-rate.refresh' and started_on is not null
         order by started_on desc limit 1`
      )
      expect(jobs).toEqual([{ state: 'completed' }])
    } finally {
      if (worker.exitCode === null) worker.kill('SIGKILL')
    }
  }, 60_000)
})
