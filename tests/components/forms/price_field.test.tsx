import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { PriceField, RateNote, type FormRate } from '~/components/forms/price_field'

const RATE: FormRate = { eurron: 5, date: '2026-11-20' }

/** The two price fields of the product form, holding what is typed like the form does. */
function Prices({ rate = RATE }: { rate?: FormRate }) {
  const [price, setPrice] = useState('')
  const [promo, setPromo] = useState('')
  return (
    <>
      <RateNote rate={rate} />
      <PriceField
        name="product_price"
        label="Preț (EUR)"
        value={price}
        onChange={setPrice}
        rate={rate}
      />
      <PriceField
        name="promo_price"
        label="Preț promoțional (EUR)"
        value={promo}
        onChange={setPromo}
        error="Prețul promoțional nu poate fi mai mare decât prețul."
        rate={rate}
      />
    </>
  )
}

describe('PriceField', () => {
  test('the RON value follows the EUR field as it is typed (rounded, halves up)', async () => {
    const user = userEvent.setup()
    render(<Prices />)
    const ron = screen.getByTestId('product_price-ron')
    expect(ron).toHaveTextContent('≈ 0 RON')
    const price = screen.getByRole('textbox', { name: /^Preț \(EUR\)/ })
    await user.type(price, '12')
    expect(ron).toHaveTextContent('≈ 60 RON')
    await user.type(price, ',5')
    expect(ron).toHaveTextContent('≈ 63 RON') // 62.5
    await user.type(price, '0')
    expect(ron).toHaveTextContent('≈ 63 RON')
    await user.clear(price)
    await user.type(price, '1000000')
    expect(ron).toHaveTextContent('≈ 5.000.000 RON')
    await user.clear(price)
    await user.type(price, '4.500,5')
    expect(ron).toHaveTextContent('≈ 22.503 RON') // 22,502.5
  })

  test('an unparseable price shows 0 RON; each field has its own value', async () => {
    const user = userEvent.setup()
    render(<Prices />)
    await user.type(screen.getByRole('textbox', { name: /^Preț \(EUR\)/ }), 'abc')
    await user.type(screen.getByRole('textbox', { name: /^Preț promoțional/ }), '7,3')
    expect(screen.getByTestId('product_price-ron')).toHaveTextContent('≈ 0 RON')
    expect(screen.getByTestId('promo_price-ron')).toHaveTextContent('≈ 37 RON') // 36.5
    await user.type(screen.getByRole('textbox', { name: /^Preț promoțional/ }), '45')
    expect(screen.getByTestId('promo_price-ron')).toHaveTextContent('≈ 0 RON') // 7,345
  })

  test("the server's error shows under its field", () => {
    render(<Prices />)
    expect(screen.getByRole('textbox', { name: /^Preț promoțional/ })).toHaveAccessibleDescription(
      /Prețul promoțional nu poate fi mai mare decât prețul\./
    )
  })
})

describe('RateNote', () => {
  test("says which BNR day's rate is used, or that it is the default", () => {
    const { rerender } = render(<RateNote rate={{ eurron: 5.0873, date: '2026-11-20' }} />)
    expect(screen.getByTestId('exchange-rate')).toHaveTextContent(
      'Curs BNR din 20-11-2026: 1 EUR = 5,0873 RON'
    )
    rerender(<RateNote rate={{ eurron: 5, date: null }} />)
    expect(screen.getByTestId('exchange-rate')).toHaveTextContent(
      'Curs implicit (cursul BNR nu a fost încă preluat): 1 EUR = 5,0000 RON'
    )
  })
})
