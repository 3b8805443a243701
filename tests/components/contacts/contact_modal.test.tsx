import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test } from 'vitest'
import {
  ContactModal,
  keyFromLabel,
  labelFromKey,
  type EditableContact,
} from '~/components/contacts/contact_modal'
import { formMock } from '../ui/helpers'

const CONTACT: EditableContact = {
  uid: '6f1c2a4e-0000-4000-8000-000000000001',
  firstName: 'Ștefan',
  lastName: 'Ionescu',
  email: 'stefan@example.ro',
  phoneNumber: '+40722111222',
  extraData: { data_nasterii: '1990-01-02', oras: 'Cluj' },
}

/** Renders an open modal and waits for it: the dialog's chunk loads when it opens. */
async function renderOpen(ui: React.ReactElement) {
  render(ui)
  await screen.findByRole('dialog')
}

beforeEach(() => {
  formMock.post.mockReset()
  formMock.errors = {}
})

describe('labels of the extra fields', () => {
  test('underscores become spaces and words are capitalised; a typed name becomes a key', () => {
    expect(labelFromKey('data_nasterii')).toBe('Data Nasterii')
    expect(labelFromKey('oraș')).toBe('Oraș')
    expect(keyFromLabel('  Data  nașterii ')).toBe('data_nașterii')
  })
})

describe('ContactModal', () => {
  test('create opens empty, titled "Creează contact", Prenume before Nume', async () => {
    await renderOpen(<ContactModal isOpen onOpenChange={() => {}} contact={null} />)
    expect(screen.getByRole('heading', { name: 'Creează contact' })).toBeInTheDocument()
    const first = screen.getByRole('textbox', { name: /^Prenume/ })
    const last = screen.getByRole('textbox', { name: /^Nume/ })
    expect(first).toHaveValue('')
    expect(last).toHaveValue('')
    expect(first.compareDocumentPosition(last) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Elimină câmpul/ })).not.toBeInTheDocument()
  })

  test('edit is prefilled; every extra key is its own field, labelled from the key', async () => {
    await renderOpen(<ContactModal isOpen onOpenChange={() => {}} contact={CONTACT} />)
    expect(screen.getByRole('heading', { name: 'Editează contact' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Prenume/ })).toHaveValue('Ștefan')
    expect(screen.getByRole('textbox', { name: /^Nume/ })).toHaveValue('Ionescu')
    expect(screen.getByRole('textbox', { name: 'Data Nasterii' })).toHaveValue('1990-01-02')
    expect(screen.getByRole('textbox', { name: 'Oras' })).toHaveValue('Cluj')
  })

  test('extra fields are edited, removed and added, and sent as extra_data', async () => {
    const user = userEvent.setup()
    await renderOpen(<ContactModal isOpen onOpenChange={() => {}} contact={CONTACT} />)
    const city = screen.getByRole('textbox', { name: 'Oras' })
    await user.clear(city)
    await user.type(city, 'Iași')
    await user.click(screen.getByRole('button', { name: 'Elimină câmpul Data Nasterii' }))
    expect(screen.queryByRole('textbox', { name: 'Data Nasterii' })).not.toBeInTheDocument()

    await user.type(screen.getByRole('textbox', { name: 'Câmp nou' }), 'Loc de muncă')
    await user.type(screen.getByRole('textbox', { name: 'Valoare' }), 'Primăria')
    await user.click(screen.getByRole('button', { name: 'Adaugă câmp' }))
    expect(screen.getByRole('textbox', { name: 'Loc De Muncă' })).toHaveValue('Primăria')
    expect(screen.getByRole('textbox', { name: 'Câmp nou' })).toHaveValue('')

    await user.click(screen.getByRole('button', { name: 'Salvează' }))
    expect(formMock.post).toHaveBeenCalledOnce()
    const [url, data] = formMock.post.mock.calls[0]
    expect(url).toBe(`/contacts/${CONTACT.uid}`)
    expect(data).toEqual({
      first_name: 'Ștefan',
      last_name: 'Ionescu',
      email: 'stefan@example.ro',
      phone_number: '+40722111222',
      extra_data: { oras: 'Iași', loc_de_muncă: 'Primăria' },
      address: { street: '', city: '', county: '', sector: '', zip_code: '' },
    })
  })

  test('a new field with a name already used or with a dot is refused with a message', async () => {
    const user = userEvent.setup()
    await renderOpen(<ContactModal isOpen onOpenChange={() => {}} contact={CONTACT} />)
    const name = screen.getByRole('textbox', { name: 'Câmp nou' })
    await user.type(name, 'oras')
    await user.click(screen.getByRole('button', { name: 'Adaugă câmp' }))
    expect(screen.getByText('Există deja un câmp cu acest nume.')).toBeInTheDocument()
    await user.clear(name)
    await user.type(name, 'a.b')
    await user.click(screen.getByRole('button', { name: 'Adaugă câmp' }))
    expect(
      screen.getByText(
        'Numele câmpului poate avea doar litere, cifre și spații (cel mult 50 de caractere).'
      )
    ).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Elimină câmpul/ })).toHaveLength(2)
  })

  test("the server's errors show under their fields, extra fields included", async () => {
    formMock.errors = {
      'email': 'Un alt contact al comunității are deja această adresă de email.',
      'extra_data.oras': 'Valoarea unui câmp suplimentar poate avea cel mult 1.000 de caractere.',
    }
    await renderOpen(<ContactModal isOpen onOpenChange={() => {}} contact={CONTACT} />)
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Un alt contact al comunității are deja această adresă de email.'
    )
    expect(screen.getByRole('textbox', { name: 'Oras' })).toHaveAccessibleDescription(
      'Valoarea unui câmp suplimentar poate avea cel mult 1.000 de caractere.'
    )
  })
})
