import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { Button } from '~/components/ui/button'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Pagination, pageItems } from '~/components/ui/pagination'

describe('Button', () => {
  test('while processing it shows a spinner and cannot be pressed', async () => {
    const user = userEvent.setup()
    const onPress = vi.fn()
    const { rerender } = render(<Button onPress={onPress}>Salvează</Button>)
    await user.click(screen.getByRole('button', { name: 'Salvează' }))
    expect(onPress).toHaveBeenCalledTimes(1)

    rerender(
      <Button onPress={onPress} processing>
        Salvează
      </Button>
    )
    const button = screen.getByRole('button', { name: /Salvează/ })
    expect(button).toBeDisabled()
    expect(button.querySelector('svg.animate-spin')).not.toBeNull()
    await user.click(button)
    expect(onPress).toHaveBeenCalledTimes(1)
  })
})

describe('Breadcrumbs', () => {
  test('starts with a home icon linking to /, links the middle items and marks the current page', () => {
    render(<Breadcrumbs items={[{ label: 'Utilizatori', href: '/users' }, { label: 'Invită' }]} />)
    expect(screen.getByRole('link', { name: 'Acasă' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Utilizatori' })).toHaveAttribute('href', '/users')
    expect(screen.getByText('Invită')).toHaveAttribute('aria-current', 'page')
  })
})

describe('Pagination', () => {
  test('"pagina X din Y" with previous and next', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Pagination page={3} lastPage={7} onChange={onChange} />)
    expect(screen.getByText('pagina 3 din 7')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Înapoi' }))
    await user.click(screen.getByRole('button', { name: 'Înainte' }))
    expect(onChange.mock.calls).toEqual([[2], [4]])
  })

  test('page numbers: first, last, the current one and its neighbours; a number opens its page', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Pagination page={6} lastPage={12} onChange={onChange} />)
    const numbers = screen.getAllByRole('button', { name: /^Pagina \d+$/ })
    expect(numbers.map((button) => button.textContent)).toEqual(['1', '5', '6', '7', '12'])
    expect(screen.getByRole('button', { name: 'Pagina 6' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('button', { name: 'Pagina 12' }))
    await user.click(screen.getByRole('button', { name: 'Pagina 6' }))
    expect(onChange.mock.calls).toEqual([[12]])
  })

  test('pageItems leaves gaps only where pages are missing', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4])
    expect(pageItems(6, 12)).toEqual([1, '…', 5, 6, 7, '…', 12])
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, '…', 12])
    expect(pageItems(12, 12)).toEqual([1, '…', 11, 12])
  })

  test('an empty list still reads "pagina 1 din 1" with both buttons off', () => {
    render(<Pagination page={1} lastPage={0} onChange={() => {}} />)
    expect(screen.getByText('pagina 1 din 1')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Înapoi' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Înainte' })).toBeDisabled()
  })
})
