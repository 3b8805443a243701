import { describe, expect, test } from 'vitest'
import vine, { errors } from '@vinejs/vine'
import { INT_ID_PATTERN, MAX_INT_ID, TOKEN_PATTERN } from '#shared/identifiers'
import { multiLineText, singleLineText } from '#validators/text_rules'

describe('INT_ID_PATTERN: the ids a route accepts', () => {
  test('accepts exactly 1 … 2,147,483,647 written plainly', () => {
    const inRange = (text: string) =>
      /^[1-9]\d*$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_INT_ID
    const samples = ['1', '9', '10', '999999999', '1000000000', '2147483647', '2147483648']
    for (let digits = 1; digits <= 11; digits++) {
      for (let i = 0; i < 300; i++) {
        const text = String(Math.floor(Math.random() * 10 ** digits))
        samples.push(text, `${text.slice(0, -1)}7`, `2147483${text.slice(0, 3).padEnd(3, '0')}`)
      }
    }
    for (const text of samples) expect(INT_ID_PATTERN.test(text), text).toBe(inRange(text))
  })

  test('refuses signs, zeros, decimals, exponents, spaces and huge numbers', () => {
    for (const text of [
      '0',
      '-1',
      '+1',
      '01',
      '1.0',
      '1e3',
      ' 1',
      '1 ',
      '0x1',
      '99999999999999999999',
    ]) {
      expect(INT_ID_PATTERN.test(text), text).toBe(false)
    }
  })

  test('a token is base64url up to 128 characters', () => {
    expect(TOKEN_PATTERN.test('a'.repeat(128))).toBe(true)
    expect(TOKEN_PATTERN.test('a'.repeat(129))).toBe(false)
    expect(TOKEN_PATTERN.test('ab%00')).toBe(false)
  })
})

describe('text fields: singleLineText(), multiLineText() for text areas', () => {
  const validator = vine.create({
    name: singleLineText().trim().maxLength(100),
    notes: multiLineText().trim().optional(),
  })

  async function failures(data: Record<string, unknown>) {
    try {
      await validator.validate(data)
      return []
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      return (error.messages as { field: string; rule: string }[]).map(
        (m) => `${m.field}:${m.rule}`
      )
    }
  }

  test('a single-line field refuses every control character, line breaks included', async () => {
    for (const name of [
      'a\u0000',
      'a\r\nBcc: x',
      'a\n',
      'a\t',
      '\u001b[0m',
      'a\u007f',
      'a\u0085',
      'a\u2028',
    ]) {
      expect(await failures({ name }), JSON.stringify(name)).toEqual(['name:singleLine'])
    }
    expect(await failures({ name: 'Ana-Maria Ștefănescu' })).toEqual([])
  })

  test('a multi-line field keeps CR, LF and tab and refuses the rest', async () => {
    expect(await failures({ name: 'x', notes: 'a\r\nb\n\tc' })).toEqual([])
    for (const notes of ['a\u0000', 'a\u0007', 'a\u000b', 'a\u007f']) {
      expect(await failures({ name: 'x', notes }), JSON.stringify(notes)).toEqual([
        'notes:multiLine',
      ])
    }
  })

  test('the check runs before the other rules: one message per field', async () => {
    expect(await failures({ name: `${'x'.repeat(200)}\u0000` })).toEqual(['name:singleLine'])
  })
})
