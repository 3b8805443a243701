/**
 * The dashboard's cards of a few records (DashboardList): the members who joined lately and the
 * upcoming events, each a named section with its links, or a sentence when there is none.
 */
import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { RecentMembers } from '~/components/dashboard/recent_members'
import { UpcomingEvents } from '~/components/events/upcoming_events'
import { formatDate } from '~/lib/format'

describe('the dashboard’s lists', () => {
  test('the members who joined: the count beside the heading, each name a link to the contact', () => {
    // Joined six days ago (relative: the card lists the last 30 days).
    const joinedAt = new Date(Date.now() - 6 * 24 * 60 * 60 * 1000).toISOString()
    render(
      <RecentMembers
        members={{
          count: 1234,
          latest: [{ contactUid: 'c-1', name: 'Ana Pop', joinedAt }],
        }}
      />
    )
    const section = screen.getByRole('region', { name: 'Membri noi în ultimele 30 de zile' })
    expect(within(section).getByTestId('recent-members')).toHaveTextContent('1.234')
    const link = within(section).getByRole('link', { name: 'Ana Pop' })
    expect(link).toHaveAttribute('href', '/contacts/c-1')
    expect(link.closest('li')).toHaveTextContent(`din ${formatDate(joinedAt)}`)
  })

  test('no member, no event: a sentence each, and the events’ link to all', () => {
    render(<RecentMembers members={{ count: 0, latest: [] }} />)
    render(<UpcomingEvents events={[]} />)
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    expect(screen.getByText('Niciun membru nou.')).toBeInTheDocument()
    expect(screen.getByText('Niciun eveniment programat.')).toBeInTheDocument()
    const events = screen.getByRole('region', { name: 'Următoarele evenimente' })
    expect(within(events).getByRole('link', { name: 'Toate evenimentele' })).toHaveAttribute(
      'href',
      '/events'
    )
  })
})
