import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { AmountField } from '~/components/ui/amount_field'
import { formatMoney, formatPercent } from '~/lib/format'
import { parseDecimal } from '@shared/number_format'
import { invoiceTotals, vatHundredths } from '@shared/invoice_totals'
import { MONEY, PERCENT, READ, REFUSED } from '../../support/number_cases'

describe('the browser reads and writes numbers as the server does', () => {
  test.each(READ)('%j is %i hundredths', (input, units) => {
    expect(parseDecimal(input, 2)).toEqual({ units })
  })

  test.each(REFUSED)('%j is refused (%s)', (input, problem) => {
    expect(parseDecimal(input, 2)).toEqual({ problem })
  })

  test.each(MONEY)('%i %s is %s', (cents, currency, shown) => {
    expect(formatMoney(cents, currency)).toBe(shown)
  })

  test.each(PERCENT)('%j percent is %s', (rate, shown) => {
    expect(formatPercent(rate)).toBe(shown)
  })
})

/** A VAT rate field with the invoice's live total beside it, as the invoice form has them. */
function VatWithTotal({ amountCents }: { amountCents: number }) {
  const [rate, setRate] = useState('')
  const hundredths = vatHundredths(rate)
  const total = invoiceTotals(amountCents, (hundredths ?? 0) / 100, 5).totalCents
  return (
    <>
      <AmountField
        name="vat_rate"
        label="Cota TVA (%)"
        kind="rate"
        value={rate}
        onChange={setRate}
      />
      <p data-testid="total">
        {hundredths === null ? '—' : `${formatPercent(hundredths / 100)}: ${formatMoney(total)}`}
      </p>
    </>
  )
}

describe('AmountField', () => {
  test('takes the decimal comma and the thousands dot, and tells how to write them', async () => {
    const user = userEvent.setup()
    function Amount() {
      const [value, setValue] = useState('')
      return (
        <AmountField
          name="amount"
          label="Suma (EUR)"
          value={value}
          onChange={setValue}
          converted={formatMoney((parseDecimal(value, 2).units ?? 0) * 5, 'RON')}
        />
      )
    }
    render(<Amount />)
    const input = screen.getByRole('textbox', { name: 'Suma (EUR)' })
    expect(input).toHaveAttribute('inputmode', 'decimal')
    expect(input).toHaveAccessibleDescription(
      'Zecimalele după virgulă, miile cu punct: de ex. 4.500,50'
    )
    await user.type(input, '4.5x00,5 €')
    // Letters and symbols never reach the value; the separators do.
    expect(input).toHaveValue('4.500,5')
    expect(screen.getByTestId('amount-ron')).toHaveTextContent('22.502,50 RON')
    await user.clear(input)
    await user.type(input, '-12.5')
    // The minus and an ambiguous dot stay for the server to name; the live value is 0.
    expect(input).toHaveValue('-12.5')
    expect(screen.getByTestId('amount-ron')).toHaveTextContent('0,00 RON')
  })

  test('a VAT rate typed "9,5" gives the live total the server will store', async () => {
    const user = userEvent.setup()
    render(<VatWithTotal amountCents={410_050} />)
    const rate = screen.getByRole('textbox', { name: 'Cota TVA (%)' })
    expect(rate).toHaveAccessibleDescription('Zecimalele după virgulă: de ex. 9,5')
    await user.type(rate, '9,5')
    // 4,100.50 + 9.5% (389.5475 → 389.55) = 4,490.05
    expect(screen.getByTestId('total')).toHaveTextContent('9,5%: 4.490,05 EUR')
    await user.clear(rate)
    await user.type(rate, '9.5')
    expect(screen.getByTestId('total')).toHaveTextContent('—')
  })
})
