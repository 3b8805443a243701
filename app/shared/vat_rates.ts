/**
 * Romania's VAT rates with the days they are in force (the `vat_rates` table; docs/auction.md,
 * "VAT rates"): the invoice form offers, and the server accepts, only the rates in force on the
 * invoice's issue date. Shared by the server and the form.
 */

/** `standard` and `reduced` rates are VAT category S; `exempt` is 0 % with its reason (E). */
export type VatRateKind = 'standard' | 'reduced' | 'exempt'

export type VatRate = {
  kind: VatRateKind
  /** Percent (21 = 21 %). */
  percent: number
  /** First day in force (yyyy-MM-dd). */
  validFrom: string
  /** Last day in force, or null while in force. */
  validUntil: string | null
  /** An exempt rate's reason: its VATEX code and its text (the print and the XML state them). */
  exemptionCode: string | null
  exemptionReason: string | null
}

const ORDER: Record<VatRateKind, number> = { standard: 0, reduced: 1, exempt: 2 }

/** The rates in force on `day` (yyyy-MM-dd): standard first, then reduced (highest first), exempt. */
export function ratesInForce(rates: readonly VatRate[], day: string): VatRate[] {
  return rates
    .filter((rate) => rate.validFrom <= day && (rate.validUntil === null || day <= rate.validUntil))
    .sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || b.percent - a.percent)
}

/** The rate of `percent` in force on `day`, or undefined when none is. */
export function rateInForce(rates: readonly VatRate[], day: string, percent: number) {
  return ratesInForce(rates, day).find((rate) => rate.percent === percent)
}
