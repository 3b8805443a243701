import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import ProductEdit, { type ProductForm } from '~/pages/products/edit'
import { routerMock } from '../ui/helpers'

afterEach(() => vi.clearAllMocks())

const options = {
  product_type: { fizic: 'Fizic' },
  product_payment_type: { unica: 'Unică' },
  product_delivery_type: { curier: 'Curier' },
  product_format_type: { standard: 'Standard' },
}
const rate = { eurron: 5, date: null }

function product(uid: string, name: string): ProductForm {
  return {
    uid,
    id: 1,
    name,
    description_short: 'Cană albă',
    description_long: 'Cană albă de ceramică',
    product_type: 'fizic',
    product_payment_type: 'unica',
    product_delivery_type: 'curier',
    product_format_type: 'standard',
    product_price: '10',
    promo_price: '8',
    external_link: '',
    stripe_required: false,
    membership_required: false,
    subscription_required: false,
    imageUrl: null,
    deletedAt: null,
  }
}

describe('/products/{uid}', () => {
  test('"Duplică" opens the copy with its stored name in the Nume field, not the original\'s', async () => {
    const user = userEvent.setup()
    const original = product('01JORIGINAL0000000000000AA', 'Cană')
    const { rerender } = render(<ProductEdit product={original} options={options} rate={rate} timeline={[]} />)
    expect(screen.getByRole('textbox', { name: /^Nume/ })).toHaveValue('Cană')

    await user.click(screen.getByRole('button', { name: 'Duplică' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Duplică' }))
    expect(routerMock.post).toHaveBeenCalledWith(
      `/products/${original.uid}/duplicate`,
      {},
      expect.anything()
    )

    // The server redirects to the copy: Inertia renders the same page with its props.
    const copy = product('01JCOPY000000000000000000B', 'Cană (copie)')
    rerender(<ProductEdit product={copy} options={options} rate={rate} timeline={[]} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cană (copie)')
    expect(screen.getByRole('textbox', { name: /^Nume/ })).toHaveValue('Cană (copie)')
  })
})
