import vine from '@vinejs/vine'

const validators = new Map<string, ReturnType<typeof build>>()
const build = (field: string) => vine.create(vine.object({ [field]: vine.file() }))

/** Size and real type are checked by ImageService, from the bytes. */
export function imageFileValidator(field: string) {
  let validator = validators.get(field)
  if (!validator) validators.set(field, (validator = build(field)))
  return validator
}
