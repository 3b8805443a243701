import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { AuditEntries } from '~/components/audit/audit_entries'
import type { AuditRow } from '@shared/audit'

const entry = (fields: Partial<AuditRow>): AuditRow => ({
  id: 1,
  createdAt: new Date().toISOString(),
  user: 'Ion Popescu',
  userEmail: 'ion@example.test',
  action: 'update',
  recordType: 'event',
  recordId: 7,
  recordLabel: 'Atelier',
  fields: {},
  details: {},
  ip: '127.0.0.1',
  userAgent: null,
  organization: null,
  ...fields,
})

describe('AuditEntries', () => {
  test("an attendee's entry: the registration's statuses by name, the contact by uid", () => {
    render(
      <AuditEntries
        entries={[
          entry({
            action: 'attendee_cancel',
            fields: { status: ['confirmed', 'cancelled'] },
            details: { contact: '01JCONTACT0000000000000000' },
          }),
        ]}
      />
    )
    const row = screen.getByRole('row', { name: /Ion Popescu/ })
    expect(row).toHaveTextContent('Participare anulată')
    expect(row).toHaveTextContent('Stare: Confirmat → Anulat')
    expect(row).toHaveTextContent('Contact: 01JCONTACT0000000000000000')
  })

  test("another record's status stays as written", () => {
    render(
      <AuditEntries
        entries={[entry({ recordType: 'invoice', fields: { status: ['draft', 'issued'] } })]}
      />
    )
    expect(screen.getByRole('row', { name: /Ion Popescu/ })).toHaveTextContent(
      'Stare: draft → issued'
    )
  })

  test('a deleted contact: labelled by its uid, its fields by name without values', () => {
    render(
      <AuditEntries
        entries={[
          entry({
            action: 'delete',
            recordType: 'contact',
            recordLabel: '01JCONTACT0000000000000000',
            fields: { first_name: [null, null], email: [null, null] },
          }),
        ]}
      />
    )
    const row = screen.getByRole('row', { name: /Ion Popescu/ })
    const cells = within(row).getAllByRole('cell')
    expect(cells[2]).toHaveTextContent('Contact01JCONTACT0000000000000000')
    expect(cells[3]).toHaveTextContent('Prenume: — → —Email: — → —')
  })
})
