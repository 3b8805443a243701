import vine from '@vinejs/vine'

const validators = new Map<string, ReturnType<typeof build>>()
const build = (field: string) => vine.create(vine.object({ [field]: vine.file() }))

/**
 * An uploaded file under `field` (the field a missing file is reported under). Its size and
 * real type are checked by ImageService, from the bytes.
 */
export function imageFileValidator(field: string) {
  let validator = validators.get(field)
  if (!validator) validators.set(field, (validator = build(field)))
  return validator
}
