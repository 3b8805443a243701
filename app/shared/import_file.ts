/**
 * Reading an import file (issue 14): the same code in the browser (the
 * wizard's preview, in a worker) and on the server (the import trusts none
 * of the browser's parsing). CSV through papaparse, workbooks through
 * SheetJS (`@e965/xlsx`), first sheet, first row as the header.
 *
 * - CSV encodings: UTF-8 with or without BOM, UTF-16 with BOM, otherwise
 *   Windows-1250 (bytes 0x80–0x9F present) or ISO-8859-2: the Romanian
 *   letters sit at the same places in both; their ş ţ (cedilla, all these
 *   code pages have) become ș ț (comma below, the correct Romanian letters).
 * - CSV delimiters: comma, semicolon, tab, pipe (papaparse's guess among them).
 * - Workbook cells keep what the user saw (the cell's formatted text; whole
 *   numbers in the General format as written, never 7.4E+10); a formula gives
 *   its value; macros and external links are never run or followed.
 * - Refused: over 5 MB, another extension, content that is not what the
 *   extension says, a workbook unzipping past IMPORT_MAX_UNZIPPED_BYTES, more
 *   than IMPORT_MAX_ROWS rows or IMPORT_MAX_COLUMNS columns, an empty file,
 *   a header without rows.
 */
import Papa from 'papaparse'
import * as XLSX from '@e965/xlsx'
import {
  IMPORT_EXTENSIONS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNZIPPED_BYTES,
  type ImportExtension,
  type ImportFileErrorCode,
} from './contact_import.js'

export class ImportFileError extends Error {
  readonly code: ImportFileErrorCode
  constructor(code: ImportFileErrorCode) {
    super(`import file: ${code}`)
    this.code = code
  }
}

/** A data row: its number in the file (the header is row 1) and its cells as text. */
export type FileRow = { row: number; values: string[] }
export type ParsedFile = {
  headers: string[]
  rows: FileRow[]
  encoding?: string
  delimiter?: string
}

export function extensionOf(name: string): ImportExtension | null {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase()
  return IMPORT_EXTENSIONS.find((known) => known === extension) ?? null
}

const ZIP = [0x50, 0x4b, 0x03, 0x04]
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b)

/** The rules that need only the name and size (the wizard checks them before reading). */
export function checkFileName(name: string, size: number) {
  if (!extensionOf(name)) throw new ImportFileError('extension')
  if (size > IMPORT_MAX_BYTES) throw new ImportFileError('too_large')
}

export function parseImportFile(name: string, bytes: Uint8Array): ParsedFile {
  checkFileName(name, bytes.length)
  const extension = extensionOf(name)!
  if (!bytes.length) throw new ImportFileError(extension === 'csv' ? 'empty' : 'empty_excel')
  const zip = startsWith(bytes, ZIP)
  const cfb = startsWith(bytes, CFB)
  if (extension === 'xlsx' && !zip) throw new ImportFileError('content_mismatch')
  if (extension === 'xls' && !cfb) throw new ImportFileError('content_mismatch')
  if (extension === 'csv' && (zip || cfb)) throw new ImportFileError('content_mismatch')
  const table = extension === 'csv' ? readCsv(bytes) : readWorkbook(bytes, zip)
  return toRows(table.cells, extension !== 'csv', table)
}

/* ------------------------------------------------------------------ CSV */

const COMMA_BELOW: Record<string, string> = { ş: 'ș', Ş: 'Ș', ţ: 'ț', Ţ: 'Ț' }

function decode(bytes: Uint8Array): { text: string; encoding: string } {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom' }
  }
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    const encoding = bytes[0] === 0xff ? 'utf-16le' : 'utf-16be'
    return { text: new TextDecoder(encoding).decode(bytes.subarray(2)), encoding }
  }
  // A binary file (NUL bytes) is no CSV, whatever its name.
  if (bytes.subarray(0, 8192).includes(0)) throw new ImportFileError('content_mismatch')
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' }
  } catch {
    const windows = bytes.some((b) => b >= 0x80 && b <= 0x9f)
    const encoding = windows ? 'windows-1250' : 'iso-8859-2'
    // These code pages have only the cedilla letters; Romanian writes ș and ț with a comma below.
    const text = new TextDecoder(encoding)
      .decode(bytes)
      .replace(/[şŞţŢ]/g, (letter) => COMMA_BELOW[letter])
    return { text, encoding }
  }
}

const DELIMITERS = [',', ';', '\t', '|']

/**
 * The delimiter that splits the first rows (quotes respected) into the
 * same number of fields as the header, the most rows alike and then the
 * most fields winning; a comma when nothing splits.
 */
function guessDelimiter(text: string) {
  let best = { delimiter: ',', score: 0 }
  for (const delimiter of DELIMITERS) {
    const sample = Papa.parse<string[]>(text, { delimiter, preview: 30, skipEmptyLines: 'greedy' })
    const [header, ...rows] = sample.data
    if (!header || header.length < 2) continue
    const alike = rows.filter((row) => row.length === header.length).length
    const score = (alike + 1) * 1000 + header.length
    if (score > best.score) best = { delimiter, score }
  }
  return best.delimiter
}

function readCsv(bytes: Uint8Array) {
  const { text, encoding } = decode(bytes)
  const delimiter = guessDelimiter(text)
  const result = Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: false,
    // Enough to know a file is over the cap without holding two million rows.
    preview: IMPORT_MAX_ROWS + 1000,
  })
  const fatal = result.errors.find(
    (error) => error.type === 'Quotes' && error.code !== 'InvalidQuotes'
  )
  if (fatal) throw new ImportFileError('processing')
  return {
    cells: result.data,
    encoding,
    delimiter: result.meta.delimiter,
    truncated: !!result.meta.truncated,
  }
}

/* ------------------------------------------------------------- workbooks */

/** The total unzipped size the zip's central directory declares (Infinity when unreadable). */
function unzippedSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 65_557); end--) {
    if (view.getUint32(end, true) !== 0x06054b50) continue
    const entries = view.getUint16(end + 10, true)
    let offset = view.getUint32(end + 16, true)
    let total = 0
    for (let i = 0; i < entries; i++) {
      if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return Infinity
      const size = view.getUint32(offset + 24, true)
      if (size === 0xffffffff) return Infinity
      total += size
      offset +=
        46 +
        view.getUint16(offset + 28, true) +
        view.getUint16(offset + 30, true) +
        view.getUint16(offset + 32, true)
    }
    return total
  }
  return Infinity
}

function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return cell?.w ?? ''
  // A whole number in the General format is shown as written (phone numbers, ids), not 7.4E+10.
  if (cell.t === 'n' && Number.isInteger(cell.v) && (!cell.z || cell.z === 'General')) {
    return String(cell.v)
  }
  if (cell.w !== undefined) return cell.w
  if (cell.t === 'n' && cell.z) {
    try {
      return XLSX.SSF.format(cell.z, cell.v)
    } catch {
      return String(cell.v)
    }
  }
  return String(cell.v)
}

function readWorkbook(bytes: Uint8Array, zip: boolean) {
  if (zip && unzippedSize(bytes) > IMPORT_MAX_UNZIPPED_BYTES) throw new ImportFileError('zip_bomb')
  let book: XLSX.WorkBook
  try {
    book = XLSX.read(bytes, {
      type: 'array',
      sheets: 0,
      sheetRows: IMPORT_MAX_ROWS + 2,
      cellFormula: false,
      // The number formats (cell.z): a date's serial number is shown as the date.
      cellNF: true,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
      WTF: false,
    })
  } catch {
    throw new ImportFileError('processing')
  }
  const sheet = book.SheetNames.length ? book.Sheets[book.SheetNames[0]] : undefined
  if (!sheet || !sheet['!ref']) throw new ImportFileError('empty_excel')
  const full = XLSX.utils.decode_range(sheet['!fullref'] ?? sheet['!ref'])
  if (full.e.r - full.s.r > IMPORT_MAX_ROWS + 1) throw new ImportFileError('too_many_rows')
  const range = XLSX.utils.decode_range(sheet['!ref'])
  if (range.e.c - range.s.c + 1 > IMPORT_MAX_COLUMNS) throw new ImportFileError('too_many_columns')
  const cells: string[][] = []
  for (let r = range.s.r; r <= range.e.r; r++) {
    const values: string[] = []
    for (let c = range.s.c; c <= range.e.c; c++) {
      values.push(cellText(sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined))
    }
    cells.push(values)
  }
  return { cells, truncated: false }
}

/* ------------------------------------------------------------------ rows */

function toRows(
  cells: string[][],
  workbook: boolean,
  meta: { encoding?: string; delimiter?: string; truncated: boolean }
): ParsedFile {
  const blank = (values: string[]) => values.every((value) => !value || !value.trim())
  const headerIndex = cells.findIndex((values) => !blank(values))
  if (headerIndex < 0) throw new ImportFileError(workbook ? 'empty_excel' : 'empty')
  const rows: FileRow[] = []
  let width = cells[headerIndex].length
  for (let i = headerIndex + 1; i < cells.length; i++) {
    if (blank(cells[i])) continue
    if (rows.length === IMPORT_MAX_ROWS) throw new ImportFileError('too_many_rows')
    width = Math.max(width, cells[i].length)
    rows.push({ row: i + 1, values: cells[i] })
  }
  if (meta.truncated && rows.length >= IMPORT_MAX_ROWS) throw new ImportFileError('too_many_rows')
  if (width > IMPORT_MAX_COLUMNS) throw new ImportFileError('too_many_columns')
  if (!rows.length) throw new ImportFileError('header_only')
  const headers = uniqueHeaders(cells[headerIndex], width)
  for (const row of rows) {
    row.values = headers.map((_, c) => (row.values[c] ?? '').trim())
  }
  return { headers, rows, encoding: meta.encoding, delimiter: meta.delimiter }
}

/** Trimmed headers; a blank one is "Coloana N", a repeated one gets " (2)", " (3)"… */
function uniqueHeaders(raw: string[], width: number) {
  const seen = new Set<string>()
  return Array.from({ length: width }, (_, c) => {
    const base = (raw[c] ?? '').trim().replace(/\s+/g, ' ').slice(0, 100) || `Coloana ${c + 1}`
    let header = base
    for (let n = 2; seen.has(header); n++) header = `${base} (${n})`
    seen.add(header)
    return header
  })
}
