/**
 * `npm run dev` runs Vite's dev server inside the app. It must serve the front end and nothing
 * else of the project folder: no source, no .env, no database files, no uploads — to a guest or
 * to a signed-in user. A server of this file's own runs that way (the others serve the built
 * front end).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { createOrgAdmin, createUser } from '../support/db.ts'
import { devFrontEnd, freePort, startAppServer } from '../support/stack.ts'

const root = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '')
const probes = ['storage/exposure-probe.txt', 'tmp/storage-test/exposure-probe.txt']

function privatePaths() {
  const paths = [
    '/package.json',
    '/package.json?raw',
    '/package.json?import&raw',
    '/.env',
    '/.env.example',
    '/config/app.ts',
    '/config/database.ts?raw',
    '/start/env.ts',
    '/app/models/user.ts',
    '/app/services/tenant_context.ts',
    '/database/data/demo_data.ts',
    '/adonisrc.ts',
    '/.adonisjs/server/routes.json',
    '/.adonisjs/server/controllers.ts',
    '/vite.config.ts',
    '/.git/config',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/inertia/../package.json',
    '/inertia/%2e%2e/package.json',
    '/node_modules/../package.json',
    `/@fs${root}/package.json`,
    `/@fs${root}/.env.example`,
    `/@fs/etc/passwd`,
    ...probes.flatMap((probe) => [`/${probe}`, `/${probe}?raw`, `/@fs${root}/${probe}`]),
  ]
  // The embedded PostgreSQL clusters' files (those of this very run included).
  if (existsSync(`${root}/tmp/postgres`)) {
    for (const cluster of readdirSync(`${root}/tmp/postgres`)) {
      for (const file of ['PG_VERSION', 'postgresql.conf', 'global/pg_control']) {
        paths.push(
          `/tmp/postgres/${cluster}/${file}`,
          `/@fs${root}/tmp/postgres/${cluster}/${file}`
        )
      }
    }
  }
  return paths
}

let server: Awaited<ReturnType<typeof startAppServer>>

/** A client of the dev server, signed in when given a user. */
async function client(user?: { email: string; password: string }) {
  const visitor = new TestClient(server.baseUrl)
  if (user) await visitor.login(user.email, user.password)
  return visitor
}

beforeAll(async () => {
  for (const probe of probes) {
    mkdirSync(`${root}/${probe.replace(/\/[^/]+$/, '')}`, { recursive: true })
    writeFileSync(`${root}/${probe}`, 'secret upload')
  }
  const name = `${process.env.TEST_STACK ?? 'http'}-dev`
  server = await startAppServer(inject('databaseUrl'), devFrontEnd(name, await freePort()))
})
afterAll(async () => {
  for (const probe of probes) rmSync(`${root}/${probe}`, { force: true })
  await server?.stop()
})

describe('the development server serves only the front end', () => {
  test('the front end is served (Vite is running in this server)', async () => {
    const guest = await client()
    for (const path of [
      '/@vite/client',
      '/inertia/app.tsx',
      '/resources/lang/ro/validator.json',
      '/.adonisjs/client/registry/index.ts',
    ]) {
      const reply = await guest.request('GET', path)
      expect(reply.status, path).toBe(200)
    }
  })

  test('project files, the database and uploads are refused to a guest', async () => {
    const guest = await client()
    for (const path of privatePaths()) {
      const reply = await guest.request('GET', path)
      expect([403, 404], `${path} answered ${reply.status}`).toContain(reply.status)
      expect(reply.text, path).not.toContain('secret upload')
      expect(reply.text, path).not.toContain('"name": "comunitate-backoffice"')
    }
  })

  test('and to signed-in users of both roles', async () => {
    const admin = await client(await createUser({ role: 'super-admin' }))
    const { user } = await createOrgAdmin()
    const orgAdmin = await client(user)
    for (const signedIn of [admin, orgAdmin]) {
      for (const path of privatePaths()) {
        const reply = await signedIn.request('GET', path)
        expect([403, 404], `${path} answered ${reply.status}`).toContain(reply.status)
        expect(reply.text, path).not.toContain('secret upload')
      }
    }
  })
})
