import vine from '@vinejs/vine'
import { singleLineText } from '#validators/text_rules'

export const contactListValidator = vine.create({
  title: singleLineText().trim().minLength(1).maxLength(150),
  description: singleLineText().trim().minLength(1).maxLength(1000),
})
