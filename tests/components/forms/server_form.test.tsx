import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { ServerForm } from '~/components/forms/server_form'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/text_field'

function renderForm(onSubmit: () => void) {
  return render(
    <ServerForm onSubmit={onSubmit}>
      <TextField name="name" label="Nume" value="Ana" onChange={() => {}} />
      <Button type="submit">Trimite</Button>
    </ServerForm>
  )
}

test('the submit button sends the form once', async () => {
  const user = userEvent.setup()
  const onSubmit = vi.fn()
  renderForm(onSubmit)
  await user.click(screen.getByRole('button', { name: 'Trimite' }))
  expect(onSubmit).toHaveBeenCalledTimes(1)
})

test('Enter in a field sends the form once', async () => {
  const user = userEvent.setup()
  const onSubmit = vi.fn()
  renderForm(onSubmit)
  await user.click(screen.getByRole('textbox', { name: 'Nume' }))
  await user.keyboard('{Enter}')
  expect(onSubmit).toHaveBeenCalledTimes(1)
})
