/** Reads an import file off the main thread (the same code the server runs: @shared/import_file). */
import { ImportFileError, parseImportFile } from '@shared/import_file'
import { IMPORT_PREVIEW_ROWS } from '@shared/contact_import'

self.onmessage = (event: MessageEvent<{ name: string; buffer: ArrayBuffer }>) => {
  const { name, buffer } = event.data
  try {
    const parsed = parseImportFile(name, new Uint8Array(buffer))
    self.postMessage({
      ok: true,
      headers: parsed.headers,
      preview: parsed.rows.slice(0, IMPORT_PREVIEW_ROWS).map((row) => row.values),
      total: parsed.rows.length,
    })
  } catch (error) {
    self.postMessage({
      ok: false,
      code: error instanceof ImportFileError ? error.code : 'processing',
    })
  }
}
