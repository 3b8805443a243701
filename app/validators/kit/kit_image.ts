import vine from '@vinejs/vine'
import { IMAGE_TYPES } from '#services/images/image_service'

/** Size and real type are checked by ImageService, from the bytes. */
export const kitImageValidator = vine.create({
  file: vine.file(),
  image_type: vine.enum(IMAGE_TYPES),
})
