import { PassThrough, type Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import type { DateTime } from 'luxon'
import { ORG_TIME_ZONE } from '#shared/time_zone'
import { isPlainPhone } from '#services/shared/csv'

export const MONEY_FORMAT = '#,##0.00'
export const DAY_FORMAT = 'dd-mm-yyyy'
export const MOMENT_FORMAT = 'dd-mm-yyyy hh:mm'

export type SheetCell = string | number | Date | null

export interface SheetColumn {
  header: string
  format?: string
  /** Phones: a string cell is never run, so a plain "+40…" is written as it is. */
  phone?: boolean
}

export interface SheetSource {
  columns: SheetColumn[]
  batches: AsyncIterable<SheetCell[][]>
}

/** The sheet writes a Date's UTC reading, so the day is taken as stored, with no zone. */
export function sheetDay(day: DateTime | null): Date | null {
  if (!day?.isValid) return null
  return new Date(Date.UTC(day.year, day.month - 1, day.day))
}

/** In Bucharest wall time, what the screens show. */
export function sheetMoment(moment: DateTime | null): Date | null {
  if (!moment?.isValid) return null
  const wall = moment.setZone(ORG_TIME_ZONE)
  return new Date(
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  )
}

export const sheetMoney = (cents: number) => cents / 100

/** A cell a spreadsheet would run as a formula gets a leading apostrophe: shown as text, never run. */
export function neutralise(cell: string) {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

function written(cell: SheetCell, column: SheetColumn | undefined) {
  if (typeof cell !== 'string') return cell
  if (cell === '') return null
  return column?.phone && isPlainPhone(cell) ? cell : neutralise(cell)
}

function shownLength(cell: SheetCell, format: string | undefined) {
  if (cell === null) return 0
  if (cell instanceof Date) return (format ?? DAY_FORMAT).length
  if (typeof cell === 'number') {
    const text = format === MONEY_FORMAT ? cell.toFixed(2) : String(cell)
    const [whole, decimals = ''] = text.split('.')
    return whole.length + Math.floor((whole.length - 1) / 3) + (decimals ? decimals.length + 1 : 0)
  }
  return Math.max(...cell.split('\n').map((line) => line.length))
}

/** The sheet leaves out a column of its default width, so the minimum is wider. */
function widths(columns: SheetColumn[], sample: SheetCell[][]) {
  return columns.map(({ header, format }, index) => {
    const longest = Math.max(
      header.length,
      ...sample.map((cells) => shownLength(cells[index] ?? null, format))
    )
    return Math.min(Math.max(longest + 2, 10), 50)
  })
}

function drained(stream: PassThrough) {
  return new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done)
      stream.off('close', done)
      resolve()
    }
    stream.on('drain', done)
    stream.on('close', done)
  })
}

async function writeSheet(
  output: PassThrough,
  sheetName: string,
  source: () => Promise<SheetSource>
) {
  const { columns, batches } = await source()
  // Inline strings, not a shared-strings table that would grow with every distinct cell;
  // styles (a cost on every cell) only for a sheet with number or date formats.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: columns.some((column) => column.format),
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  let headerWritten = false
  const writeHeader = (sample: SheetCell[][]) => {
    const width = widths(columns, sample)
    sheet.columns = columns.map(({ header, format }, index) => ({
      header: neutralise(header),
      width: width[index],
      style: format ? { numFmt: format } : {},
    }))
    sheet.getRow(1).commit()
    headerWritten = true
  }
  for await (const batch of batches) {
    if (output.destroyed) return
    if (!headerWritten) writeHeader(batch)
    for (const cells of batch) {
      sheet.addRow(cells.map((cell, index) => written(cell, columns[index]))).commit()
    }
    // The next rows are read once the client has taken these: memory stays flat.
    if (output.writableNeedDrain) await drained(output)
  }
  if (!headerWritten) writeHeader([])
  sheet.commit()
  await workbook.commit()
}

/** Each batch is written and compressed as it is read, so a large sheet never sits in memory. */
export function xlsxStream(sheetName: string, source: () => Promise<SheetSource>): Readable {
  const output = new PassThrough()
  // A failed read (the database) ends the download instead of leaving it open.
  writeSheet(output, sheetName, source).catch((error: Error) => output.destroy(error))
  return output
}
