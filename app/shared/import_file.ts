/**
 * Reading an import file, the same code in the wizard's worker and on the server (which trusts
 * none of the browser's parsing). Workbook cells keep the text the user saw; macros and external
 * links are never run or followed.
 */
import Papa from 'papaparse'
import type * as SheetJS from '@e965/xlsx'
import {
  extensionOf,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNZIPPED_BYTES,
  type ImportFileErrorCode,
} from './contact_import.js'
import { WorkbookRefused, compoundFileBytes, honestArchive } from './workbook_guard.js'

export class ImportFileError extends Error {
  readonly code: ImportFileErrorCode
  constructor(code: ImportFileErrorCode) {
    super(`import file: ${code}`)
    this.code = code
  }
}

// Beside IMPORT_EXTENSIONS, so that the wizard's page checks a name without this file's papaparse.
export { extensionOf }

const ZIP = [0x50, 0x4b, 0x03, 0x04]
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b)

export function checkFileName(name: string, size: number) {
  if (!extensionOf(name)) throw new ImportFileError('extension')
  if (size > IMPORT_MAX_BYTES) throw new ImportFileError('too_large')
}

/** A promise makes the reading wait. */
export type RowHandler = (row: number, values: string[]) => void | Promise<void>

export type FileSummary = {
  headers: string[]
  total: number
  encoding?: string
  delimiter?: string
}

/** Each data row goes to `onRow` as it is parsed, nothing kept; a broken file rule throws ImportFileError. */
export async function readImportFile(
  name: string,
  bytes: Uint8Array,
  onRow: RowHandler = () => {},
  onHeader: (columnNames: string[]) => void = () => {}
): Promise<FileSummary> {
  checkFileName(name, bytes.length)
  const extension = extensionOf(name)!
  if (!bytes.length) throw new ImportFileError(extension === 'csv' ? 'empty' : 'empty_excel')
  const zip = startsWith(bytes, ZIP)
  const cfb = startsWith(bytes, CFB)
  if (extension === 'xlsx' && !zip) throw new ImportFileError('content_mismatch')
  if (extension === 'xls' && !cfb) throw new ImportFileError('content_mismatch')
  if (extension === 'csv' && (zip || cfb)) throw new ImportFileError('content_mismatch')
  const csv = extension === 'csv'
  const rows = new RowCounter(!csv, onRow, onHeader, csv ? csvCellText : (cell) => cell)
  const meta = csv ? await readCsv(bytes, rows) : await readWorkbook(bytes, zip, rows)
  return { ...rows.finish(), ...meta }
}

/** The first non-blank record is the header; rows keep their number in the file. */
class RowCounter {
  private record = 0
  private header: string[] | null = null
  private width = 0
  total = 0
  constructor(
    private workbook: boolean,
    private onRow: RowHandler,
    private onHeader: (columnNames: string[]) => void,
    // What a cell says (CSV: its ="…" text form read as that text).
    private textOf: (cell: string) => string
  ) {}

  add(cells: string[]): void | Promise<void> {
    this.record++
    // Each cell's text, trimmed, in one pass; a record of blank cells is no row.
    const values: string[] = []
    let blank = true
    for (const cell of cells) {
      const value = cell ? this.textOf(cell).trim() : ''
      values.push(value)
      if (value) blank = false
    }
    if (blank) return
    if (!this.header) {
      this.header = values
      this.width = values.length
      if (this.width > IMPORT_MAX_COLUMNS) throw new ImportFileError('too_many_columns')
      // The name every column may get (a wider row later adds "Coloana N" after the header's).
      this.onHeader(uniqueHeaders(values, IMPORT_MAX_COLUMNS))
      return
    }
    if (this.total === IMPORT_MAX_ROWS) throw new ImportFileError('too_many_rows')
    if (values.length > this.width) {
      this.width = values.length
      if (this.width > IMPORT_MAX_COLUMNS) throw new ImportFileError('too_many_columns')
    }
    this.total++
    return this.onRow(this.record, values)
  }

  finish() {
    if (!this.header) throw new ImportFileError(this.workbook ? 'empty_excel' : 'empty')
    if (!this.total) throw new ImportFileError('header_only')
    return { headers: uniqueHeaders(this.header, this.width), total: this.total }
  }
}

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
type LineBreak = '\r\n' | '\n' | '\r'

/**
 * The delimiter that splits the most first rows like the header, then into the most fields; and
 * the line break, which papaparse guesses from the first megabyte: once, not on every parse.
 */
function guessDelimiter(text: string) {
  let best = { delimiter: ',', score: 0 }
  let newline: LineBreak | undefined
  for (const delimiter of DELIMITERS) {
    const sample = Papa.parse<string[]>(text, {
      delimiter,
      newline,
      preview: 30,
      skipEmptyLines: 'greedy',
    })
    newline ??= sample.meta.linebreak as LineBreak
    const [header, ...rows] = sample.data
    if (!header || header.length < 2) continue
    const alike = rows.filter((row) => row.length === header.length).length
    const score = (alike + 1) * 1000 + header.length
    if (score > best.score) best = { delimiter, score }
  }
  return { delimiter: best.delimiter, newline }
}

/** ="…" is how a CSV asks a spreadsheet for text (the exports' phones): read as that text. */
const TEXT_CELL = /^="([^"]*)"$/
// Read by RowCounter rather than papaparse's `transform`, which copies every row once more.
const csvCellText = (cell: string) =>
  cell.charCodeAt(0) === 61 /* = */ ? (TEXT_CELL.exec(cell)?.[1] ?? cell) : cell

function readCsv(bytes: Uint8Array, rows: RowCounter) {
  const { text, encoding } = decode(bytes)
  const { delimiter, newline } = guessDelimiter(text)
  let problem: unknown = null
  // Piece by piece: no array of every row is built.
  return new Promise<{ encoding: string; delimiter: string }>((resolve, reject) => {
    Papa.parse<string[]>(text, {
      delimiter,
      newline,
      skipEmptyLines: false,
      chunkSize: 256 * 1024,
      chunk: (result: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
        if (problem) return
        try {
          const fatal = result.errors.find(
            (error: Papa.ParseError) => error.type === 'Quotes' && error.code !== 'InvalidQuotes'
          )
          if (fatal) throw new ImportFileError('processing')
          const waits: Promise<void>[] = []
          for (const cells of result.data) {
            const wait = rows.add(cells)
            if (wait instanceof Promise) waits.push(wait)
          }
          if (waits.length) {
            parser.pause()
            Promise.all(waits).then(
              () => parser.resume(),
              (error) => {
                problem = error
                parser.abort()
              }
            )
          }
        } catch (error) {
          problem = error
          parser.abort()
        }
      },
      complete: () => (problem ? reject(problem) : resolve({ encoding, delimiter })),
    })
  })
}

function cellText(XLSX: typeof SheetJS, cell: SheetJS.CellObject | undefined): string {
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

/** What SheetJS may read is bounded first by workbook_guard. */
async function readWorkbook(bytes: Uint8Array, zip: boolean, rows: RowCounter) {
  try {
    if (zip) bytes = await honestArchive(bytes, IMPORT_MAX_UNZIPPED_BYTES)
    else if (compoundFileBytes(bytes, IMPORT_MAX_UNZIPPED_BYTES) > IMPORT_MAX_UNZIPPED_BYTES) {
      throw new WorkbookRefused('zip_bomb')
    }
  } catch (error) {
    if (error instanceof WorkbookRefused) throw new ImportFileError(error.code)
    throw error
  }
  // Loaded only for a workbook (the wizard's worker starts faster for a CSV).
  const XLSX = await import('@e965/xlsx')
  let book: SheetJS.WorkBook
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
  for (let r = range.s.r; r <= range.e.r; r++) {
    const values: string[] = []
    for (let c = range.s.c; c <= range.e.c; c++) {
      values.push(
        cellText(XLSX, sheet[XLSX.utils.encode_cell({ r, c })] as SheetJS.CellObject | undefined)
      )
    }
    await rows.add(values)
  }
  return {}
}

/** "__proto__" is renamed like a repeated header: the validator would drop it, losing the column. */
export function uniqueHeaders(raw: string[], width: number) {
  const seen = new Set<string>(['__proto__'])
  return Array.from({ length: width }, (_, c) => {
    const base = (raw[c] ?? '').trim().replace(/\s+/g, ' ').slice(0, 100) || `Coloana ${c + 1}`
    let header = base
    for (let n = 2; seen.has(header); n++) header = `${base} (${n})`
    seen.add(header)
    return header
  })
}
