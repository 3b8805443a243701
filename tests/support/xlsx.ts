/**
 * Reads back what the exports write: the files of a zip (through its
 * central directory), the first sheet of an XLSX file as SheetJS reads it
 * (as a spreadsheet application would) and its frozen rows. Framework-free,
 * for the HTTP and end-to-end tests.
 */
import { crc32, inflateRawSync } from 'node:zlib'
import * as XLSX from '@e965/xlsx'

export function unzip(buffer: Buffer): Map<string, Buffer> {
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0) throw new Error('Not a zip file')
  const entries = buffer.readUInt16LE(end + 10)
  let at = buffer.readUInt32LE(end + 16)
  const files = new Map<string, Buffer>()
  for (let index = 0; index < entries; index++) {
    if (buffer.readUInt32LE(at) !== 0x02014b50) throw new Error('Bad central directory')
    const method = buffer.readUInt16LE(at + 10)
    const crc = buffer.readUInt32LE(at + 16)
    const compressed = buffer.readUInt32LE(at + 20)
    const size = buffer.readUInt32LE(at + 24)
    const nameLength = buffer.readUInt16LE(at + 28)
    const extraLength = buffer.readUInt16LE(at + 30)
    const commentLength = buffer.readUInt16LE(at + 32)
    const offset = buffer.readUInt32LE(at + 42)
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength)
    const localName = buffer.readUInt16LE(offset + 26)
    const localExtra = buffer.readUInt16LE(offset + 28)
    const start = offset + 30 + localName + localExtra
    const data = buffer.subarray(start, start + compressed)
    const content = method === 8 ? inflateRawSync(data) : Buffer.from(data)
    // What a spreadsheet application checks too: sizes and checksums as announced.
    if (content.length !== size || crc32(content) !== crc) throw new Error(`Corrupt entry ${name}`)
    if (buffer.readUInt32LE(offset) !== 0x04034b50) throw new Error(`No local header for ${name}`)
    files.set(name, content)
    at += 46 + nameLength + extraLength + commentLength
  }
  return files
}

/** The first sheet as SheetJS reads it: dates as date cells (type 'd'), formats and widths kept. */
export function xlsxSheet(buffer: Buffer): XLSX.WorkSheet {
  const book = XLSX.read(buffer, { cellDates: true, cellNF: true, cellStyles: true })
  return book.Sheets[book.SheetNames[0]]
}

/** A date cell's day and time as the spreadsheet shows them: "2026-08-01 01:15". */
export function shownDate(cell: XLSX.CellObject | undefined): string | undefined {
  if (cell?.t !== 'd' || !(cell.v instanceof Date)) return undefined
  return cell.v.toISOString().slice(0, 16).replace('T', ' ')
}

/** The rows of the first sheet, each as its cells' text ('' for an empty cell). */
export function xlsxRows(buffer: Buffer): string[][] {
  return XLSX.utils.sheet_to_json<string[]>(xlsxSheet(buffer), {
    header: 1,
    raw: false,
    defval: '',
  })
}

/** The rows frozen at the top of the first sheet (its pane), 0 when none. */
export function frozenRows(buffer: Buffer): number {
  const sheet = unzip(buffer).get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? ''
  const pane = /<pane\b[^>]*>/.exec(sheet)?.[0] ?? ''
  if (!/\bstate="frozen"/.test(pane)) return 0
  return Number(/\bySplit="(\d+)"/.exec(pane)?.[1] ?? 0)
}

/** The rows of a CSV export (";" between cells, quoted cells, CRLF), without the BOM. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let index = 0; index < body.length; index++) {
    const char = body[index]
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ';') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      index++
    } else cell += char
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}
