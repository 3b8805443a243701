import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import CreateInvoice from '~/pages/invoices/create'
import { createInvoiceProps } from './create_invoice_props'

type User = ReturnType<typeof userEvent.setup>

const vatField = () => screen.getByRole('combobox', { name: /Cota TVA/ })

async function chooseVat(user: User, name: string) {
  await user.click(vatField())
  await user.click(screen.getByRole('option', { name }))
}

/** Types the issue date's month and year over the date shown (26-11-2026), as a user does. */
async function typeIssueMonth(user: User, month: string, year: string) {
  const [, monthSegment, yearSegment] = within(
    screen.getByRole('group', { name: /Data emiterii/ })
  ).getAllByRole('spinbutton')
  await user.click(monthSegment)
  await user.keyboard(month)
  await user.click(yearSegment)
  await user.keyboard(year)
}

describe("the VAT rate when the invoice's date changes", () => {
  test("a rate not in force on the new day gives way to that day's standard rate, in the totals too", async () => {
    const user = userEvent.setup()
    render(<CreateInvoice {...createInvoiceProps()} />)
    await chooseVat(user, '11% – cotă redusă')
    expect(screen.getByTestId('invoice-totals')).toHaveTextContent('TVA (11%)')

    // July 2025: 19 %, 9 %, 5 % and 0 %; 11 % was not yet in force.
    await typeIssueMonth(user, '07', '2025')
    expect(vatField()).toHaveValue('19% – cota standard')
    const totals = screen.getByTestId('invoice-totals')
    expect(totals).toHaveTextContent('TVA (19%)')
    // 3.500,00 EUR + 19 % VAT.
    expect(totals).toHaveTextContent(/Total de plată\s*4\.165,00 EUR/)
  })

  test('a rate still in force on the new day stays chosen', async () => {
    const user = userEvent.setup()
    render(<CreateInvoice {...createInvoiceProps()} />)
    await chooseVat(user, '0% – scutit de TVA')
    await typeIssueMonth(user, '07', '2025')
    expect(vatField()).toHaveValue('0% – scutit de TVA')
    expect(screen.getByTestId('invoice-totals')).toHaveTextContent('TVA (0%)')
  })
})
