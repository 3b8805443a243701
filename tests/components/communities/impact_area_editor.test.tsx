import { useState } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import {
  ImpactAreaEditor,
  initialRows,
  rowsToSend,
} from '~/components/communities/impact_area_editor'
import type { ImpactAreaOption, ImpactAreaRow } from '~/components/communities/settings_types'

const AREAS: ImpactAreaOption[] = [
  {
    id: 1,
    name: 'Mediu',
    children: [
      { id: 11, name: 'Reciclare' },
      { id: 12, name: 'Împăduriri' },
    ],
  },
  { id: 2, name: 'Educație', children: [{ id: 21, name: 'Abandon școlar' }] },
  { id: 3, name: 'Cultură', children: [] },
]

function Editor({
  initial = [] as ImpactAreaRow[],
  options = AREAS,
  errors = {} as Record<string, string>,
}) {
  const [rows, setRows] = useState(initialRows(initial))
  return (
    <>
      <ImpactAreaEditor
        value={rows}
        onChange={setRows}
        options={options}
        errorAt={(path) => errors[path]}
      />
      <output data-testid="rows">{JSON.stringify(rows)}</output>
    </>
  )
}

const rows = () => JSON.parse(screen.getByTestId('rows').textContent ?? '[]') as ImpactAreaRow[]
const row = (n: number) => screen.getByRole('group', { name: `Aria de impact ${n}` })
const mainBox = (n: number) => within(row(n)).getByRole('combobox', { name: 'Aria principală' })
const childBox = (n: number) => within(row(n)).getByRole('combobox', { name: 'Arii secundare' })
const addButton = () => screen.getByRole('button', { name: 'Adaugă arie de impact' })
const removeButton = (n: number) => screen.getByRole('button', { name: `Elimină rândul ${n}` })
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent)

describe('ImpactAreaEditor', () => {
  test('starts with one empty row; children wait for the main area', () => {
    render(<Editor />)
    expect(rows()).toEqual([{ main_impact_area_id: null, child_impact_area_ids: [] }])
    expect(childBox(1)).toBeDisabled()
    expect(within(row(1)).getByText('Selectează mai întâi aria principală')).toBeInTheDocument()
    // The only row cannot be removed.
    expect(removeButton(1)).toBeDisabled()
  })

  test('choosing a main area offers its children; changing it clears them', async () => {
    const user = userEvent.setup()
    render(<Editor />)
    await user.click(mainBox(1))
    await user.click(screen.getByRole('option', { name: 'Mediu' }))
    expect(childBox(1)).toBeEnabled()
    await user.click(childBox(1))
    expect(optionNames()).toEqual(['Reciclare', 'Împăduriri'])
    await user.click(screen.getByRole('option', { name: 'Reciclare' }))
    await user.keyboard('{Escape}')
    expect(rows()).toEqual([{ main_impact_area_id: 1, child_impact_area_ids: [11] }])

    await user.click(mainBox(1))
    await user.clear(mainBox(1))
    await user.click(screen.getByRole('option', { name: 'Educație' }))
    expect(rows()).toEqual([{ main_impact_area_id: 2, child_impact_area_ids: [] }])
  })

  test('a main area without children says so', async () => {
    const user = userEvent.setup()
    render(<Editor initial={[{ main_impact_area_id: 3, child_impact_area_ids: [] }]} />)
    expect(
      within(row(1)).getByText('Nu există arii secundare pentru această arie principală')
    ).toBeInTheDocument()
    await user.click(childBox(1))
    expect(
      within(screen.getByRole('listbox')).getByText(
        'Nu există arii secundare pentru această arie principală'
      )
    ).toBeInTheDocument()
  })

  test('a main area chosen in another row is not offered again', async () => {
    const user = userEvent.setup()
    render(<Editor initial={[{ main_impact_area_id: 1, child_impact_area_ids: [11] }]} />)
    await user.click(addButton())
    await user.click(mainBox(2))
    expect(optionNames()).toEqual(['Educație', 'Cultură'])
    await user.click(screen.getByRole('option', { name: 'Cultură' }))
    // The first row still offers its own area, not the second row's.
    await user.click(mainBox(1))
    await user.clear(mainBox(1))
    expect(optionNames()).toEqual(['Mediu', 'Educație'])
  })

  test('rows are added only while unused main areas remain, removed only while more than one exists', async () => {
    const user = userEvent.setup()
    render(<Editor initial={[{ main_impact_area_id: 1, child_impact_area_ids: [] }]} />)
    await user.click(addButton())
    await user.click(addButton())
    expect(rows()).toHaveLength(3)
    expect(addButton()).toBeDisabled()

    await user.click(removeButton(2))
    expect(rows()).toHaveLength(2)
    expect(addButton()).toBeEnabled()
    await user.click(removeButton(2))
    expect(rows()).toEqual([{ main_impact_area_id: 1, child_impact_area_ids: [] }])
    expect(removeButton(1)).toBeDisabled()
  })

  test('with no main areas at all the list says so and no row can be added', async () => {
    const user = userEvent.setup()
    render(<Editor options={[]} />)
    await user.click(mainBox(1))
    expect(screen.getByText('Nu au fost găsite arii principale')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(addButton()).toBeDisabled()
  })

  test("server errors show under the row's fields", () => {
    render(
      <Editor
        initial={[
          { main_impact_area_id: 1, child_impact_area_ids: [21] },
          { main_impact_area_id: 2, child_impact_area_ids: [] },
        ]}
        errors={{
          'impact_areas.0.child_impact_area_ids':
            'Ariile secundare trebuie să aparțină ariei principale alese.',
          'impact_areas.1.main_impact_area_id': 'Această arie principală este deja aleasă.',
        }}
      />
    )
    expect(
      within(row(1)).getByText('Ariile secundare trebuie să aparțină ariei principale alese.')
    ).toBeInTheDocument()
    expect(
      within(row(2)).getByText('Această arie principală este deja aleasă.')
    ).toBeInTheDocument()
    expect(mainBox(2)).toHaveAttribute('aria-invalid', 'true')
  })

  test('rows without a main area are not sent', () => {
    expect(
      rowsToSend([
        { main_impact_area_id: 1, child_impact_area_ids: [11] },
        { main_impact_area_id: null, child_impact_area_ids: [] },
      ])
    ).toEqual([{ main_impact_area_id: 1, child_impact_area_ids: [11] }])
  })
})
