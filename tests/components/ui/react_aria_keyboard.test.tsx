import { useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { Modal } from '~/components/ui/modal'
import { PageTabs } from '~/components/ui/page_tabs'
import { StateFilter, type SoftDeleteState } from '~/components/ui/state_filter'
import { Switch } from '~/components/ui/switch'
import { Tabs } from '~/components/ui/tabs'
import { TextArea } from '~/components/ui/text_area'
import { TextField } from '~/components/ui/text_field'
import { pageMock, routerMock } from './helpers'

afterEach(() => {
  pageMock.url = '/'
  routerMock.replace.mockClear()
})

describe('Button', () => {
  test('Tab reaches it; Enter and Space press it; a disabled or busy one is skipped and never pressed', async () => {
    const user = userEvent.setup()
    const onPress = vi.fn()
    const never = vi.fn()
    render(
      <>
        <Button onPress={onPress}>Salvează</Button>
        <Button isDisabled onPress={never}>
          Indisponibil
        </Button>
        <Button processing onPress={never}>
          Se salvează
        </Button>
        <button type="button">După</button>
      </>
    )
    await user.tab()
    expect(screen.getByRole('button', { name: 'Salvează' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onPress).toHaveBeenCalledTimes(2)
    await user.tab()
    expect(screen.getByRole('button', { name: 'După' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Indisponibil' }))
    await user.click(screen.getByRole('button', { name: /Se salvează/ }))
    expect(never).not.toHaveBeenCalled()
  })

  test('a submit button sends its form on Enter', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Trimite</Button>
      </form>
    )
    await user.tab()
    await user.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})

describe('Checkbox and Switch', () => {
  function Toggles() {
    const [box, setBox] = useState(false)
    const [on, setOn] = useState(true)
    return (
      <>
        <Checkbox isSelected={box} onChange={setBox}>
          Verifică duplicatele
        </Checkbox>
        <Switch label="Publicat" isSelected={on} onChange={setOn} />
        <Switch label="Blocat" isDisabled />
      </>
    )
  }

  test('Tab moves from the checkbox to the switch (the disabled one is skipped); Space toggles each', async () => {
    const user = userEvent.setup()
    render(<Toggles />)
    const box = screen.getByRole('checkbox', { name: 'Verifică duplicatele' })
    const toggle = screen.getByRole('switch', { name: 'Publicat' })
    await user.tab()
    expect(box).toHaveFocus()
    await user.keyboard(' ')
    expect(box).toBeChecked()
    await user.tab()
    expect(toggle).toHaveFocus()
    await user.keyboard(' ')
    expect(toggle).not.toBeChecked()
    await user.tab()
    expect(screen.getByRole('switch', { name: 'Blocat' })).not.toHaveFocus()
    expect(screen.getByRole('switch', { name: 'Blocat' })).toBeDisabled()
  })
})

describe('TextField and TextArea', () => {
  function Fields() {
    const [name, setName] = useState('')
    const [count, setCount] = useState('')
    const [about, setAbout] = useState('')
    return (
      <>
        <TextField
          name="name"
          label="Nume"
          isRequired
          value={name}
          onChange={setName}
          description="Cum apare în listă."
          error="Câmpul nume este obligatoriu."
        />
        <TextField name="count" label="Număr" type="number" value={count} onChange={setCount} />
        <TextArea name="about" label="Despre" value={about} onChange={setAbout} maxLength={5} />
      </>
    )
  }

  test('Tab goes through the fields in order; the label, description and error are tied to the input', async () => {
    const user = userEvent.setup()
    render(<Fields />)
    const name = screen.getByRole('textbox', { name: 'Nume' })
    expect(name).toHaveAttribute('aria-required', 'true')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription(/Cum apare în listă\..*Câmpul nume este obligatoriu\./)
    await user.tab()
    expect(name).toHaveFocus()
    await user.keyboard('Ana')
    expect(name).toHaveValue('Ana')
    await user.tab()
    const count = screen.getByRole('textbox', { name: 'Număr' })
    expect(count).toHaveFocus()
    await user.keyboard('1a2')
    expect(count).toHaveValue('12')
    await user.tab()
    const about = screen.getByRole('textbox', { name: 'Despre' })
    expect(about).toHaveFocus()
    await user.keyboard('abcdefg')
    expect(about).toHaveValue('abcde')
    expect(screen.getByTestId('counter')).toHaveTextContent('5/5')
  })
})

const panelTabs = [
  { id: 'profile', label: 'Profil', content: <p>panoul profilului</p> },
  { id: 'links', label: 'Link-uri', content: <button type="button">În panou</button> },
  { id: 'other', label: 'Alte informații', content: <p>altele</p> },
]

describe('Tabs', () => {
  test('one Tab stop for the strip; ←/→ wrap, Home and End open; the next Tab goes into the panel', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Setări" tabs={panelTabs} />)
    const tab = (name: string) => screen.getByRole('tab', { name })
    await user.tab()
    expect(tab('Profil')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(tab('Alte informații')).toHaveFocus()
    expect(tab('Alte informații')).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Home}')
    expect(tab('Profil')).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(tab('Alte informații')).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(tab('Link-uri')).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('În panou')
    expect(routerMock.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/?tab=links' })
    )
    await user.tab()
    expect(screen.getByRole('button', { name: 'În panou' })).toHaveFocus()
  })
})

describe('PageTabs', () => {
  test('Tab enters the strip and leaves it at the next Tab; arrows only move the focus', async () => {
    const user = userEvent.setup()
    render(
      <>
        <PageTabs
          label="Secțiuni"
          selected="profile"
          tabs={[
            { id: 'profile', label: 'Profil', href: '/o/1' },
            { id: 'settings', label: 'Setări', href: '/o/1/settings' },
          ]}
        />
        <button type="button">După</button>
      </>
    )
    await user.tab()
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('link', { name: 'Setări' })).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page')
    await user.tab()
    expect(screen.getByRole('button', { name: 'După' })).toHaveFocus()
  })
})

describe('StateFilter', () => {
  function Filter({ onChange }: { onChange: (state: SoftDeleteState) => void }) {
    const [state, setState] = useState<SoftDeleteState>('active')
    return (
      <StateFilter
        label="Stare"
        labels={{ active: 'Active', deleted: 'Șterse', all: 'Toate' }}
        value={state}
        onChange={(next) => {
          onChange(next)
          setState(next)
        }}
      />
    )
  }

  test('Tab reaches the chosen state; arrows move; Space and Enter choose; choosing the chosen one again does nothing', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Filter onChange={onChange} />)
    const radio = (name: string) => screen.getByRole('radio', { name })
    expect(screen.getByRole('radiogroup', { name: 'Stare' })).toBeInTheDocument()
    await user.tab()
    expect(radio('Active')).toHaveFocus()
    expect(radio('Active')).toBeChecked()
    await user.keyboard('{ArrowRight}')
    expect(radio('Șterse')).toHaveFocus()
    expect(onChange).not.toHaveBeenCalled()
    await user.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith('deleted')
    expect(radio('Șterse')).toBeChecked()
    await user.keyboard('{ArrowRight}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('all')
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(radio('Toate')).toBeChecked()
  })
})

describe('Modal', () => {
  test('opens with the focus inside; Escape closes it and the focus returns to its button', async () => {
    const user = userEvent.setup()
    function Opener() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <Button onPress={() => setOpen(true)}>Deschide</Button>
          <Modal title="Fereastră" isOpen={open} onOpenChange={setOpen}>
            <button type="button">Înăuntru</button>
          </Modal>
        </>
      )
    }
    render(<Opener />)
    await user.tab()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Fereastră' }, { timeout: 5000 })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deschide' })).toHaveFocus())
  })
})
