import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import drive from '@adonisjs/drive/services/main'
import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { fieldError } from '#validators/shared/field_error'
import { AuditService } from '#services/audit/audit_service'

export const IMAGE_MAX_BYTES = 5_242_880

export const IMAGE_DEFAULT_MAX_DIMENSION = 2048

/** Pixels, refused before decoding: a small compressed file can expand enormously. */
const IMAGE_MAX_PIXELS = 50_000_000

export const IMAGE_TYPES = [
  'post_featured',
  'post_image',
  'video_thumbnail',
  'quest_cover',
  'quiz_cover',
  'article_featured',
  'logo',
  'cover',
  'avatar',
  'sign_in_header',
  'document',
  'product_image',
  'event_hero_image',
  'event_trust_el_image',
  'car_photo',
] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

/** Recognised from the bytes, never from the name or the browser's claim. */
const ACCEPTED = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const
type InputFormat = (typeof ACCEPTED)[keyof typeof ACCEPTED]

const OUTPUT: Record<InputFormat, { format: 'jpeg' | 'png' | 'webp'; ext: string; mime: string }> =
  {
    jpeg: { format: 'jpeg', ext: 'jpg', mime: 'image/jpeg' },
    png: { format: 'png', ext: 'png', mime: 'image/png' },
    // A GIF is stored as a PNG of its first frame: every place that shows an image needs a still.
    gif: { format: 'png', ext: 'png', mime: 'image/png' },
    webp: { format: 'webp', ext: 'webp', mime: 'image/webp' },
  }

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/** images/{owner}/{type}-{random}.{ext}: the only keys the service reads, serves or deletes. */
export const KEY_PATTERN =
  /^images\/[A-Za-z0-9_-]{1,100}\/[a-z_]{1,40}-[A-Za-z0-9_-]{8,64}\.(jpg|png|webp)$/
const OWNER_PATTERN = /^[A-Za-z0-9_-]{1,100}$/

export interface StoreImageOptions {
  owner: string
  type: string
  /** Longest side after resizing (never enlarged). */
  maxDimension?: number
  field?: string
  i18n?: I18n
}

interface ImageOwner {
  uid: string
  save(): Promise<unknown>
}
type ImageColumn<R> = {
  [K in keyof R]: R[K] extends string | null ? (K extends 'uid' ? never : K) : never
}[keyof R]

export type ImageInput = MultipartFile | { buffer: Buffer | Uint8Array; size?: number }

/** Every upload is re-encoded and stored under a key unique per upload, so the browser caches it for ever. */
export class ImageService {
  static isKey(key: string) {
    return KEY_PATTERN.test(key)
  }

  static async store(file: ImageInput, options: StoreImageOptions): Promise<{ key: string }> {
    const field = options.field ?? 'file'
    const i18n = options.i18n ?? i18nManager.locale(i18nManager.defaultLocale)
    const fail = (rule: string, message: string) =>
      fieldError(field, rule, i18n.t(`images.${message}`))

    if (!OWNER_PATTERN.test(options.owner))
      throw new Error(`Invalid image owner "${options.owner}"`)
    if (!(IMAGE_TYPES as readonly string[]).includes(options.type)) {
      throw new Error(`Unknown image type "${options.type}"`)
    }

    // Size first: from the upload's own count, then from the bytes read.
    const declaredSize = 'buffer' in file ? (file.size ?? file.buffer.byteLength) : file.size
    if (declaredSize > IMAGE_MAX_BYTES) throw fail('file.size', 'too_large')

    let input: Buffer
    if ('buffer' in file) {
      input = Buffer.from(file.buffer)
    } else {
      if (!file.tmpPath) throw fail('file', 'failed')
      try {
        input = await readFile(file.tmpPath)
      } catch {
        throw fail('file', 'failed')
      }
    }
    if (input.byteLength > IMAGE_MAX_BYTES) throw fail('file.size', 'too_large')
    if (input.byteLength === 0) throw fail('file.extname', 'invalid_type')

    const detected = await fileTypeFromBuffer(input)
    const inputFormat = detected && ACCEPTED[detected.mime as keyof typeof ACCEPTED]
    if (!inputFormat) throw fail('file.extname', 'invalid_type')
    const output = OUTPUT[inputFormat]
    const maxDimension = options.maxDimension ?? IMAGE_DEFAULT_MAX_DIMENSION

    let encoded: Buffer
    try {
      // No metadata (EXIF, GPS) is kept: withMetadata() is never called.
      const pipeline = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({
          width: maxDimension,
          height: maxDimension,
          fit: 'inside',
          withoutEnlargement: true,
        })
      if (output.format === 'jpeg') pipeline.jpeg({ quality: 85, mozjpeg: true })
      else if (output.format === 'webp') pipeline.webp({ quality: 85 })
      else pipeline.png()
      encoded = await pipeline.toBuffer()
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw fail('file.size', 'too_large')
      }
      throw fail('file.extname', 'invalid_type')
    }

    const key = `images/${options.owner}/${options.type}-${randomBytes(12).toString('base64url')}.${output.ext}`
    try {
      await drive.use().put(key, encoded, { contentType: output.mime })
    } catch {
      throw fail('file', 'failed')
    }
    return { key }
  }

  /** Saves the record, then removes the image it replaced. */
  static async attach<R extends ImageOwner, C extends ImageColumn<R>>(
    record: R,
    column: C,
    file: ImageInput,
    options: Omit<StoreImageOptions, 'owner'>
  ) {
    const { key } = await ImageService.store(file, { ...options, owner: record.uid })
    const previous = record[column]
    record[column] = key as R[C]
    await AuditService.naming('image_set', () => record.save())
    if (previous) await ImageService.delete(previous as string).catch(() => {})
    return key
  }

  /** The copy has its own key, so removing one never removes the other. */
  static async copy(key: string | null | undefined, options: StoreImageOptions) {
    if (!key || !KEY_PATTERN.test(key)) return null
    const disk = drive.use()
    if (!(await disk.exists(key).catch(() => false))) return null
    const { key: copied } = await ImageService.store({ buffer: await disk.getBytes(key) }, options)
    return copied
  }

  static async detach<R extends ImageOwner, C extends ImageColumn<R>>(record: R, column: C) {
    const previous = record[column]
    if (!previous) return
    record[column] = null as R[C]
    await AuditService.naming('image_remove', () => record.save())
    await ImageService.delete(previous as string).catch(() => {})
  }

  static async delete(key: string | null | undefined) {
    if (!key || !KEY_PATTERN.test(key)) return
    await drive.use().delete(key)
  }
}
