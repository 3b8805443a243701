import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import CreateInvoice from '~/pages/invoices/create'
import { createInvoiceProps } from './create_invoice_props'

type User = ReturnType<typeof userEvent.setup>

const vatField = () => screen.getByRole('combobox', { name: /Cota TVA/ })

/** The form of a lot closed on 31-07-2025 (19 % standard), proposed for issue on 04-08-2025. */
function deliveredInJuly2025() {
  const props = createInvoiceProps()
  return {
    ...props,
    defaults: { ...props.defaults, vat_rate: '19', issue_date: '2025-08-04' },
    rate: { deliveryDate: '2025-07-31', bnr: null },
  }
}

/** Types the issue date's day over the date shown, as a user does. */
async function typeIssueDay(user: User, day: string) {
  const [daySegment] = within(screen.getByRole('group', { name: /Data emiterii/ })).getAllByRole(
    'spinbutton'
  )
  await user.click(daySegment)
  await user.keyboard(day)
}

describe('the VAT rates offered: those in force on the delivery date, not the issue date', () => {
  test('a lot closed on 31-07-2025 invoiced in August keeps 19 % whatever the issue date, and says which day rules', async () => {
    const user = userEvent.setup()
    render(<CreateInvoice {...deliveredInJuly2025()} />)
    expect(vatField()).toHaveValue('19% – cota standard')
    expect(vatField()).toHaveAccessibleDescription(
      /Cotele legale în vigoare la data livrării \(31-07-2025, încheierea licitației\)/
    )
    await typeIssueDay(user, '11')
    expect(vatField()).toHaveValue('19% – cota standard')
    expect(screen.getByTestId('invoice-totals')).toHaveTextContent('TVA (19%)')
  })

  test("without BNR's rate, the form asks for the rate of the last publishing day before delivery", () => {
    render(<CreateInvoice {...deliveredInJuly2025()} />)
    expect(screen.getByTestId('rate')).toHaveTextContent(
      'BNR nu are un curs pentru data livrării 31-07-2025: introdu cursul publicat de BNR pe 30-07-2025'
    )
  })
})
