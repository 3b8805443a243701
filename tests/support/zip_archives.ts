/**
 * Zip archives built byte by byte, honest or lying about their sizes (the
 * import's zip-bomb tests, unit and HTTP): what the central directory, the
 * local header and the data descriptor say is chosen per part.
 */
import * as XLSX from '@e965/xlsx'
import { crc32, deflateRawSync } from 'node:zlib'
import { unzip } from './xlsx.ts'

export type ZipPart = {
  name: string
  content: Uint8Array
  /** What the central directory says the part unzips to (default: the truth). */
  centralSize?: number
  /** What the local header says (default: the truth; 0 with a data descriptor). */
  localSize?: number
  /** Bit 3 set: the sizes follow the data in a descriptor, which says this (default: the truth). */
  descriptorSize?: number | 'honest'
  /** Stored as it is instead of deflated. */
  stored?: boolean
  /** The central directory's sizes in a zip64 extra field (0xffffffff in their places). */
  zip64?: boolean
}

/** The archive of these parts, in this order. */
export function zipArchive(parts: ZipPart[]): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8')
    const data = part.stored
      ? Buffer.from(part.content)
      : deflateRawSync(part.content, { level: 9 })
    const crc = crc32(part.content)
    const size = part.content.length
    const descriptor = part.descriptorSize !== undefined
    const flags = 0x800 | (descriptor ? 8 : 0)
    const method = part.stored ? 0 : 8

    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(flags, 6)
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(descriptor ? 0 : crc, 14)
    local.writeUInt32LE(descriptor ? 0 : data.length, 18)
    local.writeUInt32LE(part.localSize ?? (descriptor ? 0 : size), 22)
    local.writeUInt16LE(name.length, 26)
    const pieces = [local, name, data]
    if (descriptor) {
      const tail = Buffer.alloc(16)
      tail.writeUInt32LE(0x08074b50, 0)
      tail.writeUInt32LE(crc, 4)
      tail.writeUInt32LE(data.length, 8)
      tail.writeUInt32LE(part.descriptorSize === 'honest' ? size : part.descriptorSize!, 12)
      pieces.push(tail)
    }
    locals.push(...pieces)

    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(flags, 8)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(part.zip64 ? 0xffffffff : data.length, 20)
    central.writeUInt32LE(part.zip64 ? 0xffffffff : (part.centralSize ?? size), 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    const extra = Buffer.alloc(part.zip64 ? 20 : 0)
    if (part.zip64) {
      extra.writeUInt16LE(0x0001, 0)
      extra.writeUInt16LE(16, 2)
      extra.writeBigUInt64LE(BigInt(part.centralSize ?? size), 4)
      extra.writeBigUInt64LE(BigInt(data.length), 12)
      central.writeUInt16LE(extra.length, 30)
    }
    centrals.push(central, name, extra)
    offset += pieces.reduce((sum, piece) => sum + piece.length, 0)
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}

/** The parts of a SheetJS workbook of these rows (shared strings when `sst`), to re-pack. */
export function workbookParts(rows: unknown[][], sst = false): ZipPart[] {
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Contacte')
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: sst }) as Buffer
  return [...unzip(bytes)].map(([name, content]) => ({ name, content: new Uint8Array(content) }))
}

/**
 * The part `name` padded with `bytes` of spaces just before `before` (still
 * valid XML, a few hundred kilobytes deflated for a hundred megabytes).
 */
export function padded(parts: ZipPart[], name: string, before: string, bytes: number): ZipPart[] {
  return parts.map((part) => {
    if (part.name !== name) return part
    const xml = Buffer.from(part.content).toString('utf8')
    const at = xml.indexOf(before)
    if (at < 0) throw new Error(`${before} not in ${name}`)
    const content = Buffer.alloc(Buffer.byteLength(xml) + bytes, ' ')
    const head = Buffer.from(xml.slice(0, at))
    head.copy(content, 0)
    Buffer.from(xml.slice(at)).copy(content, head.length + bytes)
    return { ...part, content: new Uint8Array(content) }
  })
}
