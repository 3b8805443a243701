/**
 * The import's zip-bomb guard: what a workbook may make SheetJS hold is bounded by the bytes
 * really produced, never by what the file says about itself (docs/decisions.md, "Workbook size
 * guard"). Framework-free: the wizard's worker and the server both run it.
 */
import { Unzip, UnzipPassThrough, unzipSync, zipSync } from 'fflate'

export class WorkbookRefused extends Error {
  constructor(readonly code: 'zip_bomb' | 'processing') {
    super(`workbook: ${code}`)
  }
}

const bomb = () => new WorkbookRefused('zip_bomb')
const broken = () => new WorkbookRefused('processing')

const PIECE = 16 * 1024

class Budget {
  private used = 0
  constructor(private limit: number) {}

  spend(bytes: number) {
    this.used += bytes
    if (this.used > this.limit) throw bomb()
  }
}

/** A piece is read only after the one before was taken; throwing from `take` stops it. */
async function inflate(data: Uint8Array[], take: (piece: Uint8Array) => void) {
  const stream = new DecompressionStream('deflate-raw')
  const writer = stream.writable.getWriter()
  const reader = stream.readable.getReader()
  const writing = (async () => {
    for (const part of data) {
      for (let from = 0; from < part.length; from += PIECE) {
        await writer.write(part.subarray(from, from + PIECE) as Uint8Array<ArrayBuffer>)
      }
    }
    await writer.close()
  })()
  // Its failure (a corrupt stream, or the reading stopped) shows in the reading.
  writing.catch(() => {})
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      take(value)
    }
    await writing
  } catch (error) {
    await reader.cancel().catch(() => {})
    throw error instanceof WorkbookRefused ? error : broken()
  }
}

/** The names the central directory lists (what SheetJS and Excel read); nothing is inflated. */
function centralNames(bytes: Uint8Array) {
  const names: string[] = []
  try {
    unzipSync(bytes, {
      filter: ({ name }) => {
        // An entry takes at least 46 bytes: a directory counting more is not this file's.
        if (names.length * 46 >= bytes.length) throw broken()
        names.push(name)
        return false
      },
    })
  } catch {
    throw broken()
  }
  return names
}

/**
 * A deflated entry's bytes handed on as they are: inflated after, by the platform's stream, whose
 * pieces leave far less garbage than fflate's streaming inflate (docs/decisions.md).
 */
class Deflated extends UnzipPassThrough {
  static compression = 8
}

type Entry = { name: string; deflated: boolean; data: Uint8Array[]; complete: boolean }

/** The entries as their local headers come (fflate's streaming unzip), their bytes still packed. */
function localEntries(bytes: Uint8Array) {
  const entries: Entry[] = []
  const unzip = new Unzip((file) => {
    const entry: Entry = {
      name: file.name,
      deflated: file.compression === 8,
      data: [],
      complete: false,
    }
    entries.push(entry)
    file.ondata = (error, data, final) => {
      if (error) throw broken()
      entry.data.push(data)
      if (final) entry.complete = true
    }
    file.start()
  })
  unzip.register(Deflated)
  try {
    unzip.push(bytes, true)
  } catch {
    throw broken()
  }
  if (entries.some((entry) => !entry.complete)) throw broken()
  return entries
}

const LOCAL = 0x04034b50

/** fflate does not say whether an entry is encrypted: bit 0 of its local header's flags does. */
function hasEncryptedEntry(bytes: Uint8Array, names: Set<string>) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (
    let at = bytes.indexOf(0x50);
    at >= 0 && at + 30 <= bytes.length;
    at = bytes.indexOf(0x50, at + 1)
  ) {
    if (view.getUint32(at, true) !== LOCAL || !(view.getUint16(at + 6, true) & 1)) continue
    const name = bytes.subarray(at + 30, at + 30 + view.getUint16(at + 26, true))
    // Decoded as fflate decodes a name: UTF-8 when flagged, else byte by byte.
    const text =
      view.getUint16(at + 6, true) & 0x800
        ? new TextDecoder().decode(name)
        : Array.from(name, (byte) => String.fromCharCode(byte)).join('')
    if (names.has(text)) return true
  }
  return false
}

/** Whatever the sizes say, every byte produced is counted. */
async function unpackEntry(entry: Entry, budget: Budget, onPiece: (piece: Uint8Array) => void) {
  const take = (piece: Uint8Array) => {
    budget.spend(piece.length)
    onPiece(piece)
  }
  if (!entry.deflated) entry.data.forEach(take)
  else if (entry.data.some((part) => part.length)) await inflate(entry.data, take)
}

/** Re-packed uncompressed after counting every entry first, so a bomb's content is never held. */
export async function honestArchive(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  const listed = centralNames(bytes)
  if (new Set(listed).size !== listed.length) throw broken()
  const entries = localEntries(bytes)
  const names = entries.map((entry) => entry.name)
  // The two directories name the same files, or the archive is not one file SheetJS would read.
  if (names.length !== listed.length || names.sort().join('\0') !== listed.sort().join('\0')) {
    throw broken()
  }
  if (hasEncryptedEntry(bytes, new Set(names))) throw broken()
  const sizes: number[] = []
  const counting = new Budget(limit)
  for (const entry of entries) {
    let size = 0
    await unpackEntry(entry, counting, (piece) => {
      size += piece.length
    })
    sizes.push(size)
  }
  const files: Record<string, Uint8Array> = Object.create(null)
  const keeping = new Budget(limit)
  for (const [i, entry] of entries.entries()) {
    const content = new Uint8Array(sizes[i])
    let filled = 0
    await unpackEntry(entry, keeping, (piece) => {
      if (filled + piece.length > content.length) throw broken()
      content.set(piece, filled)
      filled += piece.length
    })
    files[entry.name] = content
  }
  return zipSync(files, { level: 0 })
}

const END_OF_CHAIN = -2
const FREE = -1

/** What SheetJS's compound-file reader would allocate: Infinity for a loop, 0 for a file it refuses. */
export function compoundFileBytes(bytes: Uint8Array, limit: number): number {
  if (bytes.length < 512) return 0
  const int = (sector: Uint8Array | undefined, at: number) =>
    sector
      ? (sector[at + 3] << 24) | (sector[at + 2] << 16) | (sector[at + 1] << 8) | sector[at]
      : 0
  const header = bytes.subarray(0, 512)
  const major = header[26] | (header[27] << 8)
  const shift = header[30] | (header[31] << 8)
  const ssz = major === 3 && shift === 9 ? 512 : major === 4 && shift === 12 ? 4096 : 0
  if (!ssz) return 0

  const count = Math.ceil(bytes.length / ssz) - 1
  const sector = (i: number) =>
    Number.isInteger(i) && i >= 0 && i < count
      ? bytes.subarray((i + 1) * ssz, Math.min((i + 2) * ssz, bytes.length))
      : undefined

  // The FAT's sectors: 109 in the header, then the DIFAT chain (each link read once).
  const fatSectors: number[] = []
  for (let j = 0; j < 109; j++) {
    const q = int(header, 76 + j * 4)
    if (q < 0) break
    fatSectors.push(q)
  }
  let difat = int(header, 68)
  let difatLeft = int(header, 72)
  for (let links = 0; difat !== END_OF_CHAIN && difat !== FREE && sector(difat); links++) {
    if (links > count) return Infinity
    const link = sector(difat)!
    for (let j = 0; j < ssz / 4 - 1; j++) {
      const q = int(link, j * 4)
      if (q === END_OF_CHAIN) break
      fatSectors.push(q)
    }
    if (difatLeft-- < 1) break
    difat = int(link, ssz - 4)
  }
  /** The sector after j, or null where SheetJS's reader stops (no FAT sector for it). */
  const next = (j: number) => {
    const fat = sector(fatSectors[Math.floor((j * 4) / ssz)])
    return fat ? int(fat, (j * 4) & (ssz - 1)) : null
  }

  let total = 0
  const spend = (n: number) => {
    total += n
    if (total > limit) throw bomb()
  }
  try {
    // Every chain, from every sector not reached yet (the directory's first), a loop cut where it closes.
    const reached = new Set<number>()
    const chains = new Map<number, number[]>()
    const dirStart = int(header, 48)
    for (let i = 0; i < count; i++) {
      let k = i + dirStart
      if (k >= count) k -= count
      if (reached.has(k)) continue
      const nodes: number[] = []
      const seen = new Set<number>()
      for (let j: number | null = k; j !== null && j >= 0;) {
        seen.add(j)
        reached.add(j)
        nodes.push(j)
        spend(ssz)
        j = next(j)
        if (j !== null && seen.has(j)) break
      }
      chains.set(k, nodes)
    }

    const directory = chains.get(dirStart)
    if (!directory) return total
    const entryBytes = directory.flatMap((j) => {
      const data = sector(j)
      return data ? [data] : []
    })
    let ministream = END_OF_CHAIN
    for (const data of entryBytes) {
      for (let at = 0; at + 128 <= data.length; at += 128) {
        const type = data[at + 66]
        const start = int(data, at + 116)
        let size = int(data, at + 120)
        if (size < 0 && start < 0) continue
        if (type === 5) {
          ministream = start
        } else if (size >= 4096) {
          let chain = chains.get(start)
          if (!chain) {
            // SheetJS follows this chain without a loop check: a loop would never end.
            chain = []
            const seen = new Set<number>()
            for (let j: number | null = start; j !== null && j >= 0; j = next(j)) {
              if (seen.has(j)) return Infinity
              seen.add(j)
              chain.push(j)
              spend(ssz)
            }
            chains.set(start, chain)
          }
          spend(Math.min(size, chain.length * ssz))
        } else if (size > 0 && ministream !== END_OF_CHAIN && start !== END_OF_CHAIN) {
          // A small stream: at most 64 mini sectors, gathered then copied.
          size = Math.ceil(size / 64) * 64
          spend(2 * size)
        }
      }
    }
  } catch (error) {
    if (error instanceof WorkbookRefused) return Infinity
    throw error
  }
  return total
}
