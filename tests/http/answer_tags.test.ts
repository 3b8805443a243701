/**
 * An answer kept by its tag is the answer that tag describes: when a change commits between the
 * version's statement and the body's (a registration taking a place, then its hold expiring),
 * the body goes out and is kept under its own version's tag, never under the one read before
 * it (docs/decisions.md, "Public answers kept by their ETag"). `answerJson` is run on a route of
 * a server in this process, with versions and bodies the test decides.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { bootTestApp } from '../support/app.ts'
import { nativeImport } from '../support/native_import.js'

type ConditionalGet = typeof import('../../app/controllers/shared/conditional_get.ts')

/** The places taken as the version's statement reads them, and as the body's statement does. */
const database = { placesTaken: 10, commitBeforeBody: null as number | null }
let builds = 0

describe('answerJson: a body kept under its own version', () => {
  let server: Server
  let url: string
  let tagOf: (placesTaken: number) => string

  beforeAll(async () => {
    const app = await bootTestApp(inject('databaseUrl'))
    const { ServerFactory } = await nativeImport('@adonisjs/core/factories/http')
    const { answerJson, strongEtag } = await nativeImport<ConditionalGet>(
      '#controllers/shared/conditional_get'
    )
    const versionAt = (placesTaken: number) => ({
      parts: ['places', placesTaken],
      lastModified: null,
    })
    tagOf = (placesTaken) => strongEtag(versionAt(placesTaken).parts)
    const adonis = new ServerFactory().merge({ app }).create()
    adonis.getRouter().get('/places', (ctx: Parameters<typeof answerJson>[0]) => {
      const version = versionAt(database.placesTaken)
      return answerJson(ctx, version, async () => {
        builds++
        // A registration commits after the version was read, before the body is.
        if (database.commitBeforeBody !== null) database.placesTaken = database.commitBeforeBody
        database.commitBeforeBody = null
        const placesTaken = database.placesTaken
        return { body: { places_taken: placesTaken }, version: versionAt(placesTaken) }
      })
    })
    await adonis.boot()
    server = createServer((req, res) => adonis.handle(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())))

  const read = async (etag?: string) => {
    const reply = await fetch(`${url}/places`, {
      headers: etag ? { 'if-none-match': etag } : {},
    })
    const text = await reply.text()
    return {
      status: reply.status,
      etag: reply.headers.get('etag'),
      placesTaken: text ? (JSON.parse(text) as { places_taken: number }).places_taken : null,
    }
  }

  test('a change between the version and the body: the body goes out under its own tag', async () => {
    // The version says 10 taken; a registration commits before the body is read: 11.
    database.commitBeforeBody = 11
    const raced = await read()
    expect(raced).toEqual({ status: 200, etag: tagOf(11), placesTaken: 11 })

    // The hold expires: 10 taken again, the first version's tag. Its answer says 10, not 11.
    database.placesTaken = 10
    const buildsBefore = builds
    expect(await read()).toEqual({ status: 200, etag: tagOf(10), placesTaken: 10 })
    expect(builds).toBe(buildsBefore + 1)
    // Now kept under its own tag: the next reader gets it without a build.
    expect(await read()).toEqual({ status: 200, etag: tagOf(10), placesTaken: 10 })
    expect(builds).toBe(buildsBefore + 1)

    // The raced body was kept under the tag it matches: 11 taken again, served as built.
    database.placesTaken = 11
    expect(await read()).toEqual({ status: 200, etag: tagOf(11), placesTaken: 11 })
    expect(builds).toBe(buildsBefore + 1)
  })

  test('a current tag is still a 304 with no body built', async () => {
    database.placesTaken = 12
    const buildsBefore = builds
    expect(await read(tagOf(12))).toEqual({ status: 304, etag: tagOf(12), placesTaken: null })
    expect(builds).toBe(buildsBefore)
  })
})
