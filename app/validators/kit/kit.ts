import vine from '@vinejs/vine'

/** The kit's demo form: nested fields, so that nested errors are shown where they belong. */
export const kitFormValidator = vine.create({
  contact: vine.object({
    first_name: vine.string().trim().minLength(1).maxLength(100),
    email: vine.string().trim().email().optional(),
  }),
  billing_info: vine.object({
    iban: vine
      .string()
      .trim()
      .regex(/^RO\d{2}[A-Z]{4}[A-Z0-9]{16}$/),
  }),
  questions: vine
    .array(
      vine.object({
        text: vine.string().trim().minLength(1),
        answers: vine.array(vine.object({ text: vine.string().trim().minLength(1) })).minLength(1),
      })
    )
    .minLength(1),
})
