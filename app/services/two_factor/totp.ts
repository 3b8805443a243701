/**
 * TOTP codes (RFC 6238) through `otpauth`, with the parameters every authenticator app reads from a
 * QR code (docs/security.md, "Two-factor sign-in"). Pure functions of a secret and a moment, so
 * that a unit test checks them with a frozen clock (tests/unit/two_factor_codes.test.ts).
 */
import { Secret, TOTP } from 'otpauth'

export const TOTP_PERIOD_SECONDS = 30
/** A code of one time step either side of the current one is accepted too (clock drift). */
export const TOTP_WINDOW = 1

function totp(secret: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

/** A new secret of the length RFC 4226 recommends, random, base32. */
export function newTotpSecret() {
  return new Secret({ size: 20 }).base32
}

/** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, { issuer, label }: { issuer: string; label: string }) {
  return totp(secret, label, issuer).toString()
}

/** The time step of a moment (milliseconds). */
export function totpStep(at: number) {
  return Math.floor(at / 1000 / TOTP_PERIOD_SECONDS)
}

/** The code of `secret` at `at` (milliseconds; the tests compute the code a user would type). */
export function totpCode(secret: string, at: number = Date.now()) {
  return totp(secret).generate({ timestamp: at })
}

/** "123 456", "123-456" → "123456"; anything else unchanged. */
export function normaliseTotpCode(code: string) {
  return code.replace(/[\s-]/g, '')
}

/**
 * The step of `code` if it is the code of the current step or one beside it at `at` and that step
 * comes after `lastStep` (a code is accepted once); null otherwise.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  { at = Date.now(), lastStep = null }: { at?: number; lastStep?: number | null } = {}
): number | null {
  const token = normaliseTotpCode(code)
  if (!/^\d{6}$/.test(token)) return null
  const delta = totp(secret).validate({ token, timestamp: at, window: TOTP_WINDOW })
  if (delta === null) return null
  const step = totpStep(at) + delta
  if (lastStep !== null && step <= lastStep) return null
  return step
}
