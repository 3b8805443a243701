import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { errors as vineErrors } from '@vinejs/vine'

/**
 * ImageService with real images (made by sharp here) and a Drive disk kept
 * in memory: what would be stored, under which key and Content-Type.
 */
const stored = new Map<string, { bytes: Buffer; contentType?: string }>()
const disk = {
  put: vi.fn(async (key: string, bytes: Buffer, options?: { contentType?: string }) => {
    stored.set(key, { bytes, contentType: options?.contentType })
  }),
  delete: vi.fn(async (key: string) => {
    stored.delete(key)
  }),
}

vi.mock('@adonisjs/drive/services/main', () => ({ default: { use: () => disk } }))
vi.mock('@adonisjs/i18n/services/main', () => ({
  default: { defaultLocale: 'ro', locale: () => ({ t: (key: string) => key }) },
}))
// The audit trail's naming of a save (it needs the booted app's database; tests/http/audit_settings).
vi.mock('#services/audit/audit_service', () => ({
  AuditService: { naming: (_action: string, work: () => Promise<unknown>) => work() },
}))

const { ImageService, IMAGE_MAX_BYTES, IMAGE_DEFAULT_MAX_DIMENSION } =
  await import('#services/images/image_service')

const OWNER = 'c0ffee00-1111-4222-8333-444455556666'

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#c8285a' } })
}

/** The format sharp reads from stored bytes. */
async function formatOf(bytes: Buffer) {
  const meta = await sharp(bytes).metadata()
  return meta.format
}

/** The rejection as the form receives it: field, rule and message key. */
async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure
  )
  expect(error).toBeInstanceOf(vineErrors.E_VALIDATION_ERROR)
  return (error as InstanceType<typeof vineErrors.E_VALIDATION_ERROR>).messages[0] as {
    field: string
    rule: string
    message: string
  }
}

describe('ImageService.store', () => {
  beforeEach(() => {
    stored.clear()
    vi.clearAllMocks()
  })

  test('a PNG is re-encoded as PNG and stored privately under images/{owner}/{type}-{random}.png', async () => {
    const png = await solid(12, 8).png().toBuffer()
    const { key } = await ImageService.store({ buffer: png }, { owner: OWNER, type: 'logo' })
    expect(key).toMatch(new RegExp(`^images/${OWNER}/logo-[A-Za-z0-9_-]{16}\\.png$`))
    expect(ImageService.isKey(key)).toBe(true)
    const file = stored.get(key)!
    expect(file.contentType).toBe('image/png')
    const meta = await sharp(file.bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 12, 8])
  })

  test('JPEG and WebP keep their format; every upload gets its own key', async () => {
    const jpeg = await solid(10, 10).jpeg().toBuffer()
    const webp = await solid(10, 10).webp().toBuffer()
    const first = await ImageService.store({ buffer: jpeg }, { owner: OWNER, type: 'cover' })
    const second = await ImageService.store({ buffer: jpeg }, { owner: OWNER, type: 'cover' })
    const third = await ImageService.store({ buffer: webp }, { owner: OWNER, type: 'cover' })
    expect(first.key).toMatch(/\/cover-[\w-]+\.jpg$/)
    expect(second.key).not.toBe(first.key)
    expect(third.key).toMatch(/\/cover-[\w-]+\.webp$/)
    expect(stored.get(first.key)!.contentType).toBe('image/jpeg')
    expect(stored.get(third.key)!.contentType).toBe('image/webp')
    expect(await formatOf(stored.get(third.key)!.bytes)).toBe('webp')
  })

  test('a GIF is stored as a PNG of its first frame', async () => {
    const gif = await solid(6, 6).gif().toBuffer()
    const { key } = await ImageService.store({ buffer: gif }, { owner: OWNER, type: 'post_image' })
    expect(key).toMatch(/\/post_image-[\w-]+\.png$/)
    expect(await formatOf(stored.get(key)!.bytes)).toBe('png')
  })

  test('EXIF orientation is applied and every piece of metadata is dropped', async () => {
    const jpeg = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'gps-here' } })
      .toBuffer()
    const original = await sharp(jpeg).metadata()
    expect(original.exif).toBeDefined()
    const { key } = await ImageService.store({ buffer: jpeg }, { owner: OWNER, type: 'avatar' })
    const bytes = stored.get(key)!.bytes
    const meta = await sharp(bytes).metadata()
    expect([meta.width, meta.height]).toEqual([20, 40])
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(bytes.includes('secret-owner')).toBe(false)
  })

  test('resizes to fit the longest side (2048 by default, or the one asked), never enlarges', async () => {
    expect(IMAGE_DEFAULT_MAX_DIMENSION).toBe(2048)
    const wide = await solid(3000, 1500).png().toBuffer()
    const byDefault = await ImageService.store({ buffer: wide }, { owner: OWNER, type: 'cover' })
    let meta = await sharp(stored.get(byDefault.key)!.bytes).metadata()
    expect([meta.width, meta.height]).toEqual([2048, 1024])

    const header = await solid(1080, 1920).png().toBuffer()
    const small = await ImageService.store(
      { buffer: header },
      { owner: OWNER, type: 'sign_in_header', maxDimension: 480 }
    )
    meta = await sharp(stored.get(small.key)!.bytes).metadata()
    expect([meta.width, meta.height]).toEqual([270, 480])

    const tiny = await solid(5, 5).png().toBuffer()
    const kept = await ImageService.store({ buffer: tiny }, { owner: OWNER, type: 'logo' })
    meta = await sharp(stored.get(kept.key)!.bytes).metadata()
    expect([meta.width, meta.height]).toEqual([5, 5])
  })

  test('text with a .png name is refused by its bytes, under the form field, and nothing is stored', async () => {
    const fake = Buffer.from('this is not an image at all, only text pretending to be x.png')
    const error = await rejection(
      ImageService.store({ buffer: fake }, { owner: OWNER, type: 'cover', field: 'branding.logo' })
    )
    expect(error).toMatchObject({ field: 'branding.logo', message: 'images.invalid_type' })
    expect(disk.put).not.toHaveBeenCalled()
  })

  test('other real formats (SVG, TIFF, PDF signature) and a truncated PNG are refused', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')
    const tiff = await solid(4, 4).tiff().toBuffer()
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')
    const png = await solid(50, 50).png().toBuffer()
    const truncated = png.subarray(0, 40)
    for (const buffer of [svg, tiff, pdf, truncated, Buffer.alloc(0)]) {
      const error = await rejection(ImageService.store({ buffer }, { owner: OWNER, type: 'logo' }))
      expect(error.message).toBe('images.invalid_type')
    }
    expect(disk.put).not.toHaveBeenCalled()
  })

  test('over 5 MB (5242880 bytes) is refused with the size message before decoding', async () => {
    expect(IMAGE_MAX_BYTES).toBe(5_242_880)
    const png = await solid(4, 4).png().toBuffer()
    const oversize = Buffer.concat([png, randomBytes(IMAGE_MAX_BYTES + 1 - png.byteLength)])
    expect(oversize.byteLength).toBe(IMAGE_MAX_BYTES + 1)
    const error = await rejection(
      ImageService.store({ buffer: oversize }, { owner: OWNER, type: 'cover' })
    )
    expect(error).toMatchObject({ field: 'file', message: 'images.too_large' })

    // A declared size over the limit is refused without reading the bytes.
    const declared = await rejection(
      ImageService.store(
        { buffer: png, size: IMAGE_MAX_BYTES + 1 },
        { owner: OWNER, type: 'cover' }
      )
    )
    expect(declared.message).toBe('images.too_large')
    expect(disk.put).not.toHaveBeenCalled()
  })

  test('exactly 5 MB is still accepted', async () => {
    // An uncompressed PNG padded to the limit with an ancillary chunk decoders skip.
    const png = await solid(4, 4).png().toBuffer()
    const end = png.length - 12 // before IEND
    const padding = IMAGE_MAX_BYTES - png.length - 12
    const chunk = Buffer.alloc(12 + padding)
    chunk.writeUInt32BE(padding, 0)
    chunk.write('zzPd', 4, 'latin1') // lower-case first letter: ancillary, safe to skip
    const { crc32 } = await import('node:zlib')
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + padding)), 8 + padding)
    const padded = Buffer.concat([png.subarray(0, end), chunk, png.subarray(end)])
    expect(padded.byteLength).toBe(IMAGE_MAX_BYTES)
    const { key } = await ImageService.store({ buffer: padded }, { owner: OWNER, type: 'cover' })
    expect(stored.get(key)!.bytes.byteLength).toBeLessThan(1000)
  })

  test('a decompression bomb (huge pixel count in a small file) is refused', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#000000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.byteLength).toBeLessThan(IMAGE_MAX_BYTES)
    const error = await rejection(
      ImageService.store({ buffer: bomb }, { owner: OWNER, type: 'cover' })
    )
    expect(error.message).toBe('images.too_large')
  })

  test('an unknown image type or an owner that is not a plain id is a programming error', async () => {
    const png = await solid(2, 2).png().toBuffer()
    await expect(
      ImageService.store({ buffer: png }, { owner: OWNER, type: 'script' })
    ).rejects.toThrow(/Unknown image type/)
    await expect(
      ImageService.store({ buffer: png }, { owner: '../etc', type: 'logo' })
    ).rejects.toThrow(/Invalid image owner/)
  })
})

describe('ImageService keys', () => {
  test('only keys the service itself makes are read, served or deleted', () => {
    expect(ImageService.isKey(`images/${OWNER}/cover-AbCdEfGh12345678.webp`)).toBe(true)
    for (const key of [
      'images/../../.env',
      `images/${OWNER}/../cover-AbCdEfGh12345678.png`,
      `images/${OWNER}/cover-AbCdEfGh12345678.svg`,
      `images/${OWNER}/Cover-AbCdEfGh12345678.png`,
      'config/app.ts',
      `/images/${OWNER}/cover-AbCdEfGh12345678.png`,
      '',
    ]) {
      expect(ImageService.isKey(key)).toBe(false)
    }
  })

  test('delete ignores malformed keys and removes a stored one', async () => {
    await ImageService.delete('images/../../.env')
    await ImageService.delete(null)
    expect(disk.delete).not.toHaveBeenCalled()
    const key = `images/${OWNER}/cover-AbCdEfGh12345678.png`
    await ImageService.delete(key)
    expect(disk.delete).toHaveBeenCalledWith(key)
  })
})
