/** No imports: the validators and the contact import read these. */

/** What people put between a phone's digits: spaces, dashes, dots, brackets, slashes. */
const SEPARATORS = /[\s.\-()/]/g

/**
 * A phone number as people type it, stored in E.164 (+, then the digits); null when it cannot be
 * one. A Romanian number may be written the national way ("0722 111 222", "0722-111-222") or
 * with its country code ("+40 722 111 222", "0040…"); another country's number needs its + or
 * 00, since without it the country is unknown.
 */
export function normalizePhone(value: string): string | null {
  let phone = value.trim().replace(SEPARATORS, '')
  if (phone.startsWith('00')) phone = `+${phone.slice(2)}`
  else if (/^0\d{9}$/.test(phone)) phone = `+40${phone.slice(1)}`
  // The national 0 kept after the country code ("+40 0722 …").
  phone = phone.replace(/^\+400(\d{9})$/, '+40$1')
  if (phone.startsWith('+40') && !/^\+40\d{9}$/.test(phone)) return null
  return /^\+[1-9]\d{5,14}$/.test(phone) ? phone : null
}

/**
 * The ways a normalised number may be stored: a Romanian number saved before numbers were
 * normalised keeps its national form ("0722111222").
 */
export function storedPhoneForms(phone: string): string[] {
  return phone.startsWith('+40') ? [phone, `0${phone.slice(3)}`] : [phone]
}
