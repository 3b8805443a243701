import { describe, expect, test } from 'vitest'
import { normalizePhone, storedPhoneForms } from '../../app/shared/phones.ts'

describe('a phone as people type it, stored in E.164', () => {
  test.each([
    '0722 111 222',
    '0722-111-222',
    '0722.111.222',
    '(0722) 111 222',
    '0722111222',
    ' 0722111222 ',
    '+40 722 111 222',
    '+40-722-111-222',
    '+40722111222',
    '0040 722 111 222',
    '+40 0722 111 222',
  ])('the Romanian mobile %j is +40722111222', (typed) => {
    expect(normalizePhone(typed)).toBe('+40722111222')
  })

  test('a Romanian landline the national way gets the country code', () => {
    expect(normalizePhone('021 312 34 56')).toBe('+40213123456')
    expect(normalizePhone('0264/123 456')).toBe('+40264123456')
  })

  test("another country's number keeps its + (or 00) and digits", () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958')
    expect(normalizePhone('+373 69 123 456')).toBe('+37369123456')
    expect(normalizePhone('0049 30 123456')).toBe('+4930123456')
  })

  test.each([
    '',
    'abc',
    '07a2 111 222',
    '0722 111 22',
    '0722 111 2222',
    '+40 722 111 22',
    '+40 722 111 2222',
    '+12345',
    '+1234567890123456',
    '+0722111222',
    '722111222',
    '40722111222',
    '0722+111222',
    '++40722111222',
  ])('%j cannot be a phone', (typed) => {
    expect(normalizePhone(typed)).toBeNull()
  })

  test('a Romanian number may be stored in its national form too; others only as they are', () => {
    expect(storedPhoneForms('+40722111222')).toEqual(['+40722111222', '0722111222'])
    expect(storedPhoneForms('+442079460958')).toEqual(['+442079460958'])
  })
})
