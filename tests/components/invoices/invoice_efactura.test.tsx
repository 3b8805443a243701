import { render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import CreateInvoice from '~/pages/invoices/create'
import { EfacturaPanel, type EfacturaStatus } from '~/components/invoices/efactura_panel'

vi.mock('@inertiajs/react', async () => (await import('../ui/helpers')).inertiaMock)

const defaults = {
  series: 'FCT',
  currency: 'EUR' as const,
  vat_rate: '0',
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
  buyer_street: 'Str. Memorandumului 28',
  buyer_city: 'Cluj-Napoca',
  buyer_county: 'RO-CJ',
  buyer_sector: '',
  buyer_zip_code: '',
}

describe('a seller not registered for VAT', () => {
  test('the invoice form shows the VAT rate as 0, read-only, and says why', () => {
    render(
      <CreateInvoice
        bid={{ uid: 'b', id: 7, amountCents: 350_000, line: 'Dacia Logan (2018), Licitație' }}
        defaults={defaults}
        series={[]}
        rate={{ issueDate: '2026-11-26', bnr: { eurron: 5, date: '2026-11-25' } }}
        seller={{ missing: [], organizationUid: 'o', vatPayer: false }}
        counties={[{ value: 'RO-CJ', label: 'Cluj' }]}
      />
    )
    const vat = screen.getByRole('textbox', { name: /Cota TVA/ })
    expect(vat).toHaveValue('0')
    expect(vat).toHaveAttribute('readonly')
    expect(vat).toHaveAccessibleDescription(
      /organizația nu este înregistrată în scopuri de TVA \(CUI fără prefixul RO\)/
    )
  })
})

describe("an invoice's e-Factura panel", () => {
  const status: EfacturaStatus = {
    state: 'to_send',
    uploadIndex: null,
    messages: [],
    archive: false,
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    credentials: true,
    problems: ['Județul cumpărătorului lipsește sau nu este un județ.'],
  }

  test('lists what the document lacks and how an issued invoice is completed', () => {
    render(<EfacturaPanel uid="i" status={status} />)
    const problems = screen.getByTestId('efactura-problems')
    expect(problems).toHaveTextContent('Județul cumpărătorului lipsește sau nu este un județ.')
    expect(problems).toHaveTextContent(
      /O factură emisă nu se modifică\..*stornați documentul \(„Stornează”\) și emiteți o factură nouă/
    )
  })

  test('says nothing of it when the document is complete', () => {
    render(<EfacturaPanel uid="i" status={{ ...status, problems: [] }} />)
    expect(screen.queryByTestId('efactura-problems')).toBeNull()
  })
})
