import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import CreateInvoice from '~/pages/invoices/create'
import { EfacturaPanel, type EfacturaStatus } from '~/components/invoices/efactura_panel'
import { createInvoiceProps } from './create_invoice_props'

describe('a seller not registered for VAT', () => {
  test('the invoice form shows the VAT rate as 0, not to be changed, and says why', () => {
    render(<CreateInvoice {...createInvoiceProps({ vatPayer: false })} />)
    const vat = screen.getByRole('combobox', { name: /Cota TVA/ })
    expect(vat).toHaveValue('0%')
    expect(vat).toBeDisabled()
    expect(vat).toHaveAccessibleDescription(
      /organizația nu este înregistrată în scopuri de TVA \(CUI fără prefixul RO\)/
    )
  })
})

describe('the VAT rate: a choice of the rates in force on the delivery date (the lot closed)', () => {
  const optionsShown = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('combobox', { name: /Cota TVA/ }))
    return screen.getAllByRole('option').map((option) => option.textContent)
  }

  test('from August 2025: 21 % standard, 11 % reduced, 0 % exempt stating its reason', async () => {
    const user = userEvent.setup()
    render(<CreateInvoice {...createInvoiceProps()} />)
    expect(screen.getByRole('combobox', { name: /Cota TVA/ })).toHaveValue('21% – cota standard')
    expect(await optionsShown(user)).toEqual([
      '21% – cota standard',
      '11% – cotă redusă',
      '0% – scutit de TVA',
    ])
    await user.click(screen.getByRole('option', { name: '0% – scutit de TVA' }))
    expect(screen.getByRole('combobox', { name: /Cota TVA/ })).toHaveAccessibleDescription(
      'Scutit de TVA fără drept de deducere, conform art. 292 din Codul fiscal'
    )
  })

  test('a lot closed in July 2025, invoiced in August: 19 %, 9 % and 5 %, and 0 %', async () => {
    const user = userEvent.setup()
    const props = createInvoiceProps()
    render(
      <CreateInvoice
        {...props}
        defaults={{ ...props.defaults, vat_rate: '19', issue_date: '2025-08-04' }}
        rate={{ deliveryDate: '2025-07-15', bnr: { eurron: 5.07, date: '2025-07-14' } }}
      />
    )
    expect(await optionsShown(user)).toEqual([
      '19% – cota standard',
      '9% – cotă redusă',
      '5% – cotă redusă',
      '0% – scutit de TVA',
    ])
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

  test('uploaded, its status checks failing: says so, that it is not uploaded again, and offers to check again', () => {
    render(
      <EfacturaPanel
        uid="i"
        status={{
          ...status,
          state: 'sent',
          uploadIndex: '5003',
          problems: [],
          attempts: 9,
          lastError: 'ANAF: HTTP 503',
          nextAttemptAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
        }}
      />
    )
    expect(screen.getByTestId('efactura-checking')).toHaveTextContent(
      /ANAF nu a răspuns la ultimele 9 verificări ale stării \(ANAF: HTTP 503\); o nouă verificare la .+\. Nu se încarcă din nou\./
    )
    expect(screen.getByRole('button', { name: 'Verifică din nou' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Trimite din nou' })).toBeNull()
  })
})

describe("a seller's invalid billing details", () => {
  test('the org-admin reads what is invalid, that a super-admin changes it, and where to see it', () => {
    render(
      <CreateInvoice
        {...createInvoiceProps({
          invalid: ['CUI (cifra de control nu se potrivește)'],
          detailsUrl: '/community/settings',
        })}
      />
    )
    const message = screen.getByTestId('seller-missing')
    expect(message).toHaveTextContent(
      'Factura nu poate fi emisă: datele de facturare ale organizației nu sunt valide: CUI (cifra de control nu se potrivește).'
    )
    expect(message).not.toHaveTextContent('lipsesc')
    expect(message).toHaveTextContent(
      'Doar un super-administrator al platformei le poate modifica.'
    )
    expect(
      screen.getByRole('link', { name: 'Vezi datele de facturare în setările comunității' })
    ).toHaveAttribute('href', '/community/settings')
  })

  test('the super-admin is linked to the profile to correct them', () => {
    render(
      <CreateInvoice
        {...createInvoiceProps({
          missing: ['Banca'],
          invalid: ['IBAN (cifrele de control nu se potrivesc)'],
          detailsUrl: '/organizations/o',
          canEdit: true,
        })}
      />
    )
    const message = screen.getByTestId('seller-missing')
    expect(message).toHaveTextContent('lipsesc din datele de facturare ale organizației: Banca.')
    expect(message).toHaveTextContent('nu sunt valide: IBAN (cifrele de control nu se potrivesc).')
    expect(message).not.toHaveTextContent('Doar un super-administrator')
    expect(
      screen.getByRole('link', { name: 'Corectează-le în profilul organizației' })
    ).toHaveAttribute('href', '/organizations/o')
  })
})
