/**
 * Romanian identifiers an invoice carries, checked by their control digit: the CUI (fiscal code
 * of a company, with or without the RO prefix of a VAT payer) and the CNP (a person's).
 * No imports: the server's validators and the invoice form both read this.
 */

/** The CUI's digits without the RO prefix and spaces ("RO 18547290" → "18547290"). */
export function cuiDigits(value: string): string {
  return value.replace(/\s+/g, '').replace(/^RO/i, '')
}

/** Whether `value` is a CUI whose last digit is its control digit (key 753217532). */
export function isValidCui(value: string): boolean {
  const digits = cuiDigits(value)
  if (!/^\d{2,10}$/.test(digits)) return false
  const body = digits.slice(0, -1).padStart(9, '0')
  const key = '753217532'
  let sum = 0
  for (let index = 0; index < 9; index++) sum += Number(body[index]) * Number(key[index])
  const control = (sum * 10) % 11
  return (control === 10 ? 0 : control) === Number(digits.at(-1))
}

/** Whether `value` is a CNP of 13 digits whose last is its control digit (key 279146358279). */
export function isValidCnp(value: string): boolean {
  if (!/^[1-9]\d{12}$/.test(value)) return false
  const key = '279146358279'
  let sum = 0
  for (let index = 0; index < 12; index++) sum += Number(value[index]) * Number(key[index])
  const control = sum % 11
  return (control === 10 ? 1 : control) === Number(value[12])
}
