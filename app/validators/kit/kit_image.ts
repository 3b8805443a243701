import vine from '@vinejs/vine'
import { IMAGE_TYPES } from '#services/images/image_service'

/**
 * The kit's image upload: a file must be present (its size and real type
 * are checked by ImageService, from the bytes) and the kind of image.
 */
export const kitImageValidator = vine.create({
  file: vine.file(),
  image_type: vine.enum(IMAGE_TYPES),
})
