/**
 * The second factor's code check (app/services/two_factor/totp.ts, recovery_codes.ts) with a
 * frozen clock: RFC 6238's own test vector, the ±1 step window, a code accepted once (the last
 * step remembered), and the recovery codes' shape.
 */
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  acceptedTotpStep,
  newTotpSecret,
  normaliseTotpCode,
  totpCode,
  totpStep,
  totpUri,
} from '../../app/services/two_factor/totp.ts'
import {
  looksLikeRecoveryCode,
  newRecoveryCodes,
  normaliseRecoveryCode,
} from '../../app/services/two_factor/recovery_codes.ts'

/** RFC 6238 appendix B's SHA-1 secret ("12345678901234567890"), in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
/** A fixed moment of the RFC's table: 2005-03-18 01:58:29 UTC → 8-digit 89005924, 6-digit 005924. */
const RFC_MOMENT = 1111111109 * 1000
/** Any fixed moment, at the start of a 30-second step. */
const NOW = Date.UTC(2031, 4, 10, 9, 0, 0)

afterEach(() => {
  vi.useRealTimers()
})

describe('TOTP codes', () => {
  test("RFC 6238's test vector: the 6-digit code of its SHA-1 secret at 1111111109", () => {
    expect(totpCode(RFC_SECRET, RFC_MOMENT)).toBe('081804')
  })

  test('the current code is accepted and its step returned', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const secret = newTotpSecret()
    const code = totpCode(secret, NOW)
    expect(acceptedTotpStep(secret, code)).toBe(totpStep(NOW))
  })

  test('the code of the step before and of the step after are accepted (±30 s of drift)', () => {
    const secret = newTotpSecret()
    expect(acceptedTotpStep(secret, totpCode(secret, NOW - 30_000), { at: NOW })).toBe(
      totpStep(NOW) - 1
    )
    expect(acceptedTotpStep(secret, totpCode(secret, NOW + 30_000), { at: NOW })).toBe(
      totpStep(NOW) + 1
    )
  })

  test('a code two steps away (expired, or ahead) is refused', () => {
    const secret = newTotpSecret()
    expect(acceptedTotpStep(secret, totpCode(secret, NOW - 60_000), { at: NOW })).toBeNull()
    expect(acceptedTotpStep(secret, totpCode(secret, NOW + 60_000), { at: NOW })).toBeNull()
  })

  test('a code is accepted once: its step, or an earlier one, after the last step is refused', () => {
    const secret = newTotpSecret()
    const code = totpCode(secret, NOW)
    const step = acceptedTotpStep(secret, code, { at: NOW })!
    expect(acceptedTotpStep(secret, code, { at: NOW, lastStep: step })).toBeNull()
    // The previous step's code, still within the window, is refused too once a later one passed.
    expect(
      acceptedTotpStep(secret, totpCode(secret, NOW - 30_000), { at: NOW, lastStep: step })
    ).toBeNull()
    // The next step's code still passes.
    expect(
      acceptedTotpStep(secret, totpCode(secret, NOW + 30_000), { at: NOW, lastStep: step })
    ).toBe(step + 1)
  })

  test("another secret's code, a wrong code and what is not six digits are refused", () => {
    const secret = newTotpSecret()
    const other = newTotpSecret()
    expect(acceptedTotpStep(secret, totpCode(other, NOW), { at: NOW })).toBeNull()
    const right = totpCode(secret, NOW)
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
    expect(acceptedTotpStep(secret, wrong, { at: NOW })).toBeNull()
    for (const value of ['', '12345', '1234567', 'abcdef', `${right}0`]) {
      expect(acceptedTotpStep(secret, value, { at: NOW })).toBeNull()
    }
  })

  test('a code typed with a space or a dash in the middle is read as its digits', () => {
    const secret = newTotpSecret()
    const code = totpCode(secret, NOW)
    expect(normaliseTotpCode(`${code.slice(0, 3)} ${code.slice(3)}`)).toBe(code)
    expect(acceptedTotpStep(secret, `${code.slice(0, 3)}-${code.slice(3)}`, { at: NOW })).toBe(
      totpStep(NOW)
    )
  })

  test('a new secret is 160 bits in base32, different each time', () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(newTotpSecret()).not.toBe(secret)
  })

  test('the URI an authenticator app reads names the issuer and the account', () => {
    const uri = totpUri(RFC_SECRET, { issuer: 'Comunitate', label: 'ana@example.test' })
    expect(uri).toMatch(/^otpauth:\/\/totp\/Comunitate:ana%40example\.test\?/)
    const params = new URL(uri).searchParams
    expect(params.get('secret')).toBe(RFC_SECRET)
    expect(params.get('issuer')).toBe('Comunitate')
    expect(params.get('digits')).toBe('6')
    expect(params.get('period')).toBe('30')
    expect(params.get('algorithm')).toBe('SHA1')
  })
})

describe('recovery codes', () => {
  test('10 codes of 10 characters without look-alikes, shown as xxxxx-xxxxx, all different', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/)
    expect(new Set(codes).size).toBe(10)
  })

  test('typed in capitals, without the dash or with spaces, a code reads the same', () => {
    const [code] = newRecoveryCodes(1)
    const bare = code.replace('-', '')
    expect(normaliseRecoveryCode(code.toUpperCase())).toBe(bare)
    expect(normaliseRecoveryCode(` ${bare.slice(0, 5)} ${bare.slice(5)} `)).toBe(bare)
    expect(looksLikeRecoveryCode(code)).toBe(true)
    expect(looksLikeRecoveryCode('123456')).toBe(false)
  })
})
