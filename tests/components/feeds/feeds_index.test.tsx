import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import FeedsIndex, { type FeedRow } from '~/pages/feeds/index'

const LONG = 'Întâlnirea de vară a comunității are loc sâmbătă în parcul central, de la ora zece'
const CAPTION = 'Răspunde la toate întrebările până duminică seara și află ce premii te așteaptă'

function row(id: number, fields: Partial<FeedRow>): FeedRow {
  return {
    uid: `00000000-0000-4000-8000-00000000000${id}`,
    id,
    type: 'post',
    visibility: 'public',
    isScheduled: false,
    text: '',
    caption: null,
    thumbnailUrl: null,
    createdBy: null,
    scheduledFor: null,
    pending: false,
    // An hour ago: the list shows it as given, whatever today is.
    createdAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    deletedAt: null,
    ...fields,
  }
}

function renderList(feeds: FeedRow[]) {
  render(
    <FeedsIndex
      feeds={feeds}
      meta={{ currentPage: 1, lastPage: 1, perPage: 20, total: feeds.length }}
      state={{
        sort: 'created_at',
        direction: 'desc',
        search: '',
        perPage: 20,
        type: null,
        deleted: false,
      }}
      options={{
        types: [
          { value: 'post', label: 'Postare' },
          { value: 'quest', label: 'Quest' },
        ],
        visibilities: [{ value: 'public', label: 'Public' }],
      }}
    />
  )
}

describe('/feeds', () => {
  test('a long text is cut at 50 characters with an ellipsis, the whole of it on hover', () => {
    renderList([
      row(1, { text: LONG }),
      row(2, { text: 'Scurt și la obiect' }),
      row(3, { type: 'quest', text: 'Vânătoarea de comori', caption: CAPTION }),
    ])
    const long = screen.getByRole('link', { name: 'Deschide feed-ul #1' })
    expect(long).toHaveTextContent(`${LONG.slice(0, 50).trimEnd()}…`)
    expect(within(long).getByTitle(LONG)).toBeInTheDocument()

    const short = screen.getByRole('link', { name: 'Deschide feed-ul #2' })
    expect(short).toHaveTextContent('Scurt și la obiect')
    expect(within(short).queryByTitle('Scurt și la obiect')).toBeNull()

    // A quest item's caption under its name is cut the same way.
    const caption = screen.getByTitle(CAPTION)
    expect(caption).toHaveTextContent(`${CAPTION.slice(0, 50).trimEnd()}…`)
  })
})
