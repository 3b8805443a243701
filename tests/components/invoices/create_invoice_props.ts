import { VAT_RATES_SEED } from '#database/data/vat_rates'

/**
 * The props of the invoice form (`inertia/pages/invoices/create.tsx`) as the server renders
 * them for a winning bid (a complete, VAT-paying seller unless `seller` says otherwise), for the
 * form tests.
 */
export function createInvoiceProps(
  fields: Partial<{
    missing: string[]
    invalid: string[]
    detailsUrl: string | null
    canEdit: boolean
    vatPayer: boolean
  }> = {}
) {
  const seller = {
    missing: [],
    invalid: [],
    detailsUrl: null,
    canEdit: false,
    vatPayer: true,
    ...fields,
  }
  return {
    bid: { uid: 'b', id: 7, amountCents: 350_000, line: 'Dacia Logan (2018), Licitație' },
    defaults: {
      series: 'FCT',
      currency: 'EUR' as const,
      vat_rate: seller.vatPayer ? '21' : '0',
      issue_date: '2026-11-26',
      due_date: '2026-12-11',
      manual_rate: '',
      manual_rate_date: '',
      buyer_kind: 'person',
      buyer_name: 'Ana Pop',
      buyer_email: '',
      buyer_cnp: '',
      buyer_cui: '',
      buyer_reg_com: '',
      buyer_street: '',
      buyer_city: '',
      buyer_county: '',
      buyer_sector: '',
      buyer_zip_code: '',
    },
    series: [{ code: 'FCT', currency: 'EUR' as const }],
    vatRates: VAT_RATES_SEED,
    rate: { deliveryDate: '2026-11-26', bnr: { eurron: 5, date: '2026-11-25' } },
    seller,
    counties: [{ value: 'RO-CJ', label: 'Cluj' }],
  }
}
