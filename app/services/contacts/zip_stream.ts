import { once } from 'node:events'
import zlib from 'node:zlib'

/** One file of a zip: its name and its bytes, produced as they are needed. */
export interface ZipEntry {
  name: string
  data: AsyncIterable<string | Buffer> | Iterable<string | Buffer>
}

const DOS_DATE_1980 = (0 << 9) | (1 << 5) | 1 // 1980-01-01: the files carry no meaningful time

/**
 * A streaming zip writer (deflate, data descriptors, no zip64: files under
 * 4 GB): each entry is compressed as its bytes arrive and sent on at once,
 * so a 100,000-row sheet never sits in memory. Enough for an XLSX file.
 */
export async function* zipStream(entries: ZipEntry[]): AsyncGenerator<Buffer> {
  const central: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4) // version needed
    header.writeUInt16LE(0x0808, 6) // data descriptor follows; UTF-8 names
    header.writeUInt16LE(8, 8) // deflate
    header.writeUInt16LE(0, 10) // time
    header.writeUInt16LE(DOS_DATE_1980, 12)
    // crc and sizes (14–25) stay 0: they follow the data
    header.writeUInt16LE(name.length, 26)
    header.writeUInt16LE(0, 28)
    yield header
    yield name

    let crc = 0
    let size = 0
    let compressed = 0
    const deflate = zlib.createDeflateRaw({ level: 6 })
    const out: Buffer[] = []
    deflate.on('data', (chunk: Buffer) => out.push(chunk))
    for await (const part of entry.data) {
      const chunk = typeof part === 'string' ? Buffer.from(part, 'utf8') : part
      crc = zlib.crc32(chunk, crc)
      size += chunk.length
      deflate.write(chunk)
      await new Promise<void>((resolve) => deflate.flush(zlib.constants.Z_SYNC_FLUSH, resolve))
      for (const piece of out.splice(0)) {
        compressed += piece.length
        yield piece
      }
    }
    const ended = once(deflate, 'end')
    deflate.end()
    await ended
    for (const piece of out.splice(0)) {
      compressed += piece.length
      yield piece
    }

    const descriptor = Buffer.alloc(16)
    descriptor.writeUInt32LE(0x08074b50, 0)
    descriptor.writeUInt32LE(crc >>> 0, 4)
    descriptor.writeUInt32LE(compressed, 8)
    descriptor.writeUInt32LE(size, 12)
    yield descriptor

    const record = Buffer.alloc(46)
    record.writeUInt32LE(0x02014b50, 0)
    record.writeUInt16LE(20, 4) // made by
    record.writeUInt16LE(20, 6) // needed
    record.writeUInt16LE(0x0808, 8)
    record.writeUInt16LE(8, 10)
    record.writeUInt16LE(0, 12)
    record.writeUInt16LE(DOS_DATE_1980, 14)
    record.writeUInt32LE(crc >>> 0, 16)
    record.writeUInt32LE(compressed, 20)
    record.writeUInt32LE(size, 24)
    record.writeUInt16LE(name.length, 28)
    // extra, comment, disk, internal and external attributes: 0
    record.writeUInt32LE(offset, 42)
    central.push(record, name)
    offset += header.length + name.length + compressed + descriptor.length
  }

  const directory = Buffer.concat(central)
  yield directory
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  yield end
}
