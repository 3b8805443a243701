/**
 * The zip-bomb guard (app/shared/workbook_guard.ts): what a workbook unpacks
 * to is counted as it is produced, whatever its directories say, and an .xls
 * whose tables would make SheetJS assemble too much is refused.
 */
import { describe, expect, test } from 'vitest'
import { IMPORT_MAX_UNZIPPED_BYTES } from '../../app/shared/contact_import.ts'
import { codeOf, parseImportFile } from './import_file_code.ts'
import {
  WorkbookRefused,
  compoundFileBytes,
  honestArchive,
} from '../../app/shared/workbook_guard.ts'
import { padded, workbookParts, zipArchive, type ZipPart } from '../support/zip_archives.ts'

const SHEET = 'xl/worksheets/sheet1.xml'
const ROWS = [
  ['Prenume', 'Email'],
  ['Ana', 'ana@exemplu.ro'],
]

async function refusal(work: Promise<unknown>) {
  try {
    await work
    return null
  } catch (error) {
    if (error instanceof WorkbookRefused) return error.code
    throw error
  }
}

/** The sheet padded to `bytes` more than it is, lying as `lie` says (every lie keeps the central directory's 1,024). */
function bomb(bytes: number, lie: Partial<ZipPart> = {}, part = SHEET, before = '</sheetData>') {
  return zipArchive(
    padded(workbookParts(ROWS, part !== SHEET), part, before, bytes).map((p) =>
      p.name === part ? { ...p, ...lie } : p
    )
  )
}

const LIES: [string, Partial<ZipPart>][] = [
  ['the central directory', { centralSize: 1024 }],
  ['the local header too', { centralSize: 1024, localSize: 1024 }],
  ['the data descriptor too (bit 3, sizes 0)', { centralSize: 1024, descriptorSize: 1024 }],
]

describe('xlsx: the bytes really unpacked are counted', () => {
  test.each(LIES)('a part lying in %s is refused past the limit', async (_, lie) => {
    expect(await refusal(honestArchive(bomb(3_000_000, lie), 2_000_000))).toBe('zip_bomb')
    // Within the limit, the same archive is read for what it really holds.
    const { rows } = await parseImportFile('a.xlsx', bomb(3_000_000, lie))
    expect(rows).toEqual([{ row: 2, values: ['Ana', 'ana@exemplu.ro'] }])
  })

  test('an honest bomb and a shared-strings bomb of 110 MB are refused (zip_bomb) by the import', async () => {
    const size = 110 * 1024 * 1024
    expect(await codeOf('a.xlsx', bomb(size))).toBe('zip_bomb')
    const strings = bomb(size, { centralSize: 1024 }, 'xl/sharedStrings.xml', '</sst>')
    expect(strings.length).toBeLessThan(1_000_000)
    expect(await codeOf('a.xlsx', strings)).toBe('zip_bomb')
  })

  test('every central-directory entry is spent, even when several point at the same data', async () => {
    const parts = workbookParts(ROWS)
    const archive = zipArchive([...parts, { name: 'x/0.bin', content: new Uint8Array(600_000) }])
    // A second directory entry for the same local file (overlapping entries).
    const view = new DataView(archive.buffer)
    const end = archive.length - 22
    const directory = view.getUint32(end + 16, true)
    let at = directory
    for (let i = 0; i < parts.length; i++) at += 46 + view.getUint16(at + 28, true)
    const last = archive.slice(at, end)
    const copy = last.slice()
    copy[46 + 2] = '1'.charCodeAt(0)
    const doubled = new Uint8Array([...archive.subarray(0, end), ...copy, ...archive.subarray(end)])
    const dv = new DataView(doubled.buffer)
    const newEnd = doubled.length - 22
    dv.setUint16(newEnd + 8, parts.length + 2, true)
    dv.setUint16(newEnd + 10, parts.length + 2, true)
    dv.setUint32(newEnd + 12, end - directory + copy.length, true)
    // Its local header names x/0.bin, not x/1.bin: refused as not one archive.
    expect(await refusal(honestArchive(doubled, 10_000_000))).toBe('processing')
    expect(await refusal(honestArchive(archive, 1_000_000))).toBeNull()
    expect(await refusal(honestArchive(archive, 500_000))).toBe('zip_bomb')
  })

  test('two entries of one name, a missing local header, encryption: not a readable archive', async () => {
    const parts = workbookParts(ROWS)
    expect(await refusal(honestArchive(zipArchive([...parts, parts[0]]), 1e6))).toBe('processing')
    const archive = zipArchive(parts)
    const noLocal = archive.slice()
    noLocal[0] = 0
    expect(await codeOf('a.xlsx', noLocal)).toBe('content_mismatch')
    const view = new DataView(noLocal.buffer)
    // The first local header kept, the second one gone.
    noLocal[0] = 0x50
    const second = 30 + view.getUint16(26, true) + view.getUint32(18, true)
    noLocal[second] = 0
    expect(await refusal(honestArchive(noLocal, 1e6))).toBe('processing')
    const encrypted = archive.slice()
    new DataView(encrypted.buffer).setUint16(6, 0x801, true)
    expect(await refusal(honestArchive(encrypted, 1e6))).toBe('processing')
  })

  test('zip64 sizes in the central directory are read, and counted as everything else', async () => {
    const parts = workbookParts(ROWS).map((part) => ({ ...part, zip64: true }))
    const { rows } = await parseImportFile('a.xlsx', zipArchive(parts))
    expect(rows).toEqual([{ row: 2, values: ['Ana', 'ana@exemplu.ro'] }])
    const lying = padded(workbookParts(ROWS), SHEET, '</sheetData>', 3_000_000).map((part) => ({
      ...part,
      zip64: true,
      centralSize: 1024,
    }))
    expect(await refusal(honestArchive(zipArchive(lying), 2_000_000))).toBe('zip_bomb')
  })

  test('a SheetJS workbook and one with data descriptors (as LibreOffice writes) are read', async () => {
    for (const archive of [
      zipArchive(workbookParts(ROWS)),
      zipArchive(workbookParts(ROWS).map((part) => ({ ...part, descriptorSize: 'honest' }))),
      zipArchive(workbookParts(ROWS).map((part) => ({ ...part, stored: true }))),
    ]) {
      const { headers, rows } = await parseImportFile('a.xlsx', archive)
      expect(headers).toEqual(['Prenume', 'Email'])
      expect(rows).toEqual([{ row: 2, values: ['Ana', 'ana@exemplu.ro'] }])
    }
  })
})

/* A compound file (.xls) built sector by sector: 512-byte sectors, the FAT, the directory, then data. */
const ENDOFCHAIN = -2
const FATSECT = -3

/**
 * `data` sectors after the FAT and the directory; `next(i)` gives where data sector i goes
 * (an index among the data sectors, or ENDOFCHAIN). `directory(first)` gives the directory's
 * entries, `first` being the file's index of data sector 0.
 */
function compoundFile(
  data: number,
  next: (i: number) => number,
  directory: (first: number) => Uint8Array
) {
  let fat = 1
  let dir = 0
  let dirBytes = directory(0)
  for (let round = 0; round < 3; round++) {
    dirBytes = directory(fat + dir)
    dir = Math.ceil(dirBytes.length / 512)
    fat = Math.ceil((fat + dir + data) / 128)
  }
  dirBytes = directory(fat + dir)
  const first = fat + dir
  const count = first + data
  const file = new Uint8Array(512 * (1 + count))
  const view = new DataView(file.buffer)
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  view.setUint16(24, 0x3e, true)
  view.setUint16(26, 3, true)
  view.setUint16(28, 0xfffe, true)
  view.setUint16(30, 9, true)
  view.setUint16(32, 6, true)
  view.setUint32(44, fat, true)
  view.setInt32(48, fat, true)
  view.setUint32(56, 4096, true)
  view.setInt32(60, ENDOFCHAIN, true)
  view.setInt32(68, ENDOFCHAIN, true)
  for (let i = 0; i < 109; i++) view.setInt32(76 + i * 4, i < fat ? i : -1, true)
  for (let j = 0; j < count; j++) {
    let value: number
    if (j < fat) value = FATSECT
    else if (j < first) value = j === first - 1 ? ENDOFCHAIN : j + 1
    else {
      const to = next(j - first)
      value = to === ENDOFCHAIN ? ENDOFCHAIN : first + to
    }
    view.setInt32(512 + j * 4, value, true)
  }
  file.set(dirBytes, 512 * (1 + fat))
  return file
}

/** Directory entries: [type, start, size] each (the root first). */
function entries(list: [number, number, number][]) {
  const bytes = new Uint8Array(128 * list.length)
  const view = new DataView(bytes.buffer)
  list.forEach(([type, start, size], i) => {
    view.setUint16(i * 128 + 64, 2, true)
    bytes[i * 128 + 66] = type
    view.setInt32(i * 128 + 116, start, true)
    view.setInt32(i * 128 + 120, size, true)
  })
  return bytes
}

const root: [number, number, number] = [5, ENDOFCHAIN, 0]

describe('xls: what SheetJS would assemble from the tables is bounded', () => {
  test('a chain laid backwards (each sector a new chain through all the earlier ones) is refused', async () => {
    // 2,000 sectors, each pointing at the one before: SheetJS would build ~2,000²/2 sectors (1 GB).
    const file = compoundFile(
      2_000,
      (i) => (i === 0 ? ENDOFCHAIN : i - 1),
      () => entries([root])
    )
    expect(file.length).toBeLessThan(1_100_000)
    expect(compoundFileBytes(file, IMPORT_MAX_UNZIPPED_BYTES)).toBe(Infinity)
    expect(await codeOf('a.xls', file)).toBe('zip_bomb')
    // The same sectors laid forwards: each is read once.
    const forwards = compoundFile(
      2_000,
      (i) => (i === 1_999 ? ENDOFCHAIN : i + 1),
      () => entries([root])
    )
    expect(compoundFileBytes(forwards, IMPORT_MAX_UNZIPPED_BYTES)).toBeLessThan(1_100_000)
  })

  test('a stream starting inside a loop (SheetJS would follow it forever) is refused', async () => {
    const file = compoundFile(
      4,
      (i) => (i === 0 ? 1 : i === 1 ? 0 : ENDOFCHAIN),
      (first) => entries([root, [2, first + 1, 5000]])
    )
    expect(compoundFileBytes(file, IMPORT_MAX_UNZIPPED_BYTES)).toBe(Infinity)
    expect(await codeOf('a.xls', file)).toBe('zip_bomb')
  })

  test('many directory entries naming one big stream: each one counts', async () => {
    // 200 sectors of data (100 KB) named by 1,100 entries: 110 MB of streams.
    const chain = (i: number) => (i === 199 ? ENDOFCHAIN : i + 1)
    const named = (n: number) => (first: number) =>
      entries([
        root,
        ...Array.from({ length: n }, () => [2, first, 200 * 512] as [number, number, number]),
      ])
    const file = compoundFile(200, chain, named(1_100))
    expect(compoundFileBytes(file, IMPORT_MAX_UNZIPPED_BYTES)).toBe(Infinity)
    expect(await codeOf('a.xls', file)).toBe('zip_bomb')
    expect(
      compoundFileBytes(compoundFile(200, chain, named(3)), IMPORT_MAX_UNZIPPED_BYTES)
    ).toBeLessThan(1_000_000)
  })
})
