/**
 * Romania's VAT rates by date (app/shared/vat_rates.ts over the rows the `vat_rates` table is
 * seeded with): the rates in force on a day, and which a form may choose.
 */
import { describe, expect, test } from 'vitest'
import { rateInForce, ratesInForce, type VatRate } from '#shared/vat_rates'
import { VAT_RATES_SEED } from '#database/data/vat_rates'

const percents = (day: string) => ratesInForce(VAT_RATES_SEED, day).map((rate) => rate.percent)

describe('the VAT rates in force on a day', () => {
  test('until 31 July 2025: 19 % standard, 9 % and 5 % reduced, 0 % exempt', () => {
    expect(percents('2025-07-31')).toEqual([19, 9, 5, 0])
    expect(percents('2024-01-15')).toEqual([19, 9, 5, 0])
    expect(ratesInForce(VAT_RATES_SEED, '2025-07-31')[0].kind).toBe('standard')
  })

  test('from 1 August 2025: 21 % standard, 11 % reduced, 0 % exempt with its reason', () => {
    expect(percents('2025-08-01')).toEqual([21, 11, 0])
    const exempt = rateInForce(VAT_RATES_SEED, '2025-08-01', 0)!
    expect(exempt).toMatchObject({ kind: 'exempt', exemptionCode: 'VATEX-EU-132' })
    expect(exempt.exemptionReason).toContain('art. 292')
  })

  test('a rate out of its days is not in force: 19 % after July 2025, 21 % before August 2025', () => {
    expect(rateInForce(VAT_RATES_SEED, '2025-08-01', 19)).toBeUndefined()
    expect(rateInForce(VAT_RATES_SEED, '2025-07-31', 21)).toBeUndefined()
    expect(rateInForce(VAT_RATES_SEED, '2025-08-01', 9.5)).toBeUndefined()
    expect(rateInForce(VAT_RATES_SEED, '2025-08-01', 21)?.kind).toBe('standard')
  })

  test('the next change is a row: a new rate from its first day, the old one ending the day before', () => {
    const next: VatRate[] = VAT_RATES_SEED.map((rate) =>
      rate.percent === 21 ? { ...rate, validUntil: '2030-12-31' } : rate
    )
    next.push({ ...VAT_RATES_SEED[3], percent: 23, validFrom: '2031-01-01', validUntil: null })
    expect(ratesInForce(next, '2030-12-31').map((rate) => rate.percent)).toEqual([21, 11, 0])
    expect(ratesInForce(next, '2031-01-01').map((rate) => rate.percent)).toEqual([23, 11, 0])
  })
})
