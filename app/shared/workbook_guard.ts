/**
 * The import's zip-bomb guard: what a workbook may make SheetJS hold is bounded by the bytes
 * really produced, never by what the file says about itself (docs/decisions.md, "Workbook size
 * guard"). Framework-free: the wizard's worker and the server both run it.
 */
import { zipSync } from 'fflate'

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
async function inflate(data: Uint8Array, take: (piece: Uint8Array) => void) {
  const stream = new DecompressionStream('deflate-raw')
  const writer = stream.writable.getWriter()
  const reader = stream.readable.getReader()
  const writing = (async () => {
    for (let from = 0; from < data.length; from += PIECE) {
      await writer.write(data.subarray(from, from + PIECE) as Uint8Array<ArrayBuffer>)
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

const LOCAL = 0x04034b50
const CENTRAL = 0x02014b50
const END = 0x06054b50
const END64 = 0x06064b50
const END64_LOCATOR = 0x07064b50

type Entry = {
  name: string
  nameBytes: Uint8Array
  flags: number
  method: number
  size: number
  offset: number
}

/** The central directory is what SheetJS and Excel read. */
function centralDirectory(bytes: Uint8Array): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const u32 = (at: number) => view.getUint32(at, true)
  const u16 = (at: number) => view.getUint16(at, true)
  const u64 = (at: number) => Number(view.getBigUint64(at, true))
  let end = -1
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65_557); at--) {
    if (u32(at) === END) {
      end = at
      break
    }
  }
  if (end < 0) throw broken()
  let count = u16(end + 10)
  let at = u32(end + 16)
  if (count === 0xffff || at === 0xffffffff) {
    const locator = end - 20
    if (locator < 0 || u32(locator) !== END64_LOCATOR) throw broken()
    const end64 = u64(locator + 8)
    if (end64 + 56 > bytes.length || u32(end64) !== END64) throw broken()
    count = u64(end64 + 32)
    at = u64(end64 + 48)
  }
  const entries: Entry[] = []
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(at) !== CENTRAL) throw broken()
    const flags = u16(at + 8)
    const nameLength = u16(at + 28)
    const extraLength = u16(at + 30)
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength)
    let size = u32(at + 20)
    let offset = u32(at + 42)
    if (size === 0xffffffff || offset === 0xffffffff || u32(at + 24) === 0xffffffff) {
      // The zip64 extra field holds, in this order, the 64-bit values of the fields set to 0xffffffff.
      let extra = at + 46 + nameLength
      const extraEnd = extra + extraLength
      while (extra + 4 <= extraEnd && u16(extra) !== 0x0001) extra += 4 + u16(extra + 2)
      if (extra + 4 > extraEnd) throw broken()
      let field = extra + 4
      const next = () => {
        if (field + 8 > extraEnd) throw broken()
        field += 8
        return u64(field - 8)
      }
      if (u32(at + 24) === 0xffffffff) next()
      if (size === 0xffffffff) size = next()
      if (offset === 0xffffffff) offset = next()
    }
    entries.push({
      name: new TextDecoder(flags & 0x800 ? 'utf-8' : 'latin1').decode(nameBytes),
      nameBytes,
      flags,
      method: u16(at + 10),
      size,
      offset,
    })
    at += 46 + nameLength + extraLength + u16(at + 32)
  }
  return entries
}

/** Whatever the sizes say, every byte produced is counted. */
async function unpackEntry(
  bytes: Uint8Array,
  entry: Entry,
  budget: Budget,
  onPiece: (piece: Uint8Array) => void
) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const at = entry.offset
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) throw broken()
  const nameLength = view.getUint16(at + 26, true)
  const localName = bytes.subarray(at + 30, at + 30 + nameLength)
  // The two directories name the same file, or the archive is not one file SheetJS would read.
  if (
    localName.length !== entry.nameBytes.length ||
    localName.some((b, i) => b !== entry.nameBytes[i])
  ) {
    throw broken()
  }
  const start = at + 30 + nameLength + view.getUint16(at + 28, true)
  const encrypted = (entry.flags | view.getUint16(at + 6, true)) & 1
  if (encrypted || start + entry.size > bytes.length) throw broken()
  const data = bytes.subarray(start, start + entry.size)
  const take = (piece: Uint8Array) => {
    budget.spend(piece.length)
    onPiece(piece)
  }
  if (entry.method === 0) {
    take(data)
    return
  }
  if (entry.method !== 8) throw broken()
  if (data.length) await inflate(data, take)
}

/** Re-packed uncompressed after counting every entry first, so a bomb's content is never held. */
export async function honestArchive(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  const entries = centralDirectory(bytes)
  if (new Set(entries.map((entry) => entry.name)).size !== entries.length) throw broken()
  const sizes: number[] = []
  const counting = new Budget(limit)
  for (const entry of entries) {
    let size = 0
    await unpackEntry(bytes, entry, counting, (piece) => {
      size += piece.length
    })
    sizes.push(size)
  }
  const files: Record<string, Uint8Array> = Object.create(null)
  const keeping = new Budget(limit)
  for (const [i, entry] of entries.entries()) {
    const content = new Uint8Array(sizes[i])
    let filled = 0
    await unpackEntry(bytes, entry, keeping, (piece) => {
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
