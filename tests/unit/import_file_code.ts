/** An import file read whole, as the import reads it, and the file rule a read breaks. */
import { ImportFileError, readImportFile } from '../../app/shared/import_file.ts'

/** The header is row 1. */
export type FileRow = { row: number; values: string[] }

/** The whole file at once, every row padded to the header. */
export async function parseImportFile(name: string, bytes: Uint8Array) {
  const rows: FileRow[] = []
  const summary = await readImportFile(name, bytes, (row, values) => {
    rows.push({ row, values })
  })
  for (const row of rows) {
    row.values = summary.headers.map((_, c) => row.values[c] ?? '')
  }
  return { ...summary, rows }
}

/** The file rule a read of `bytes` as `name` breaks (its code), or null when it is read. */
export async function codeOf(name: string, bytes: Uint8Array) {
  try {
    await parseImportFile(name, bytes)
    return null
  } catch (error) {
    if (error instanceof ImportFileError) return error.code
    throw error
  }
}
