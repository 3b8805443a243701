import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import sharp from 'sharp'
import { hexColor } from '#validators/shared/shared'

export const SIGN_IN_HEADER = { width: 1080, height: 1920 } as const

/** How far the ratio may stray from 9:16: a few pixels of rounding. */
const RATIO_TOLERANCE = 0.01

/** EXIF orientation applied, read from the header only; null lets ImageService refuse it. */
async function displayedSize(file: MultipartFile) {
  if (!file.tmpPath) return null
  try {
    const { width, height, orientation } = await sharp(file.tmpPath).metadata()
    if (!width || !height) return null
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height }
  } catch {
    return null
  }
}

/** Any size: it is scaled down. */
const portraitNineSixteen = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (!field.isValid) return
    const size = await displayedSize(value as MultipartFile)
    if (!size) return
    const expected = SIGN_IN_HEADER.width / SIGN_IN_HEADER.height
    if (Math.abs(size.width / size.height - expected) > RATIO_TOLERANCE) {
      field.report('The image must be 1080 × 1920', 'image.aspect', field)
    }
  }
)

export const authModulesValidator = vine.create({
  auth_modules: vine.object({
    google: vine.boolean(),
    facebook: vine.boolean(),
    apple: vine.boolean(),
    email: vine.boolean(),
  }),
})

export const stylingValidator = vine.create({
  branding: vine.object({
    primary_color: hexColor(),
    secondary_color: hexColor(),
  }),
  sign_in_header: vine.file().use(portraitNineSixteen()).optional(),
})
