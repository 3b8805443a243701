import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { Switch } from '~/components/ui/switch'

function Controlled({ initial = false }: { initial?: boolean }) {
  const [on, setOn] = useState(initial)
  return (
    <>
      <Switch name="google" label="Google" isSelected={on} onChange={setOn} />
      <output>{on ? 'pornit' : 'oprit'}</output>
    </>
  )
}

test('a switch is named by its label and toggles by click on the label and by Space', async () => {
  const user = userEvent.setup()
  render(<Controlled />)
  const control = screen.getByRole('switch', { name: 'Google' })
  expect(control).not.toBeChecked()
  await user.click(screen.getByText('Google'))
  expect(control).toBeChecked()
  expect(screen.getByText('pornit')).toBeInTheDocument()
  await user.keyboard(' ')
  expect(control).not.toBeChecked()
  expect(screen.getByText('oprit')).toBeInTheDocument()
})

test('a switch starts in the state it is given', () => {
  render(<Controlled initial />)
  expect(screen.getByRole('switch', { name: 'Google' })).toBeChecked()
})
