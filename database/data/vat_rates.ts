import type { VatRate } from '#shared/vat_rates'

/** The reason stated on an invoice at 0 % by a seller registered for VAT. */
const EXEMPT = {
  exemptionCode: 'VATEX-EU-132',
  exemptionReason: 'Scutit de TVA fără drept de deducere, conform art. 292 din Codul fiscal',
}
const none = { exemptionCode: null, exemptionReason: null }

/**
 * The rates the `vat_rates` table starts with (Codul fiscal, art. 291): 19 / 9 / 5 % until
 * 31 July 2025, 21 / 11 % from 1 August 2025; 0 % exempt throughout. A later change is a row
 * of the table (docs/auction.md, "VAT rates").
 */
export const VAT_RATES_SEED: VatRate[] = [
  { kind: 'standard', percent: 19, validFrom: '2017-01-01', validUntil: '2025-07-31', ...none },
  { kind: 'reduced', percent: 9, validFrom: '2017-01-01', validUntil: '2025-07-31', ...none },
  { kind: 'reduced', percent: 5, validFrom: '2017-01-01', validUntil: '2025-07-31', ...none },
  { kind: 'standard', percent: 21, validFrom: '2025-08-01', validUntil: null, ...none },
  { kind: 'reduced', percent: 11, validFrom: '2025-08-01', validUntil: null, ...none },
  { kind: 'exempt', percent: 0, validFrom: '2017-01-01', validUntil: null, ...EXEMPT },
]
