import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import LotEdit from '~/pages/lots/edit'
import { routerMock } from '../ui/helpers'

afterEach(() => vi.clearAllMocks())

const year = new Date().getFullYear() + 1
const lot = {
  uid: '01JLOT0000000000000000000A',
  title: 'Licitația de iarnă',
  start_date: `${year}-12-01 10:00:00`,
  end_date: `${year}-12-20 18:00:00`,
}
const status = {
  uid: lot.uid,
  title: lot.title,
  startsAt: `${year}-12-01T08:00:00.000Z`,
  endsAt: `${year}-12-20T16:00:00.000Z`,
  state: 'open' as const,
  closedEarlyAt: null,
  closedBy: null,
}

/** The end date the form holds, as its picker submits it. */
const endField = () => document.querySelector<HTMLInputElement>('input[name="end_date"]')!.value

describe('/lots/{uid}: "Închide licitația"', () => {
  test('the end date field shows the new end once the lot is closed, without a reload', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<LotEdit lot={lot} status={status} cars={[]} />)
    expect(endField()).toBe(`${year}-12-20T18:00:00`)

    await user.click(screen.getByRole('button', { name: 'Închide licitația' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Închide licitația' }))
    expect(routerMock.post).toHaveBeenCalledWith(
      `/lots/${lot.uid}/close`,
      {},
      expect.objectContaining({ preserveScroll: true })
    )

    // The server's redirect brings the lot page again, its lot ending now.
    const closed = { ...lot, end_date: `${year}-12-05 09:30:00` }
    const closedStatus = { ...status, state: 'closed' as const, closedEarlyAt: status.startsAt }
    const options = routerMock.post.mock.calls[0][2] as {
      onSuccess: (page: { props: Record<string, unknown> }) => void
      onFinish: () => void
    }
    act(() => {
      rerender(<LotEdit lot={closed} status={closedStatus} cars={[]} />)
      options.onSuccess({ props: { lot: closed, status: closedStatus, cars: [] } })
      options.onFinish()
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(endField()).toBe(`${year}-12-05T09:30:00`)
    expect(screen.getByRole('textbox', { name: /^Titlu/ })).toHaveValue(lot.title)
  })
})
