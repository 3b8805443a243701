import { useState } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { Button } from '~/components/ui/button'
import { ColorInput } from '~/components/ui/color_input'
import { DataTable } from '~/components/ui/data_table'
import { DatePicker } from '~/components/ui/date_picker'
import { Modal } from '~/components/ui/modal'
import { TagInput } from '~/components/ui/tag_input'
import { TextArea } from '~/components/ui/text_area'
import { TextField } from '~/components/ui/text_field'

import { Stateful } from './helpers'

/** Keyboard use, labels and error slots of the kit controls (react-aria behaviour). */

describe('TextField', () => {
  function Email() {
    return (
      <Stateful initial="">
        {(value, onChange) => (
          <TextField
            name="contact.email"
            label="Email"
            type="email"
            value={value}
            onChange={onChange}
            description="Adresa la care primești răspunsul."
          />
        )}
      </Stateful>
    )
  }

  test('an email field drops spaces and symbols an address cannot hold, as typed', async () => {
    const user = userEvent.setup()
    render(<Email />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    await user.type(input, 'ana maria!#@exemplu.ro')
    expect(input).toHaveValue('anamaria@exemplu.ro')
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toHaveAccessibleDescription('Adresa la care primești răspunsul.')
  })

  test('the label is tied to the input and the required mark is not read twice', () => {
    render(<TextField name="n" label="Prenume" isRequired value="" onChange={() => {}} />)
    const input = screen.getByRole('textbox', { name: 'Prenume' })
    expect(input).toBeRequired()
  })
})

describe('TextArea', () => {
  test('the counter follows the text and the server error is tied to the field', async () => {
    const user = userEvent.setup()
    render(
      <Stateful initial="">
        {(value, onChange) => (
          <TextArea
            name="d"
            label="Descriere"
            value={value}
            onChange={onChange}
            maxLength={10}
            error="Câmpul descriere este obligatoriu."
          />
        )}
      </Stateful>
    )
    const area = screen.getByRole('textbox', { name: 'Descriere' })
    await user.type(area, 'Bună ziua, lume')
    expect(area).toHaveValue('Bună ziua,')
    expect(screen.getByTestId('counter')).toHaveTextContent('10/10')
    expect(area).toHaveAccessibleDescription('Câmpul descriere este obligatoriu.')
  })
})

describe('TagInput', () => {
  function Tags({ error }: { error?: string }) {
    const [tags, setTags] = useState(['vin', 'cafea', 'ceai'])
    return (
      <>
        <TagInput
          label="Etichete"
          value={tags}
          onChange={setTags}
          description="Enter, Tab sau virgulă"
          error={error}
        />
        <output data-testid="tags">{tags.join('|')}</output>
      </>
    )
  }

  test('the message is tied to the input and goes away once typing resumes', async () => {
    const user = userEvent.setup()
    render(<Tags />)
    const input = screen.getByRole('textbox', { name: 'Etichete' })
    expect(input).toHaveAccessibleDescription('Enter, Tab sau virgulă')
    await user.type(input, 'VIN{Enter}')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Această etichetă există deja.')
    )
    await user.type(input, 'x')
    expect(screen.queryByText('Această etichetă există deja.')).not.toBeInTheDocument()
  })

  test('the server error for the field shows under it', () => {
    render(<Tags error="Câmpul etichete nu este valid." />)
    expect(screen.getByRole('textbox', { name: 'Etichete' })).toHaveAccessibleDescription(
      expect.stringContaining('Câmpul etichete nu este valid.')
    )
  })

  test('tags are a keyboard list: arrow keys move between them, Delete removes one', async () => {
    const user = userEvent.setup()
    render(<Tags />)
    const list = screen.getByRole('grid', { name: 'Etichete' })
    await user.click(within(list).getByRole('row', { name: 'vin' }))
    await user.keyboard('{ArrowRight}')
    expect(within(list).getByRole('row', { name: 'cafea' })).toHaveFocus()
    await user.keyboard('{Delete}')
    expect(screen.getByTestId('tags')).toHaveTextContent('vin|ceai')
  })

  test('Tab with an empty input moves focus on instead of adding a tag', async () => {
    const user = userEvent.setup()
    render(
      <>
        <Tags />
        <button type="button">Următorul</button>
      </>
    )
    await user.click(screen.getByRole('textbox', { name: 'Etichete' }))
    await user.tab()
    expect(screen.getByRole('button', { name: 'Următorul' })).toHaveFocus()
    expect(screen.getByTestId('tags')).toHaveTextContent('vin|cafea|ceai')
  })
})

describe('ColorInput', () => {
  test('what is typed reaches the form as typed (a colour lower-cased): a wrong one is never replaced by the old one', async () => {
    const user = userEvent.setup()
    const changes: string[] = []
    render(
      <Stateful initial="#112233" changes={changes}>
        {(value, onChange) => (
          <ColorInput
            name="branding.primary_color"
            label="Culoare principală"
            value={value}
            error="Culoarea trebuie să fie de forma #RRGGBB."
            onChange={onChange}
          />
        )}
      </Stateful>
    )
    const input = screen.getByRole('textbox', { name: 'Culoare principală' })
    expect(input).toHaveAccessibleDescription('Culoarea trebuie să fie de forma #RRGGBB.')
    await user.clear(input)
    await user.type(input, 'nu-e-culoare')
    await user.tab()
    // Kept as typed, in the field and in the form: the server refuses it with a message.
    expect(input).toHaveValue('nu-e-culoare')
    expect(changes.at(-1)).toBe('nu-e-culoare')
    await user.clear(input)
    await user.type(input, '#0A0B0C')
    await user.tab()
    expect(changes.at(-1)).toBe('#0a0b0c')
    expect(input).toHaveValue('#0a0b0c')
    // The swatch shows (and names) the colour.
    expect(screen.getByTestId('swatch')).toHaveAttribute('aria-label', expect.stringMatching(/.+/))
  })
  test('what is being typed survives a re-render of the form before it is committed', async () => {
    const user = userEvent.setup()
    function Form() {
      const [other, setOther] = useState(0)
      return (
        <Stateful initial="#fe9900">
          {(value, onChange) => (
            <>
              <ColorInput name="c" label="Culoare secundară" value={value} onChange={onChange} />
              <button
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => setOther(other + 1)}
              >
                Alt câmp {other}
              </button>
            </>
          )}
        </Stateful>
      )
    }
    render(<Form />)
    const input = screen.getByRole('textbox', { name: 'Culoare secundară' })
    await user.clear(input)
    await user.type(input, '#667788')
    // Another field changes while this one still has the focus (nothing committed yet).
    await user.click(screen.getByRole('button', { name: /Alt câmp/ }))
    expect(screen.getByRole('button', { name: 'Alt câmp 1' })).toBeInTheDocument()
    expect(input).toHaveFocus()
    expect(input).toHaveValue('#667788')
  })
})

describe('Modal', () => {
  test('opens as a labelled dialog, keeps focus inside, closes with Escape and returns focus', async () => {
    const user = userEvent.setup()
    function Harness() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <Button onPress={() => setOpen(true)}>Deschide</Button>
          <Modal title="Adaugă comunitate" isOpen={open} onOpenChange={setOpen}>
            {(close) => (
              <>
                <TextField name="name" label="Nume" value="" onChange={() => {}} />
                <Button onPress={close}>Gata</Button>
              </>
            )}
          </Modal>
        </>
      )
    }
    render(<Harness />)
    const trigger = screen.getByRole('button', { name: 'Deschide' })
    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Adaugă comunitate' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.tab()
    await user.tab()
    await user.tab()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(trigger).toHaveFocus())

    await user.click(trigger)
    await user.click(screen.getByRole('button', { name: 'Gata' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('DatePicker', () => {
  test('shows dd-MM-yyyy, and a day picked in the calendar with the keyboard is sent as yyyy-MM-dd', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<DatePicker name="start" label="Data" value="2026-03-05" onChange={onChange} />)
    const group = screen.getByRole('group', { name: 'Data' })
    expect(group.textContent?.replace(/[\u2066-\u2069]/g, '')).toBe('05-03-2026')
    await user.click(screen.getByRole('button', { name: /Deschide calendarul/ }))
    const calendar = screen.getByRole('dialog')
    // The chosen day has focus (named in Romanian); the arrows move, Enter picks.
    await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement))
    expect(document.activeElement).toHaveAccessibleName(/5 martie 2026/)
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2026-03-13')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  test('the server error is tied to the field', () => {
    render(
      <DatePicker
        name="start"
        label="Data"
        value=""
        onChange={() => {}}
        error="Câmpul data este obligatoriu."
      />
    )
    expect(screen.getByText('Câmpul data este obligatoriu.')).toBeInTheDocument()
    for (const segment of screen.getAllByRole('spinbutton')) {
      expect(segment).toHaveAttribute('aria-invalid', 'true')
      expect(segment.getAttribute('aria-describedby')).toContain(
        screen.getByText('Câmpul data este obligatoriu.').id
      )
    }
  })
})

describe('DataTable', () => {
  test('each row is named by its row-header column (the mailbox names rows by recipient)', () => {
    render(
      <DataTable<{ id: number; to: string; subject: string }>
        label="Emailuri"
        rows={[{ id: 7, to: 'ana@example.ro', subject: 'Resetarea parolei' }]}
        columns={[
          { key: 'id', label: '#' },
          { key: 'to', label: 'Către', isRowHeader: true },
          { key: 'subject', label: 'Subiect' },
        ]}
        rowKey={(row) => row.id}
        meta={{ currentPage: 1, lastPage: 1, perPage: 10, total: 1 }}
        state={{ sort: 'id', direction: 'desc', search: '', perPage: 10 }}
      />
    )
    expect(screen.getByRole('row', { name: /ana@example\.ro/ })).toHaveTextContent(
      'Resetarea parolei'
    )
    expect(screen.getByRole('rowheader', { name: 'ana@example.ro' })).toBeInTheDocument()
  })

  test('the search box, the page size, the paging buttons and the page numbers are reachable with Tab', async () => {
    const user = userEvent.setup()
    render(
      <DataTable<{ id: number }>
        label="Listă"
        rows={[{ id: 1 }]}
        columns={[{ key: 'id', label: '#', sortable: true }]}
        rowKey={(row) => row.id}
        meta={{ currentPage: 2, lastPage: 3, perPage: 10, total: 21 }}
        state={{ sort: 'id', direction: 'desc', search: '', perPage: 10 }}
      />
    )
    await user.tab()
    expect(screen.getByRole('searchbox', { name: 'Caută' })).toHaveFocus()
    await user.tab()
    // The sortable header's button.
    expect(screen.getByRole('button', { name: /#/ })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: /Pe pagină/ })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Înapoi' })).toHaveFocus()
    for (const page of ['Pagina 1', 'Pagina 2', 'Pagina 3', 'Înainte']) {
      await user.tab()
      expect(screen.getByRole('button', { name: page })).toHaveFocus()
    }
  })
})
