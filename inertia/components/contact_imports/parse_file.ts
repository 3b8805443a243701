import type { ImportFileErrorCode } from '@shared/contact_import'

/** A file read by the parse worker: its headers, the preview's rows, how many rows it has. */
export type Parsed = { headers: string[]; preview: string[][]; total: number }

/**
 * The parsing worker, started with the wizard (its code loads while the
 * user picks a file) and kept for the next file.
 */
let parser: Worker | null = null
export function parseWorker() {
  parser ??= new Worker(new URL('./parse_worker.ts', import.meta.url), { type: 'module' })
  return parser
}

/** The file read off the main thread, or the file rule it breaks. */
export function parseFile(file: File): Promise<Parsed | { code: ImportFileErrorCode }> {
  return file.arrayBuffer().then(
    (buffer) =>
      new Promise((resolve) => {
        const worker = parseWorker()
        worker.onmessage = (event) => {
          resolve(event.data.ok ? event.data : { code: event.data.code })
        }
        worker.onerror = () => {
          worker.terminate()
          parser = null
          resolve({ code: 'processing' })
        }
        worker.postMessage({ name: file.name, buffer }, [buffer])
      })
  )
}
