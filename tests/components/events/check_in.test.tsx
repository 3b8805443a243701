import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import CheckIn from '~/pages/events/check_in'
import { formatDateTime } from '~/lib/format'
import { formMock } from '../ui/helpers'

afterEach(() => vi.clearAllMocks())

const hour = 60 * 60 * 1000
const counts = { limit: 40, confirmed: 3, checked_in: 1, held: 0, offered: 0 }

function screenFor(startsIn: number) {
  const startAt = new Date(Date.now() + startsIn).toISOString()
  render(
    <CheckIn
      event={{ uid: '01JEVENT000000000000000000', name: 'Atelier', startAt }}
      counts={counts}
      result={null}
    />
  )
  return startAt
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const field = screen.getByRole('textbox', { name: /^Codul biletului/ })
  await user.clear(field)
  await user.type(field, code)
  await user.click(screen.getByRole('button', { name: 'Verifică și marchează prezent' }))
}

describe('check-in before the event', () => {
  test('more than a day before the start: the first check-in asks, with the start; once confirmed, the next go through', async () => {
    const user = userEvent.setup()
    const startAt = screenFor(3 * 24 * hour)
    await typeCode(user, 'ABCD-EFGH-JKLM-NPQR')

    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(
      `Evenimentul începe pe ${formatDateTime(startAt)}. Confirmi check-in-ul?`
    )
    expect(formatDateTime(startAt)).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)
    expect(formMock.post).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Confirmă check-in-ul' }))
    expect(formMock.post).toHaveBeenCalledTimes(1)
    expect(formMock.post).toHaveBeenCalledWith(
      '/events/01JEVENT000000000000000000/check-in',
      { code: 'ABCD-EFGH-JKLM-NPQR' },
      expect.anything()
    )
    expect(screen.queryByRole('dialog')).toBeNull()

    await typeCode(user, 'BCDE-FGHJ-KLMN-PQRS')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(formMock.post).toHaveBeenCalledTimes(2)
  })

  test('"Renunță" sends nothing', async () => {
    const user = userEvent.setup()
    screenFor(30 * hour)
    await typeCode(user, 'ABCD-EFGH-JKLM-NPQR')
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Renunță' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(formMock.post).not.toHaveBeenCalled()
  })

  test('within a day of the start (or after it), the code is checked in at once', async () => {
    const user = userEvent.setup()
    screenFor(2 * hour)
    await typeCode(user, 'ABCD-EFGH-JKLM-NPQR')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(formMock.post).toHaveBeenCalledTimes(1)
  })
})
