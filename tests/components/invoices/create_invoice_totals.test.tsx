import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import CreateInvoice from '~/pages/invoices/create'
import { createInvoiceProps } from './create_invoice_props'

/** The form's props when BNR has no rate for the delivery date (a series in `currency`). */
function withoutBnrRate(currency: 'EUR' | 'RON' = 'EUR') {
  const props = createInvoiceProps()
  return {
    ...props,
    defaults: { ...props.defaults, currency },
    series: [{ code: 'FCT', currency }],
    rate: { deliveryDate: props.rate.deliveryDate, bnr: null },
  }
}

describe("the invoice form's totals", () => {
  test("with BNR's rate: the total in RON at that rate", () => {
    render(<CreateInvoice {...createInvoiceProps()} />)
    // 3.500,00 EUR + 21 % VAT = 4.235,00 EUR, at 5 RON.
    expect(screen.getByTestId('invoice-totals')).toHaveTextContent(/Total în RON\s*21\.175,00 RON/)
  })

  test('without a rate no total in RON is shown (no "0,00"); it appears once a rate is typed', async () => {
    const user = userEvent.setup()
    render(<CreateInvoice {...withoutBnrRate()} />)
    const totals = screen.getByTestId('invoice-totals')
    expect(totals).toHaveTextContent(/Total de plată\s*4\.235,00/)
    expect(totals).not.toHaveTextContent('Total în RON')
    expect(screen.getByText('Totalul în RON apare după ce introduci cursul EUR/RON.')).toBeVisible()

    await user.type(
      screen.getByRole('textbox', { name: /Curs EUR\/RON introdus manual/ }),
      '4,9771'
    )
    expect(screen.getByTestId('invoice-totals')).toHaveTextContent(/Total în RON\s*21\.078,02 RON/)
    expect(screen.queryByText('Totalul în RON apare după ce introduci cursul EUR/RON.')).toBeNull()
  })

  test('a RON series without a rate shows no amounts at all until a rate is typed', async () => {
    const user = userEvent.setup()
    render(<CreateInvoice {...withoutBnrRate('RON')} />)
    expect(screen.queryByTestId('invoice-totals')).toBeNull()
    expect(screen.queryByText(/0,00 RON/)).toBeNull()
    await user.type(screen.getByRole('textbox', { name: /Curs EUR\/RON introdus manual/ }), '5')
    expect(screen.getByTestId('invoice-totals')).toHaveTextContent(
      /Total de plată\s*21\.175,00 RON/
    )
  })
})
