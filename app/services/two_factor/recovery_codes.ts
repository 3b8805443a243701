/**
 * Recovery codes (docs/security.md, "Codes"): a set per user, each of an alphabet without
 * look-alikes, shown as `xxxxx-xxxxx`; typed with or without the dash, in any case. Only their hashes are kept.
 */
import { randomInt } from 'node:crypto'

export const RECOVERY_CODE_COUNT = 10
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const LENGTH = 10

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT) {
  return Array.from({ length: count }, () => {
    let code = ''
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
    return `${code.slice(0, 5)}-${code.slice(5)}`
  })
}

/** What is hashed and compared: lower case, no dash or spaces. */
export function normaliseRecoveryCode(code: string) {
  return code.toLowerCase().replace(/[\s-]/g, '')
}

/** Whether a typed value has the shape of a recovery code (else it is read as a TOTP code). */
export function looksLikeRecoveryCode(code: string) {
  return normaliseRecoveryCode(code).length === LENGTH
}
