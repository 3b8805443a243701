import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { TagInput } from '~/components/ui/tag_input'

// The stand-in on its own: the widget's chunk never comes (a slow network, or keys pressed in
// the moment before it arrives). Nothing typed or pressed meanwhile may be lost.
vi.unmock('~/components/ui/tag_input')
vi.mock('~/components/ui/tag_input_widget', () => new Promise(() => {}))
vi.mock('@inertiajs/react', async () => (await import('./helpers')).inertiaMock)

function Tags() {
  const [tags, setTags] = useState(['vin'])
  return (
    <>
      <TagInput label="Etichete" value={tags} onChange={setTags} maxLength={8} />
      <output data-testid="tags">{tags.join('|')}</output>
    </>
  )
}

test('before its widget is there, the tag input adds, refuses and removes tags the same way', async () => {
  const user = userEvent.setup()
  render(<Tags />)
  const input = screen.getByRole('textbox', { name: 'Etichete' })
  await user.click(input)
  await user.keyboard('cafea{Enter}ceai,')
  expect(screen.getByTestId('tags')).toHaveTextContent('vin|cafea|ceai')
  expect(input).toHaveValue('')

  await user.keyboard('VIN{Enter}')
  expect(input).toHaveAccessibleDescription('Această etichetă există deja.')
  expect(input).toHaveValue('VIN')
  await user.clear(input)
  await user.keyboard('ciocolata{Enter}')
  expect(input).toHaveAccessibleDescription('Eticheta este prea lungă (maxim 8 caractere).')

  await user.clear(input)
  await user.keyboard('{Backspace}')
  expect(screen.getByTestId('tags')).toHaveTextContent('vin|cafea')
  expect(screen.getByRole('textbox', { name: 'Etichete' })).toBe(input)
})
