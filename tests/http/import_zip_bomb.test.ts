/**
 * Workbooks that unpack to more than the limit (100 MB),
 * lying about it or not, are refused by POST /contacts/importer/start with
 * the zip-bomb message, nothing written, and the server never holds what
 * they unpack to (its memory, read from /proc while the request runs, stays flat). The bombs go to
 * a server of this file's own, so that only its requests move the memory measured.
 */
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { countInCommunity } from '../support/db.ts'
import { startAppServer } from '../support/stack.ts'
import { padded, workbookParts, zipArchive, type ZipPart } from '../support/zip_archives.ts'
import { tenants } from './helpers/contacts.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'

const MESSAGE =
  'Fișierul Excel este neobișnuit de mare după dezarhivare (peste 100 MB) și a fost refuzat.'
const SHEET = 'xl/worksheets/sheet1.xml'
/** What each bomb unpacks to: 250 MB, from about 250 KB. */
const BOMB = 250 * 1024 * 1024
/**
 * What the server may grow by while it refuses one: the guard inflates at most the limit,
 * piece by piece, the pieces left to the garbage collector (docs/performance.md); the code
 * before it held the whole bomb, twice.
 */
const MARGIN = 100 * 1024 * 1024
const ROWS = [
  ['Prenume', 'Email'],
  ['Ana', 'ana@exemplu.ro'],
]

const LIST = { title: 'Bombă', description: '' }

let world: TenantWorld
let client: TestClient
let app: Awaited<ReturnType<typeof startAppServer>>

beforeAll(async () => {
  app = await startAppServer(inject('databaseUrl'), {})
  world = await tenants()
  client = new TestClient(app.baseUrl)
  await client.login(world.user.email, world.user.password)
  // The import's code loaded once (a workbook read through, refused for its missing list).
  const warm = await start(zipArchive(workbookParts(ROWS)), null)
  expect(warm.status).toBe(422)
})

afterAll(() => app?.stop())

/** The resident memory of this file's server, in bytes. */
async function serverMemory() {
  const status = await readFile(`/proc/${app.process.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024
}

/** The request, and how far the server's memory rose above where it was while it ran. */
async function measured<T>(request: () => Promise<T>) {
  const before = await serverMemory()
  let peak = before
  let running = true
  const sampling = (async () => {
    while (running) {
      peak = Math.max(peak, await serverMemory())
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })()
  try {
    return { reply: await request(), growth: () => peak - before }
  } finally {
    running = false
    await sampling
    peak = Math.max(peak, await serverMemory())
  }
}

function start(bytes: Uint8Array, newList: { title: string; description: string } | null = LIST) {
  const form = new FormData()
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'contacte.xlsx')
  form.append(
    'importData',
    JSON.stringify({
      columnMapping: { Prenume: 'prenume', Email: 'email' },
      customLabels: {},
      selectedLists: [],
      newList,
      checkDuplicates: true,
    })
  )
  return client.request('POST', '/contacts/importer/start', { form, json: true })
}

/** A workbook whose `part` is padded to unpack to 110 MB, the part's sizes as `lie` says. */
function bomb(lie: Partial<ZipPart>, part = SHEET, before = '</sheetData>') {
  const parts = padded(workbookParts(ROWS, part !== SHEET), part, before, BOMB)
  return zipArchive(parts.map((p) => (p.name === part ? { ...p, ...lie } : p)))
}

describe('a workbook unpacking past 100 MB is refused with nothing written and no memory spent', () => {
  test.each([
    ['the central directory lies (1,024 bytes)', () => bomb({ centralSize: 1024 })],
    ['the local header lies too (1,024 bytes)', () => bomb({ centralSize: 1024, localSize: 1024 })],
    [
      'the data descriptor lies too (bit 3, local sizes 0, descriptor 1,024)',
      () => bomb({ centralSize: 1024, descriptorSize: 1024 }),
    ],
    ['an honest bomb (every size true)', () => bomb({})],
    [
      'a shared-strings bomb (its central directory lying)',
      () => bomb({ centralSize: 1024 }, 'xl/sharedStrings.xml', '</sst>'),
    ],
  ])('%s', async (_, build) => {
    const bytes = build()
    expect(bytes.length).toBeLessThan(1_000_000)
    const { reply, growth } = await measured(() => start(bytes))
    expect(reply.status, reply.text).toBe(422)
    expect(reply.json().errors).toContainEqual(
      expect.objectContaining({ field: 'file', message: MESSAGE })
    )
    expect(growth()).toBeLessThan(MARGIN)
    for (const table of ['imports', 'contacts', 'contact_lists']) {
      expect(await countInCommunity(table, world.community.id)).toBe(0)
    }
  })

  test('a normal workbook and one with data descriptors (as LibreOffice writes) still import', async () => {
    for (const parts of [
      workbookParts(ROWS),
      workbookParts(ROWS).map((part) => ({ ...part, descriptorSize: 'honest' as const })),
    ]) {
      const { world: fresh, client: own } = await signedInOrgAdmin()
      const form = new FormData()
      form.append('file', new Blob([zipArchive(parts) as Uint8Array<ArrayBuffer>]), 'f.xlsx')
      form.append(
        'importData',
        JSON.stringify({
          columnMapping: { Prenume: 'prenume', Email: 'email' },
          newList: { title: 'L', description: '' },
        })
      )
      const reply = await own.request('POST', '/contacts/importer/start', { form, json: true })
      expect(reply.status, reply.text).toBe(202)
      let status = ''
      for (let i = 0; i < 100 && !['done', 'failed'].includes(status); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        const progress = await own.request('GET', `/contacts/imports/${reply.json().id}`, {
          json: true,
        })
        status = progress.json().status
      }
      expect(status).toBe('done')
      expect(await countInCommunity('contacts', fresh.community.id)).toBe(1)
    }
  })
})
