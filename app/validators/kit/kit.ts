import vine from '@vinejs/vine'
import { singleLineText } from '#validators/text_rules'

/** The kit's demo form: nested fields, so that nested errors are shown where they belong. */
export const kitFormValidator = vine.create({
  contact: vine.object({
    first_name: singleLineText().trim().minLength(1).maxLength(100),
    email: singleLineText().trim().email().optional(),
  }),
  billing_info: vine.object({
    iban: singleLineText()
      .trim()
      .regex(/^RO\d{2}[A-Z]{4}[A-Z0-9]{16}$/),
  }),
  questions: vine
    .array(
      vine.object({
        text: singleLineText().trim().minLength(1),
        answers: vine
          .array(vine.object({ text: singleLineText().trim().minLength(1) }))
          .minLength(1),
      })
    )
    .minLength(1),
})
