import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import Kit from '~/pages/kit/index'
import { formMock } from './helpers'

const industries = [
  { value: 1, label: 'Agricultură' },
  { value: 2, label: 'Educație' },
]

describe('the UI kit page', () => {
  afterEach(() => {
    formMock.errors = {}
    formMock.processing = false
    formMock.post.mockReset()
  })

  test('shows every widget with its Romanian label', () => {
    render(<Kit industries={industries} />)
    for (const name of ['Număr', 'Telefon', 'Descriere', 'Etichete', 'Culoare principală']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument()
    }
    expect(screen.getByRole('combobox', { name: 'Industrie' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Nișe' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Data' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Data și ora' })).toBeInTheDocument()
    expect(screen.getAllByText('Selectează data')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Deschide fereastra' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Șterge ceva' })).toBeInTheDocument()
  })

  test('the demo form sends nested fields as typed', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    render(<Kit industries={industries} />)
    // Pasted: the whole page re-renders on each key, which is slow in jsdom.
    const fill = async (name: string, text: string) => {
      await user.click(screen.getByRole('textbox', { name }))
      await user.paste(text)
    }
    await fill('Prenume contact', 'Ana')
    await fill('IBAN', 'RO49AAAA1B31007593840000')
    await fill('Întrebarea 1', 'Ce preferi?')
    await fill('Răspunsul 2', 'Mare')
    await user.click(screen.getByRole('button', { name: 'Trimite' }))
    expect(formMock.post).toHaveBeenCalledTimes(1)
    const [url, data] = formMock.post.mock.calls[0]
    expect(url).toBe('/kit/form')
    expect(data).toEqual({
      contact: { first_name: 'Ana', email: '' },
      billing_info: { iban: 'RO49AAAA1B31007593840000' },
      questions: [{ text: 'Ce preferi?', answers: [{ text: '' }, { text: 'Mare' }] }],
    })
  })

  test('server errors land under their nested field, each tied to its input', () => {
    formMock.errors = {
      'contact.first_name': 'Câmpul prenume este obligatoriu.',
      'billing_info.iban': 'Formatul câmpului IBAN nu este valid.',
      'questions.0.answers.1.text': 'Câmpul text este obligatoriu.',
    }
    render(<Kit industries={industries} />)
    const expectations: [string, string][] = [
      ['Prenume contact', 'Câmpul prenume este obligatoriu.'],
      ['IBAN', 'Formatul câmpului IBAN nu este valid.'],
      ['Răspunsul 2', 'Câmpul text este obligatoriu.'],
    ]
    for (const [label, message] of expectations) {
      const input = screen.getByRole('textbox', { name: label })
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAccessibleDescription(message)
    }
    for (const label of ['Email contact', 'Întrebarea 1', 'Răspunsul 1']) {
      expect(screen.getByRole('textbox', { name: label })).not.toHaveAttribute('aria-invalid')
    }
  })

  test('while the form is processing the submit button spins and cannot be pressed', () => {
    formMock.processing = true
    render(<Kit industries={industries} />)
    const submit = screen.getByRole('button', { name: /Trimite/ })
    expect(submit).toBeDisabled()
    expect(submit.querySelector('svg.animate-spin')).not.toBeNull()
  })
})
