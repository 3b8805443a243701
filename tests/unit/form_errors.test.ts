import { describe, expect, test, vi } from 'vitest'
import { bindField, errorAt, errorOfList, setAt, valueAt } from '../../inertia/lib/form_errors.ts'

interface Data {
  contact: { first_name: string }
  billing_info: { iban: string | null }
  questions: { text: string; answers: { text: string }[] }[]
}

const data: Data = {
  contact: { first_name: 'Ana' },
  billing_info: { iban: null },
  questions: [{ text: 'Ce preferi?', answers: [{ text: 'Munte' }, { text: '' }] }],
}

/** A stand-in for useForm(): setData takes an updater, as Inertia's does. */
function fakeForm(errors: Record<string, string | string[]> = {}) {
  const form = {
    data: structuredClone(data),
    errors,
    setData: vi.fn((update: (current: Data) => Data) => {
      form.data = update(form.data)
    }),
  }
  return form
}

describe('form_errors (nested server errors under their field)', () => {
  test('errorAt reads the error of a nested path, first of several', () => {
    const errors = {
      'contact.first_name': 'Câmpul prenume este obligatoriu.',
      'questions.0.answers.1.text': ['Câmpul text este obligatoriu.', 'al doilea'],
    }
    expect(errorAt(errors, 'contact.first_name')).toBe('Câmpul prenume este obligatoriu.')
    expect(errorAt(errors, 'questions.0.answers.1.text')).toBe('Câmpul text este obligatoriu.')
    expect(errorAt(errors, 'questions.0.text')).toBeUndefined()
  })

  test('valueAt and setAt walk objects and arrays without touching the original', () => {
    expect(valueAt(data, 'questions.0.answers.0.text')).toBe('Munte')
    expect(valueAt(data, 'questions.3.text')).toBeUndefined()
    expect(valueAt(data, 'contact.first_name.length.x')).toBeUndefined()
    const changed = setAt(data, 'questions.0.answers.1.text', 'Mare')
    expect(changed.questions[0].answers[1].text).toBe('Mare')
    expect(data.questions[0].answers[1].text).toBe('')
  })

  test('bindField gives name, value, setter and error for one nested field', () => {
    const form = fakeForm({ 'billing_info.iban': 'Formatul câmpului IBAN nu este valid.' })
    const iban = bindField(form, 'billing_info.iban')
    expect(iban).toMatchObject({
      name: 'billing_info.iban',
      value: '',
      error: 'Formatul câmpului IBAN nu este valid.',
    })
    iban.onChange('RO49AAAA1B31007593840000')
    expect(form.data.billing_info.iban).toBe('RO49AAAA1B31007593840000')
    expect(bindField(form, 'billing_info.iban').value).toBe('RO49AAAA1B31007593840000')

    const answer = bindField(form, 'questions.0.answers.0.text')
    expect(answer).toMatchObject({ value: 'Munte', error: undefined })
  })
})

describe('bindField', () => {
  function formWithErrors(errors: Record<string, string>) {
    const form = {
      data: { name: 'Ana', billing_info: { iban: 'RO12' } },
      errors: { ...errors },
      setData(update: (data: any) => any) {
        form.data = update(form.data)
      },
      clearErrors: vi.fn((...fields: string[]) => {
        for (const field of fields) delete (form.errors as Record<string, string>)[field]
      }),
    }
    return form
  }

  test('a server error under a field goes as soon as its value changes', () => {
    const form = formWithErrors({ 'billing_info.iban': 'IBAN invalid', 'name': 'Prea scurt' })
    const iban = bindField(form, 'billing_info.iban')
    expect(iban.error).toBe('IBAN invalid')
    iban.onChange('RO49AAAA1B31007593840000')
    expect(form.data.billing_info.iban).toBe('RO49AAAA1B31007593840000')
    expect(form.clearErrors).toHaveBeenCalledWith('billing_info.iban')
    expect(bindField(form, 'billing_info.iban').error).toBeUndefined()
    // The other field's error stays until that field changes.
    expect(bindField(form, 'name').error).toBe('Prea scurt')
  })

  test('a change of a field without an error clears nothing', () => {
    const form = formWithErrors({ name: 'Prea scurt' })
    bindField(form, 'billing_info.iban').onChange('RO1')
    expect(form.clearErrors).not.toHaveBeenCalled()
  })
})

describe('errorOfList (a multi-select under its list)', () => {
  test("the list's own error, else its first element's, else none", () => {
    expect(errorOfList({ partners_ids: 'Alege doar firme ale comunității.' }, 'partners_ids')).toBe(
      'Alege doar firme ale comunității.'
    )
    const elements = {
      'sponsors_ids.0': 'Alege firme din listă.',
      'partners_ids.3': ['Prima', 'A doua'],
    }
    expect(errorOfList(elements, 'partners_ids')).toBe('Prima')
    expect(errorOfList(elements, 'partners')).toBeUndefined()
    expect(errorOfList({}, 'partners_ids')).toBeUndefined()
  })
})
