/**
 * A local stand-in for the BNR feed: serves a real-shaped XML file, a broken
 * one, an error, or nothing at all (the port closed), as the test chooses; and
 * BNR's yearly files of the years tests/fixtures/bnr holds.
 */
import { createServer, type Server } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'

export const BNR_XML = readFileSync(
  new URL('../fixtures/bnr/nbrfxrates.xml', import.meta.url),
  'utf8'
)
export const BROKEN_XML = readFileSync(
  new URL('../fixtures/bnr/broken.xml', import.meta.url),
  'utf8'
)

export type StubMode = 'ok' | 'broken' | 'error'

/** The stub on `port` (default: any free one). */
export async function startBnrStub(initial: StubMode = 'ok', port = 0) {
  let mode: StubMode = initial
  let requests = 0
  const paths: string[] = []
  const server: Server = createServer((request, response) => {
    requests += 1
    paths.push(request.url ?? '')
    // BNR's yearly file of a year (tests/fixtures/bnr/nbrfxrates{year}.xml), 404 without one.
    const year = /^\/nbrfxrates(\d{4})\.xml$/.exec(request.url ?? '')?.[1]
    if (year && mode !== 'error') {
      const file = new URL(`../fixtures/bnr/nbrfxrates${year}.xml`, import.meta.url)
      if (!existsSync(file)) {
        response.writeHead(404).end('Not Found')
        return
      }
      response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' })
      response.end(readFileSync(file, 'utf8'))
      return
    }
    if (mode === 'error') {
      response.writeHead(503).end('Service Unavailable')
      return
    }
    response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' })
    response.end(mode === 'ok' ? BNR_XML : BROKEN_XML)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address()
  const listening = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${listening}/nbrfxrates.xml`,
    yearUrl: (year: number) => `http://127.0.0.1:${listening}/nbrfxrates${year}.xml`,
    /** The paths asked, in order. */
    paths: () => paths,
    setMode: (next: StubMode) => {
      mode = next
    },
    requests: () => requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
