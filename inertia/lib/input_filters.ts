/**
 * What each kind of text input keeps while the user types (platform.md §5):
 * number keeps digits; email keeps letters, digits, dot and @; phone keeps
 * digits and +.
 */
export type InputFilter = 'number' | 'email' | 'phone'

const patterns: Record<InputFilter, RegExp> = {
  number: /\D/g,
  email: /[^\p{L}\p{N}.@]/gu,
  phone: /[^\d+]/g,
}

export function filterInput(value: string, filter: InputFilter | undefined) {
  return filter ? value.replace(patterns[filter], '') : value
}
