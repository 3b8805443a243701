/**
 * The CUI, IBAN and trade register number an invoice's seller needs (#shared/identifiers_ro):
 * the one set of rules of the organization's billing form and of the invoice's seller check.
 */
import { describe, expect, test } from 'vitest'
import vine, { errors } from '@vinejs/vine'
import { isValidCui, isValidIban, isValidRegCom } from '#shared/identifiers_ro'
import { cuiRule, ibanRule, regComRule } from '#validators/shared/romanian_ids'
import { sellerParty } from '#services/invoices/parties'

describe('CUI: the last digit is the control digit (key 753217532)', () => {
  test.each(['RO14399840', '18547290', 'RO 12345674', 'ro12345674', '19'])('%s is valid', (cui) => {
    expect(isValidCui(cui)).toBe(true)
  })

  test.each(['RO12345678', '18547291', 'RO14399841'])('%s: wrong control digit', (cui) => {
    expect(isValidCui(cui)).toBe(false)
  })

  test.each(['', 'RO', '1', 'RO-14399840', '12345678901', 'CUI1439984'])('%j: not a CUI', (cui) => {
    expect(isValidCui(cui)).toBe(false)
  })
})

describe('IBAN: its check digits (mod 97), 24 characters for a Romanian one', () => {
  test.each([
    'RO49AAAA1B31007593840000',
    'RO16BTRLRONCRT0123456701',
    'ro49 aaaa 1b31 0075 9384 0000',
    'DE89370400440532013000',
  ])('%s is valid', (iban) => {
    expect(isValidIban(iban)).toBe(true)
  })

  test.each(['RO49AAAA1B31007593840001', 'RO50AAAA1B31007593840000', 'RO16BTRLRONCRT0123456710'])(
    '%s: wrong check digits',
    (iban) => {
      expect(isValidIban(iban)).toBe(false)
    }
  )

  test.each([
    'RO12',
    'RO49AAAA1B3100759384000',
    'RO49AAAA1B310075938400001',
    'ROAB-1B31007593840000',
    '',
  ])('%j: not an IBAN', (iban) => {
    expect(isValidIban(iban)).toBe(false)
  })
})

describe('Reg. Com.: J, F or C with county/number/year, or the year, number and office code', () => {
  test.each([
    'J40/1234/2020',
    'j12/1/1998',
    'F05/123456/2010',
    'C52/7/2021',
    'J 40/1234/2020',
    'J2020001234400',
  ])('%s is valid', (regCom) => {
    expect(isValidRegCom(regCom)).toBe(true)
  })

  test.each([
    'J40-1234-2020',
    'J99/1234/2020',
    'J00/1/2020',
    'X40/1/2020',
    'J40/1234/20',
    'J40/1234567/2020',
    'J202000123440',
    'J1890001234400',
    '',
  ])('%j: not a trade register number', (regCom) => {
    expect(isValidRegCom(regCom)).toBe(false)
  })
})

describe('the form rules: the failing rule under the field, a valid value stored compact in capitals', () => {
  const validator = vine.create({
    cui: vine.string().use(cuiRule()),
    iban: vine.string().use(ibanRule()),
    reg_com: vine.string().use(regComRule()),
  })

  async function outcome(data: Record<string, string>) {
    try {
      return { data: await validator.validate(data) }
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      const messages = error.messages as { field: string; rule: string }[]
      return { failed: messages.map((m) => `${m.field}:${m.rule}`) }
    }
  }

  test('valid values', async () => {
    expect(
      await outcome({
        cui: 'ro 14399840',
        iban: 'ro49 aaaa 1b31 0075 9384 0000',
        reg_com: 'j40/1234/2020',
      })
    ).toEqual({
      data: { cui: 'RO14399840', iban: 'RO49AAAA1B31007593840000', reg_com: 'J40/1234/2020' },
    })
  })

  test('a wrong check digit, a wrong format', async () => {
    expect(
      await outcome({ cui: 'RO12345678', iban: 'RO49AAAA1B31007593840001', reg_com: 'J40-1/2020' })
    ).toEqual({ failed: ['cui:cui', 'iban:iban', 'reg_com:reg_com'] })
    expect(await outcome({ cui: 'RO-1', iban: 'RO12', reg_com: 'J2020' })).toEqual({
      failed: ['cui:cui', 'iban:regex', 'reg_com:reg_com'],
    })
  })
})

describe("the invoice's seller check", () => {
  const billing = {
    cui: 'RO14399840',
    reg_com: 'J40/1234/2020',
    iban: 'RO49AAAA1B31007593840000',
    bank: 'Banca Transilvania',
    street: 'Calea Victoriei',
    city: 'București',
    county: 'București',
    sector: '1',
  }
  const check = (fields: Record<string, string>) =>
    sellerParty(
      { name: 'Asociația Exemplu', billingInfo: { ...billing, ...fields } },
      'Comunitatea'
    )

  test('complete and valid: nothing missing, nothing invalid', () => {
    expect(check({})).toMatchObject({ missing: [], invalid: [] })
  })

  test('an empty identifier is missing; a wrong one is invalid, not missing', () => {
    expect(check({ cui: '', iban: '', reg_com: '' })).toMatchObject({
      missing: ['cui', 'reg_com', 'iban'],
      invalid: [],
    })
    expect(
      check({ cui: 'RO12345678', iban: 'RO49AAAA1B31007593840001', reg_com: 'J40-1234-2020' })
    ).toMatchObject({ missing: [], invalid: ['cui', 'reg_com', 'iban'] })
  })
})
