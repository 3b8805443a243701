/** The file rule a read of `bytes` as `name` breaks (its code), or null when it is read. */
import { ImportFileError, parseImportFile } from '../../app/shared/import_file.ts'

export async function codeOf(name: string, bytes: Uint8Array) {
  try {
    await parseImportFile(name, bytes)
    return null
  } catch (error) {
    if (error instanceof ImportFileError) return error.code
    throw error
  }
}
