import { useState } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { TextField } from '~/components/ui/text_field'
import { TextArea } from '~/components/ui/text_area'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { Button } from '~/components/ui/button'
import { filterInput } from '~/lib/input_filters'

import { Stateful } from './helpers'

function Controlled(props: { type?: 'number' | 'email' | 'tel' | 'text'; error?: string }) {
  return (
    <Stateful initial="">
      {(value, onChange) => (
        <TextField name="f" label="Câmp" value={value} onChange={onChange} {...props} />
      )}
    </Stateful>
  )
}

describe('input filters', () => {
  test('number keeps digits, email keeps what addresses use, phone keeps digits and +', () => {
    expect(filterInput('a1-2 3,4', 'number')).toBe('1234')
    expect(filterInput('ana.maria x@ex ample.ro!', 'email')).toBe('ana.mariax@example.ro')
    expect(filterInput('ana-maria_p+news@firma-mea.ro', 'email')).toBe(
      'ana-maria_p+news@firma-mea.ro'
    )
    expect(filterInput('a,b;c<d>"e"(f)', 'email')).toBe('abcdef')
    expect(filterInput('ștefan@exemplu.ro', 'email')).toBe('ștefan@exemplu.ro')
    expect(filterInput('+40 (721) 000-111', 'phone')).toBe('+40721000111')
    expect(filterInput('orice text', undefined)).toBe('orice text')
  })

  test('a number field drops what is not a digit while typing', async () => {
    const user = userEvent.setup()
    render(<Controlled type="number" />)
    await user.type(screen.getByRole('textbox', { name: 'Câmp' }), '12a3.4')
    expect(screen.getByRole('textbox', { name: 'Câmp' })).toHaveValue('1234')
  })

  test('a phone field keeps digits and +', async () => {
    const user = userEvent.setup()
    render(<Controlled type="tel" />)
    await user.type(screen.getByRole('textbox', { name: 'Câmp' }), '+40 721-000')
    expect(screen.getByRole('textbox', { name: 'Câmp' })).toHaveValue('+40721000')
  })

  test('the server error shows under the field and is tied to it', () => {
    render(<Controlled error="Câmpul email este obligatoriu." />)
    const input = screen.getByRole('textbox', { name: 'Câmp' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Câmpul email este obligatoriu.')
  })
})

describe('TextArea', () => {
  function Area({ max }: { max?: number }) {
    return (
      <Stateful initial="">
        {(value, onChange) => (
          <TextArea name="d" label="Descriere" value={value} onChange={onChange} maxLength={max} />
        )}
      </Stateful>
    )
  }

  test('shows count/max with the default maximum of 1500', () => {
    render(<Area />)
    expect(screen.getByTestId('counter')).toHaveTextContent('0/1500')
  })

  test('cuts input past the maximum', async () => {
    const user = userEvent.setup()
    render(<Area max={5} />)
    await user.type(screen.getByRole('textbox', { name: 'Descriere' }), 'abcdefgh')
    expect(screen.getByRole('textbox', { name: 'Descriere' })).toHaveValue('abcde')
    expect(screen.getByTestId('counter')).toHaveTextContent('5/5')
  })
})

describe('ConfirmDialog', () => {
  function Harness({ onConfirm, confirmLabel }: { onConfirm: () => void; confirmLabel?: string }) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <Button onPress={() => setOpen(true)}>Șterge contactul</Button>
        <ConfirmDialog
          isOpen={open}
          onOpenChange={setOpen}
          onConfirm={onConfirm}
          message="Ana Pop, ana@ex.ro"
          confirmLabel={confirmLabel}
        />
      </>
    )
  }

  test('defaults to "Ești sigur?", "Șterge" and "Renunță"; "Renunță" closes without confirming', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<Harness onConfirm={onConfirm} />)
    await user.click(screen.getByRole('button', { name: 'Șterge contactul' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ești sigur?' })
    expect(dialog).toHaveTextContent('Ana Pop, ana@ex.ro')
    await user.click(screen.getByRole('button', { name: 'Renunță' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  test('an action named "Anulează …" is not mistaken for closing: the other button says "Renunță"', async () => {
    const user = userEvent.setup()
    render(<Harness onConfirm={vi.fn()} confirmLabel="Anulează importul" />)
    await user.click(screen.getByRole('button', { name: 'Șterge contactul' }))
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent)
    ).toEqual(['Renunță', 'Anulează importul'])
  })

  test('it opens with the focus on "Renunță": Enter closes it without confirming', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<Harness onConfirm={onConfirm} />)
    await user.click(screen.getByRole('button', { name: 'Șterge contactul' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ești sigur?' })
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Renunță' })).toHaveFocus()
    )
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  test('Escape closes it; "Șterge" confirms', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<Harness onConfirm={onConfirm} />)
    await user.click(screen.getByRole('button', { name: 'Șterge contactul' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Șterge contactul' }))
    await user.click(screen.getByRole('button', { name: 'Șterge' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })
})
