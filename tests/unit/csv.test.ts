/**
 * The exports' CSV writer (app/services/shared/csv.ts) as a spreadsheet reads
 * its text: formula-like cells neutralised, quoting, phones as text.
 */
import { describe, expect, test } from 'vitest'
import type { Readable } from 'node:stream'
import { csvLine, csvLines, csvPhone, csvStream } from '../../app/services/shared/csv.ts'
import { csvRows } from '../support/xlsx.ts'

async function textOf(stream: Readable) {
  let text = ''
  for await (const chunk of stream) text += String(chunk)
  return text
}

describe('csvLine', () => {
  test('";" between cells, CRLF, quoted only where needed', () => {
    expect(csvLine(['Ana', 'Pop', ''])).toBe('Ana;Pop;\r\n')
    expect(csvLine(['Ana; "Maria"', 'două\nrânduri'])).toBe('"Ana; ""Maria""";"două\nrânduri"\r\n')
  })

  test('a cell starting with = + - @, a tab or a carriage return gets an apostrophe', () => {
    const cells = ['=1+1', '+1', '-3', '@SUM(A1)', '\tx', '\rx', '=1+1\nrest', 'a=b', '3-1']
    expect(csvRows(csvLine(cells))).toEqual([
      ["'=1+1", "'+1", "'-3", "'@SUM(A1)", "'\tx", "'\rx", "'=1+1\nrest", 'a=b', '3-1'],
    ])
  })

  test('the report dialect quotes every cell and separates them with commas', () => {
    expect(csvLine(['3', '=x'], { delimiter: ',', quoteAll: true })).toBe('"3","\'=x"\r\n')
  })

  test('no rows is no text', () => {
    expect(csvLines([])).toBe('')
  })
})

describe('phones', () => {
  test('a plain phone is ="…", shown as text with its + or leading 0 and no apostrophe', () => {
    expect(csvPhone('+40722111222')).toBe('="+40722111222"')
    expect(csvPhone('0722111222')).toBe('="0722111222"')
    expect(csvRows(csvLine([csvPhone('+40722111222')]))).toEqual([['="+40722111222"']])
  })

  test('anything else in a phone column is neutralised like any cell', () => {
    expect(csvPhone('+40 722 111 222')).toBe('+40 722 111 222')
    expect(csvRows(csvLine([csvPhone('=HYPERLINK("x")')]))).toEqual([['\'=HYPERLINK("x")']])
    // A formula around more than digits is never let through.
    expect(csvRows(csvLine(['="+4" & A1']))).toEqual([['\'="+4" & A1']])
  })

  test("a stream writes its phone column's cells as phones, the others as they are", async () => {
    async function* batches() {
      yield [['+40722111222', '+3']]
    }
    const text = await textOf(
      csvStream(async () => ({
        columns: [{ header: 'Telefon', phone: true }, { header: 'Cod' }],
        batches: batches(),
      }))
    )
    expect(text.startsWith('\uFEFF')).toBe(true)
    expect(csvRows(text)).toEqual([
      ['Telefon', 'Cod'],
      ['="+40722111222"', "'+3"],
    ])
  })
})
