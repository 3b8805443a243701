import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { DatePicker } from '~/components/ui/date_picker'

// 23:30 UTC on 10 May 2031: already 02:30 on the 11th in Bucharest, still the 10th (13:30) in
// Honolulu, where this browser believes it is.
const originalZone = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'Pacific/Honolulu'
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2031-05-10T23:30:00Z'))
})
afterAll(() => {
  vi.useRealTimers()
  process.env.TZ = originalZone
})

test.each([false, true])(
  "an empty picker (with time: %s) opens its calendar on the organization's today, not the browser's",
  async (withTime) => {
    const user = userEvent.setup()
    render(
      <DatePicker name="when" label="Data" value={null} onChange={() => {}} withTime={withTime} />
    )
    await user.click(screen.getByRole('button', { name: /Deschide calendarul/ }))
    const calendar = await screen.findByRole('dialog')
    const focused = calendar.ownerDocument.activeElement
    expect(calendar).toContainElement(focused as HTMLElement)
    expect(focused).toHaveTextContent(/^11$/)
    expect(focused).toHaveAccessibleName(/\b11\b.*mai.*2031/i)
  }
)
