/**
 * The exports' XLSX writer (app/services/shared/xlsx_sheet.ts) as a download
 * sees it: a failed read ends the download, an abandoned download stops the
 * reads, an empty export is a header row.
 */
import { describe, expect, test } from 'vitest'
import type { Readable } from 'node:stream'
import { DateTime } from 'luxon'
import {
  sheetDay,
  sheetMoment,
  xlsxStream,
  type SheetCell,
} from '../../app/services/shared/xlsx_sheet.ts'
import { xlsxRows } from '../support/xlsx.ts'

const columns = [{ header: 'Prenume' }, { header: 'Nume' }]

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

describe('xlsxStream', () => {
  test('an export without rows is its header row', async () => {
    async function* none(): AsyncGenerator<SheetCell[][]> {}
    const bytes = await bytesOf(xlsxStream('Gol', async () => ({ columns, batches: none() })))
    expect(xlsxRows(bytes)).toEqual([['Prenume', 'Nume']])
  })

  test('a read that fails ends the download with its error', async () => {
    async function* failing(): AsyncGenerator<SheetCell[][]> {
      yield [['Ana', 'Pop']]
      throw new Error('the database went away')
    }
    const stream = xlsxStream('Contacte', async () => ({ columns, batches: failing() }))
    await expect(bytesOf(stream)).rejects.toThrow('the database went away')
  })

  test('an abandoned download stops reading the rows', async () => {
    let read = 0
    let closed = false
    async function* endless(): AsyncGenerator<SheetCell[][]> {
      try {
        for (;;) {
          read++
          yield Array.from({ length: 500 }, (_, index) => [`Prenume ${index}`, `Nume ${read}`])
          await new Promise((resolve) => setTimeout(resolve, 1))
        }
      } finally {
        closed = true
      }
    }
    const stream = xlsxStream('Contacte', async () => ({ columns, batches: endless() }))
    const chunks = stream[Symbol.asyncIterator]()
    await chunks.next()
    await chunks.return?.()
    await expect.poll(() => closed).toBe(true)
    const after = read
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(read).toBe(after)
  })
})

describe('dates', () => {
  test('a day is that day; a moment is its Bucharest wall time', () => {
    expect(sheetDay(DateTime.fromISO('2026-01-05', { zone: 'Asia/Tokyo' }))?.toISOString()).toBe(
      '2026-01-05T00:00:00.000Z'
    )
    // 22:15 UTC on 31 July is 01:15 on 1 August in Bucharest (summer time); 22:15 on
    // 31 January is 00:15 on 1 February (winter time).
    expect(sheetMoment(DateTime.fromISO('2026-07-31T22:15:00Z'))?.toISOString()).toBe(
      '2026-08-01T01:15:00.000Z'
    )
    expect(sheetMoment(DateTime.fromISO('2026-01-31T22:15:00Z'))?.toISOString()).toBe(
      '2026-02-01T00:15:00.000Z'
    )
    expect(sheetMoment(null)).toBeNull()
  })
})
