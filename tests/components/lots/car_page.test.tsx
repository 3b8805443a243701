import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import CarPage from '~/pages/lots/car'
import AdminBids, { type AdminBidRow } from '~/pages/invoices/bids'

const day = 24 * 60 * 60 * 1000
/** Yesterday's rate: the pages show its day as given. */
const rate = { eurron: 5, date: new Date(Date.now() - day).toISOString().slice(0, 10) }
const lot = {
  uid: '01JLOT0000000000000000000A',
  title: 'Licitația de iarnă',
  startsAt: new Date(Date.now() - 3 * day).toISOString(),
  endsAt: new Date(Date.now() - day).toISOString(),
  state: 'closed' as const,
  closedEarlyAt: null,
}
const car = {
  uid: '01JCAR0000000000000000000A',
  make: 'Dacia',
  model: 'Duster',
  year: 2019,
  description: 'Un singur proprietar.',
  startingPrice: '9500.00',
  photoUrl: null,
}
const placedAt = new Date(Date.now() - 2 * day).toISOString()
const bid = {
  uid: '01JBID0000000000000000000A',
  bidder: 'Ioana Constantin',
  bidderEmail: 'ioana@example.test',
  amount: '10800.50',
  placedAt,
  state: 'won' as const,
  withdrawal: null,
  award: null,
  invoice: null,
}
const row: AdminBidRow = {
  uid: bid.uid,
  id: 1,
  amountCents: 1_080_050,
  amount: '10800.50',
  placedAt,
  car: {
    carUid: car.uid,
    make: car.make,
    model: car.model,
    year: car.year,
    lotUid: lot.uid,
    lotTitle: lot.title,
  },
  bidder: bid.bidder,
  invoice: null,
  community: null,
  state: 'won',
}

/** The RON cell of the bid's row on the page rendered. */
function ronOfBid() {
  const bidRow = screen.getByRole('row', { name: /Ioana Constantin/ })
  return within(bidRow).getByText(/ RON$/).textContent
}

describe('a bid in RON', () => {
  test('the car page and the bids table show the same whole-lei amount for the same bid', () => {
    const carPage = render(
      <CarPage
        lot={lot}
        car={car}
        bids={[bid]}
        award={{ awardedUid: bid.uid, invoiced: false, nextUid: null }}
        rate={rate}
        readOnly
      />
    )
    const onCarPage = ronOfBid()
    carPage.unmount()

    render(
      <AdminBids
        bids={[row]}
        meta={{ total: 1, perPage: 25, currentPage: 1, lastPage: 1 }}
        state={{ search: '', sort: 'placed_at', direction: 'desc', perPage: 25, community: '' }}
        rate={rate}
        communities={[]}
        showCommunity={false}
      />
    )
    // 10.800,50 EUR × 5 = 54.002,50, rounded to whole lei.
    expect(onCarPage).toBe('54.003 RON')
    expect(ronOfBid()).toBe(onCarPage)
  })
})

describe("a bid's state on the car page", () => {
  test('the first winner who gave the car up is "Renunțat", not "Depășită"', () => {
    const renounced = { ...bid, state: 'renounced' as const }
    const next = {
      ...bid,
      uid: '01JBID0000000000000000000B',
      bidder: 'Radu Stoica',
      amount: '10750.00',
      state: 'won' as const,
      award: { at: placedAt, reason: 'Nu a plătit.' },
    }
    render(
      <CarPage
        lot={lot}
        car={car}
        bids={[renounced, next]}
        award={{ awardedUid: next.uid, invoiced: false, nextUid: null }}
        rate={rate}
        readOnly
      />
    )
    const first = screen.getByRole('row', { name: /Ioana Constantin/ })
    expect(within(first).getByTestId('bid-state')).toHaveTextContent('Renunțat')
    const second = screen.getByRole('row', { name: /Radu Stoica/ })
    expect(within(second).getByTestId('bid-state')).toHaveTextContent('Câștigătoare')
  })
})

describe('the bids as cards on a phone', () => {
  afterEach(() => vi.unstubAllGlobals())

  test('every card shows its lot, not only the first of its run', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    const second = { ...row, uid: '01JBID0000000000000000000B', id: 2, bidder: 'Radu Stoica' }
    render(
      <AdminBids
        bids={[row, second]}
        meta={{ total: 2, perPage: 25, currentPage: 1, lastPage: 1 }}
        state={{ search: '', sort: 'placed_at', direction: 'desc', perPage: 25, community: '' }}
        rate={rate}
        communities={[]}
        showCommunity={false}
      />
    )
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(2)
    for (const card of cards) {
      const lotValue = within(card).getByText('Lot', { selector: 'dt' }).nextElementSibling
      expect(lotValue).toHaveTextContent(lot.title)
      expect(lotValue!.querySelector('.sr-only')).toBeNull()
    }
  })
})
