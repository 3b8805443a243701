/**
 * Reads an import file off the main thread (the same code the server runs:
 * @shared/import_file), row by row: only the preview's rows are kept, the
 * others are counted.
 */
import { ImportFileError, readImportFile } from '@shared/import_file'
import { IMPORT_PREVIEW_ROWS } from '@shared/contact_import'

self.onmessage = async (event: MessageEvent<{ name: string; buffer: ArrayBuffer }>) => {
  const { name, buffer } = event.data
  try {
    const preview: string[][] = []
    const summary = await readImportFile(name, new Uint8Array(buffer), (_, values) => {
      if (preview.length < IMPORT_PREVIEW_ROWS) preview.push(values)
    })
    self.postMessage({
      ok: true,
      headers: summary.headers,
      preview: preview.map((values) => summary.headers.map((_, c) => values[c] ?? '')),
      total: summary.total,
    })
  } catch (error) {
    self.postMessage({
      ok: false,
      code: error instanceof ImportFileError ? error.code : 'processing',
    })
  }
}
