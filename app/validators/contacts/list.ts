import vine from '@vinejs/vine'

/** The list modal: title and description required. */
export const listValidator = vine.create({
  title: vine.string().trim().minLength(1).maxLength(150),
  description: vine.string().trim().minLength(1).maxLength(1000),
})
