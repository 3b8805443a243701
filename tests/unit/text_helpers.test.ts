import { describe, expect, test } from 'vitest'
import { filterInput } from '../../inertia/lib/input_filters.ts'
import { truncate } from '../../inertia/lib/text.ts'

describe('input filters (what a field keeps as the user types)', () => {
  test('number keeps digits only', () => {
    expect(filterInput('1a2 b3-4.5,6', 'number')).toBe('123456')
    expect(filterInput('−12', 'number')).toBe('12')
  })

  test('phone keeps digits and +', () => {
    expect(filterInput('+40 (721) 000-111 int. 5', 'phone')).toBe('+407210001115')
  })

  test('email keeps letters (with diacritics), digits, dot and @, and the - _ + of real addresses', () => {
    expect(filterInput(' ana maria@exemplu.ro ', 'email')).toBe('anamaria@exemplu.ro')
    expect(filterInput('ana-maria_p+news@firma-mea.ro', 'email')).toBe(
      'ana-maria_p+news@firma-mea.ro'
    )
    expect(filterInput('a<b>"c"(d)!#$%&*=?^{|}~', 'email')).toBe('abcd')
    expect(filterInput('ștefan@exemplu.ro', 'email')).toBe('ștefan@exemplu.ro')
  })

  test('text is left alone', () => {
    expect(filterInput('orice, text!', undefined)).toBe('orice, text!')
  })
})

describe('truncate (table cells)', () => {
  test('cuts at 50 characters by default with an ellipsis; shorter text is unchanged', () => {
    expect(truncate('x'.repeat(50))).toBe('x'.repeat(50))
    expect(truncate('x'.repeat(51))).toBe(`${'x'.repeat(50)}…`)
    expect(truncate('Descrierea comunității noastre', 10)).toBe('Descrierea…')
  })
})
