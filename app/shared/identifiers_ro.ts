/**
 * Romanian identifiers an invoice carries, checked by their control digits: the CUI (fiscal code
 * of a company, with or without the RO prefix of a VAT payer), the CNP (a person's), the IBAN, and
 * the trade register number (Reg. Com.) by its format.
 * No imports: the server's validators, the invoice's seller check and the invoice form read this.
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

/** The IBAN without spaces, in capitals ("ro49 aaaa 1b31…" → "RO49AAAA1B31…"). */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/** The shape of an IBAN: country, two check digits, then 11 to 30 letters and digits. */
export const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/

/** Whether `value` is an IBAN whose check digits are right (mod 97 = 1); a Romanian one has 24 characters. */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value)
  if (!IBAN_PATTERN.test(iban) || (iban.startsWith('RO') && iban.length !== 24)) return false
  // The country and check digits moved to the end, each letter as its number (A = 10 … Z = 35).
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55)
  )
  let rest = 0
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97
  return rest === 1
}

/** The trade register number without spaces, in capitals ("j40/ 1234/2020" → "J40/1234/2020"). */
export function compactRegCom(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/**
 * Whether `value` is a trade register number: J (company), F (sole trader) or C (cooperative),
 * then either the county code (01–40, 51, 52), the order number and the year ("J40/1234/2020"),
 * or the form given since 2024: the year, the order number in 6 digits and the office's code in 3
 * ("J2020001234400").
 */
export function isValidRegCom(value: string): boolean {
  const regCom = compactRegCom(value)
  return (
    /^[JFC](?:0[1-9]|[1-3]\d|40|5[12])\/\d{1,6}\/(?:19|20)\d{2}$/.test(regCom) ||
    /^[JFC](?:19|20)\d{2}\d{6}\d{3}$/.test(regCom)
  )
}
