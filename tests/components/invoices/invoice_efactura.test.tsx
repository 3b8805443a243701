import { render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import CreateInvoice from '~/pages/invoices/create'
import { EfacturaPanel, type EfacturaStatus } from '~/components/invoices/efactura_panel'
import { createInvoiceProps } from './create_invoice_props'

vi.mock('@inertiajs/react', async () => (await import('../ui/helpers')).inertiaMock)

describe('a seller not registered for VAT', () => {
  test('the invoice form shows the VAT rate as 0, read-only, and says why', () => {
    render(<CreateInvoice {...createInvoiceProps({ vatPayer: false })} />)
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

  test('a credit note, which is not reversed in turn, is completed with the accountant', () => {
    render(<EfacturaPanel uid="i" status={status} creditNote />)
    const problems = screen.getByTestId('efactura-problems')
    expect(problems).toHaveTextContent(/nu se stornează la rândul ei/)
    expect(problems).not.toHaveTextContent(/stornați documentul/)
  })

  test('says nothing of it when the document is complete', () => {
    render(<EfacturaPanel uid="i" status={{ ...status, problems: [] }} />)
    expect(screen.queryByTestId('efactura-problems')).toBeNull()
  })
})
