/**
 * Reading import files (app/shared/import_file.ts, the same code in the
 * wizard and the server), with files generated here.
 */
import { describe, expect, test } from 'vitest'
import * as XLSX from '@e965/xlsx'
import { codeOf, parseImportFile } from './import_file_code.ts'
import { guessField, mappingProblem } from '../../app/shared/contact_import.ts'

const utf8 = (text: string) => new TextEncoder().encode(text)

function xlsx(rows: unknown[][]) {
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Foaie1')
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }))
}

describe('CSV', () => {
  test('quoted fields with delimiters and newlines, blank trailing lines, row numbers of the file', async () => {
    const parsed = await parseImportFile(
      'a.csv',
      utf8('Nume;Adresă\r\n"Pop; Ion";"Str. Lungă 1,\r\nap. 2"\r\n\r\nIonescu;Iași\r\n\r\n\r\n')
    )
    expect(parsed.delimiter).toBe(';')
    expect(parsed.headers).toEqual(['Nume', 'Adresă'])
    expect(parsed.rows).toEqual([
      { row: 2, values: ['Pop; Ion', 'Str. Lungă 1,\r\nap. 2'] },
      { row: 4, values: ['Ionescu', 'Iași'] },
    ])
  })

  test('blank and repeated headers get names; short rows are padded', async () => {
    const parsed = await parseImportFile('a.csv', utf8('Email,,Email\na@b.ro\n'))
    expect(parsed.headers).toEqual(['Email', 'Coloana 2', 'Email (2)'])
    expect(parsed.rows[0].values).toEqual(['a@b.ro', '', ''])
  })

  test('UTF-16 with BOM (Excel "Unicode text") is read', async () => {
    const text = 'Prenume\tNume\nȘtefan\tȚurcanu\n'
    const bytes = new Uint8Array(2 + text.length * 2)
    bytes.set([0xff, 0xfe])
    for (let i = 0; i < text.length; i++) {
      bytes[2 + i * 2] = text.charCodeAt(i) & 0xff
      bytes[3 + i * 2] = text.charCodeAt(i) >> 8
    }
    const { rows } = await parseImportFile('a.csv', bytes)
    expect(rows[0].values).toEqual(['Ștefan', 'Țurcanu'])
  })

  test('a 5 MB CSV of two million tiny rows is refused by the row cap', async () => {
    const bytes = utf8('a\n' + '1\n'.repeat(2_000_000))
    expect(bytes.length).toBeLessThanOrEqual(5_242_880)
    expect(await codeOf('a.csv', bytes)).toBe('too_many_rows')
  })

  test('a cell holding a formula is text', async () => {
    const parsed = await parseImportFile(
      'a.csv',
      utf8('Nume,Notă\nPop,"=HYPERLINK(""http://x"")"\n')
    )
    expect(parsed.rows[0].values[1]).toBe('=HYPERLINK("http://x")')
  })

  test('a text cell written ="…" (a phone of an export) is read as the text a spreadsheet shows', async () => {
    const parsed = await parseImportFile(
      'a.csv',
      utf8('Telefon;Nume\r\n"=""+40722111222""";Pop\r\n="0722111222";"=""x"" & A1"\r\n')
    )
    expect(parsed.rows.map((row) => row.values)).toEqual([
      ['+40722111222', 'Pop'],
      ['0722111222', '="x" & A1'],
    ])
  })

  test('a record of ="" cells is blank, like an empty line: no row, the next keeps its number', async () => {
    const parsed = await parseImportFile('a.csv', utf8('Nume;Email\n="";=""\nPop;a@b.ro\n'))
    expect(parsed.rows).toEqual([{ row: 3, values: ['Pop', 'a@b.ro'] }])
  })

  test.each([
    ['\\n', '\n'],
    ['\\r\\n', '\r\n'],
    ['\\r', '\r'],
  ])('lines ended by %s: the same rows, a quoted line break kept', async (_, end) => {
    const text = ['Nume;Adresă', 'Pop;"Str. 1,\nap. 2"', 'Ion;Iași', ''].join(end)
    const parsed = await parseImportFile('a.csv', utf8(text))
    expect(parsed.delimiter).toBe(';')
    expect(parsed.rows.map((row) => row.values)).toEqual([
      ['Pop', 'Str. 1,\nap. 2'],
      ['Ion', 'Iași'],
    ])
  })

  test('binary content named .csv, NUL bytes, an empty file, a header only', async () => {
    expect(await codeOf('a.csv', xlsx([['a'], ['b']]))).toBe('content_mismatch')
    expect(await codeOf('a.csv', new Uint8Array([0x41, 0x00, 0x42, 0x0a, 0x43]))).toBe(
      'content_mismatch'
    )
    expect(await codeOf('a.csv', new Uint8Array())).toBe('empty')
    expect(await codeOf('a.csv', utf8('\n\n'))).toBe('empty')
    expect(await codeOf('a.csv', utf8('Nume,Email\n'))).toBe('header_only')
  })
})

describe('workbooks', () => {
  test('the first sheet; dates and numbers as shown; whole numbers never in exponent form', async () => {
    const book = XLSX.utils.book_new()
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Nume', 'Data', 'Cod', 'Suma'],
      ['Pop', new Date(Date.UTC(2024, 2, 5)), 74000000000, 12.5],
    ])
    sheet.B2.z = 'dd\\.mm\\.yyyy'
    XLSX.utils.book_append_sheet(book, sheet, 'Prima')
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Altceva'], ['x']]), 'A doua')
    const bytes = new Uint8Array(
      XLSX.write(book, { type: 'array', bookType: 'xlsx', cellDates: true })
    )
    const parsed = await parseImportFile('a.xlsx', bytes)
    expect(parsed.headers).toEqual(['Nume', 'Data', 'Cod', 'Suma'])
    expect(parsed.rows[0].values).toEqual(['Pop', '05.03.2024', '74000000000', '12.5'])
  })

  test('a workbook with macros and an external link: the data is read, nothing else', async () => {
    const book = XLSX.utils.book_new()
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Nume', 'Preț'],
      ['Pop', 0],
    ])
    // A formula pointing into another file, with the value Excel cached.
    sheet.B2 = { t: 'n', v: 42, f: "'[preturi.xlsx]Foaie1'!A1" }
    XLSX.utils.book_append_sheet(book, sheet, 'Foaie1')
    const vba = XLSX.CFB.utils.cfb_new()
    XLSX.CFB.utils.cfb_add(vba, 'VBA/Module1', new TextEncoder().encode('Sub AutoOpen()\nEnd Sub'))
    book.vbaraw = XLSX.CFB.write(vba, { type: 'array' }) as never
    const bytes = new Uint8Array(
      XLSX.write(book, { type: 'array', bookType: 'xlsm', bookVBA: true })
    )
    expect(new TextDecoder('latin1').decode(bytes)).toContain('xl/vbaProject.bin')
    const { rows } = await parseImportFile('macro.xlsx', bytes)
    expect(rows).toEqual([{ row: 2, values: ['Pop', '42'] }])
  })

  test('an empty workbook, a sheet with too many rows, text named .xlsx, an .xls that is a zip', async () => {
    expect(await codeOf('a.xlsx', xlsx([]))).toBe('empty_excel')
    const rows = [['n'], ...Array.from({ length: 100_002 }, (_, i) => [i])]
    expect(await codeOf('a.xlsx', xlsx(rows))).toBe('too_many_rows')
    expect(await codeOf('a.xlsx', utf8('Nume\nPop\n'))).toBe('content_mismatch')
    expect(await codeOf('a.xls', xlsx([['a'], ['b']]))).toBe('content_mismatch')
    expect(await codeOf('a.pdf', utf8('x'))).toBe('extension')
    expect(await codeOf('a.csv', new Uint8Array(5_242_881))).toBe('too_large')
  })

  test('a corrupt workbook is a processing error, never a crash', async () => {
    const bytes = xlsx([['Nume'], ['Pop']]).slice(0, 200)
    expect(['processing', 'zip_bomb']).toContain(await codeOf('a.xlsx', bytes))
  })
})

describe('the column guess and the mapping rules', () => {
  test.each([
    ['E-mail', 'email'],
    ['Adresa de email', 'email'],
    ['Last_Name', 'nume'],
    ['name', 'nume'],
    ['first-name', 'prenume'],
    ['PRENUME', 'prenume'],
    ['Număr telefon', ''],
    ['Telefon', 'telefon'],
    ['Phone', 'telefon'],
    ['Companie', 'companie'],
    ['Adresă', 'adresa'],
    ['Oraș', 'oras'],
    ['City', 'oras'],
    ['Țară', 'tara'],
    ['Observații', ''],
  ])('%s → %s', (header, field) => {
    expect(guessField(header)).toBe(field)
  })

  test('nothing mapped, one field twice, a custom column without label, two labels with one key', async () => {
    const headers = ['A', 'B']
    expect(mappingProblem(headers, { columnMapping: {}, customLabels: {} })?.key).toBe(
      'contact_imports.map.none'
    )
    expect(
      mappingProblem(headers, { columnMapping: { A: 'email', B: 'email' }, customLabels: {} })?.key
    ).toBe('contact_imports.map.duplicate')
    expect(
      mappingProblem(headers, { columnMapping: { A: 'custom' }, customLabels: { A: ' ' } })
    ).toEqual({
      key: 'contact_imports.map.label',
      column: 'A',
    })
    expect(
      mappingProblem(headers, {
        columnMapping: { A: 'custom', B: 'custom' },
        customLabels: { A: 'Hobby', B: 'hobby' },
      })?.key
    ).toBe('contact_imports.map.duplicate')
    expect(
      mappingProblem(headers, {
        columnMapping: { A: 'custom', B: 'custom' },
        customLabels: { A: 'Hobby', B: 'Sport' },
      })
    ).toBeNull()
    for (const label of ['__proto__', 'Constructor', 'prototype']) {
      expect(
        mappingProblem(headers, { columnMapping: { A: 'custom' }, customLabels: { A: label } })
      ).toEqual({ key: 'contact_imports.map.reserved', column: 'A' })
    }
    // A header named like what every object inherits is not mapped unless the mapping says so.
    expect(mappingProblem(['constructor'], { columnMapping: {}, customLabels: {} })?.key).toBe(
      'contact_imports.map.none'
    )
  })
})
