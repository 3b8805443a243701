/**
 * What each kind of text input keeps while the user types (platform.md §5):
 * number keeps digits; decimal (amounts, rates) keeps digits, the comma, the dot and the minus
 * (so that the server names the mistake); phone keeps digits and +; email keeps letters,
 * digits, dot and @ — and also - _ + , which real addresses use
 * (ana-maria@firma-mea.ro): see docs/decisions.md.
 */
export type InputFilter = 'number' | 'decimal' | 'email' | 'phone'

const patterns: Record<InputFilter, RegExp> = {
  number: /\D/g,
  decimal: /[^\d.,-]/g,
  email: /[^\p{L}\p{N}.@\-_+]/gu,
  phone: /[^\d+]/g,
}

export function filterInput(value: string, filter: InputFilter | undefined) {
  return filter ? value.replace(patterns[filter], '') : value
}
