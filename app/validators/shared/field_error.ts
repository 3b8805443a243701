import { errors as vineErrors } from '@vinejs/vine'

/** A refusal found outside a validator, reported as VineJS does: `message` under `field`. */
export const fieldError = (field: string, rule: string, message: string) =>
  new vineErrors.E_VALIDATION_ERROR([{ field, rule, message }])
