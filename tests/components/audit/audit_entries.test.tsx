import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { AuditEntries } from '~/components/audit/audit_entries'
import type { AuditRow } from '@shared/audit'
import { pageMock } from '../ui/helpers'
import { nextYear, orgDay, shownDay } from '../../support/org_dates'

// Relative to today (docs/testing.md): the day a request is received and its due day, and a
// summer day of next year, whose 07:00 UTC is 10:00 in the organization's zone.
const today = orgDay(0)
const due = orgDay(30)
const summer = nextYear()

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

  test("a status without a catalog of its own (a company's) stays as written", () => {
    render(
      <AuditEntries
        entries={[entry({ recordType: 'company', fields: { status: ['activ', 'inactiv'] } })]}
      />
    )
    expect(screen.getByRole('row', { name: /Ion Popescu/ })).toHaveTextContent(
      'Stare: activ → inactiv'
    )
  })

  test("an event moved by an hour: its start in the organization's time, by name", () => {
    render(
      <AuditEntries
        entries={[
          entry({
            fields: {
              start_at: [
                `${summer}-06-01T07:00:00.000+00:00`,
                `${summer}-06-01T08:00:00.000+00:00`,
              ],
              attendees_price_cents: [2500, 3000],
              promises: [[], ['Cafea', 'Parcare']],
            },
          }),
        ]}
      />
    )
    const changes = within(screen.getByRole('row', { name: /Ion Popescu/ })).getAllByRole(
      'listitem'
    )
    expect(changes.map((item) => item.textContent)).toEqual([
      `Început: 01-06-${summer} 10:00 → 01-06-${summer} 11:00`,
      'Preț participare: 25,00 EUR → 30,00 EUR',
      'Promisiuni: — → Cafea, Parcare',
    ])
  })

  test('a new invoice: its amounts in its currency, its status and kind by name, its dates as days', () => {
    render(
      <AuditEntries
        entries={[
          entry({
            action: 'invoice_issue',
            recordType: 'invoice',
            recordLabel: 'AUT-12',
            fields: {
              'kind': [null, 'invoice'],
              'currency': [null, 'RON'],
              'amount_cents': [null, 410050],
              'total_ron_bani': [null, 2040000],
              'status': [null, 'issued'],
              'issue_date': [null, `${today}T00:00:00.000+00:00`],
              'buyer.kind': [null, 'company'],
            },
          }),
        ]}
      />
    )
    const changes = within(screen.getByRole('row', { name: /Ion Popescu/ })).getAllByRole(
      'listitem'
    )
    expect(changes.map((item) => item.textContent)).toEqual([
      'Tip: — → Factură',
      'Monedă: — → RON',
      'Valoare fără TVA: — → 4.100,50 RON',
      'Total în lei: — → 20.400,00 RON',
      'Stare: — → Emisă',
      `Data emiterii: — → ${shownDay(today)}`,
      'Cumpărător › Tip: — → Companie',
    ])
  })

  test("a contact's postal code and consent, in the catalog's words; English in English", () => {
    const contact = entry({
      recordType: 'contact',
      fields: { 'address.zip_code': ['010101', '020202'], 'type': ['event_contact', 'contact'] },
      details: { given: true },
    })
    const { unmount } = render(<AuditEntries entries={[contact]} />)
    const row = screen.getByRole('row', { name: /Ion Popescu/ })
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual([
      'Adresă › Cod poștal: 010101 → 020202',
      'Tip: Contact de eveniment → Contact',
      'Acord dat: Da',
    ])
    unmount()
    pageMock.props.locale = 'en'
    render(<AuditEntries entries={[contact]} />)
    expect(
      within(screen.getByRole('row', { name: /Ion Popescu/ }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual([
      'Address › Postal code: 010101 → 020202',
      'Type: Event contact → Contact',
      'Consent given: Yes',
    ])
  })

  test('a consent and a GDPR request: their codes by the names the GDPR screens use', () => {
    render(
      <AuditEntries
        entries={[
          entry({
            id: 1,
            action: 'marketing_consent',
            recordType: 'contact',
            details: { given: false, basis: 'consent', source: 'registration' },
          }),
          entry({
            id: 2,
            action: 'gdpr_request',
            recordType: 'gdpr_request',
            recordLabel: 'erasure',
            details: { kind: 'erasure', received_on: today, due_on: due },
          }),
        ]}
      />
    )
    const [consent, request] = screen.getAllByRole('row', { name: /Ion Popescu/ })
    expect(
      within(consent)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual([
      'Acord dat: Nu',
      'Temei: Consimțământ (art. 6 alin. 1 lit. a GDPR)',
      'Sursă: Înscriere la eveniment',
    ])
    expect(
      within(request)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['Tip: Ștergere', `Primită la: ${shownDay(today)}`, `Termen: ${shownDay(due)}`])
  })

  /** The lines of a row's changes and details, and its record cell, as read. */
  const shown = (row: HTMLElement) => ({
    record: within(row).getAllByRole('cell')[2].textContent,
    lines: within(row)
      .queryAllByRole('listitem')
      .map((item) => item.textContent),
  })

  test('a GDPR request: named by its kind and the day it was received, not by its code', () => {
    render(
      <AuditEntries
        entries={[
          entry({
            id: 1,
            action: 'gdpr_request_done',
            recordType: 'gdpr_request',
            recordId: 1,
            recordLabel: 'erasure',
            details: { kind: 'erasure', received_on: today },
          }),
          // Written before the day was: its kind's name alone.
          entry({
            id: 2,
            action: 'gdpr_request',
            recordType: 'gdpr_request',
            recordId: 2,
            recordLabel: 'access',
            details: { kind: 'access', due_on: due },
          }),
        ]}
      />
    )
    const [done, older] = screen.getAllByRole('row', { name: /Ion Popescu/ })
    expect(shown(done).record).toBe(`Cerere GDPRCerere de ștergere, ${shownDay(today)}`)
    expect(shown(done).lines).toEqual(['Tip: Ștergere', `Primită la: ${shownDay(today)}`])
    expect(shown(older).record).toBe('Cerere GDPRCerere de acces')
    expect(shown(older).record).not.toMatch(/access/)
  })

  test('exports: named by what and the format, the filters beside', () => {
    render(
      <AuditEntries
        entries={[
          entry({
            id: 1,
            action: 'export',
            recordType: 'route',
            recordId: null,
            recordLabel: 'contacte.csv',
            details: { what: 'contacte', format: 'csv', search: 'Ion' },
          }),
          entry({
            id: 2,
            action: 'export',
            recordType: 'route',
            recordId: null,
            recordLabel: 'participanti-12.xlsx',
            details: { what: 'participanti-12', format: 'xlsx', search: '', status: 'waiting' },
          }),
          entry({
            id: 3,
            action: 'export',
            recordType: 'contact',
            recordId: 9,
            recordLabel: null,
            details: { what: 'gdpr_export', format: 'json' },
          }),
          entry({
            id: 4,
            action: 'export',
            recordType: 'route',
            recordId: null,
            recordLabel: 'produse.csv',
            details: { what: 'produse', format: 'csv', state: 'deleted' },
          }),
          entry({
            id: 5,
            action: 'export',
            recordType: 'route',
            recordId: null,
            recordLabel: 'audit.xlsx',
            details: { what: 'audit', format: 'xlsx', action: 'delete', record_type: 'invoice' },
          }),
        ]}
      />
    )
    const [contacts, attendees, gdpr, products, log] = screen.getAllByRole('row', {
      name: /Ion Popescu/,
    })
    expect(shown(contacts)).toEqual({
      record: 'PaginăExport contacte (CSV)',
      lines: ['Ce: Export contacte', 'Format: CSV', 'Căutare: Ion'],
    })
    expect(shown(attendees).record).toBe('PaginăExport participanți #12 (XLSX)')
    expect(shown(attendees).lines).toEqual([
      'Ce: Export participanți #12',
      'Format: XLSX',
      'Căutare: —',
      'Stare: Listă de așteptare',
    ])
    expect(shown(gdpr).lines).toEqual(['Ce: Export date personale (GDPR)', 'Format: JSON'])
    expect(shown(products)).toEqual({
      record: 'PaginăExport produse (CSV)',
      lines: ['Ce: Export produse', 'Format: CSV', 'Stare: Șterse'],
    })
    expect(shown(log)).toEqual({
      record: 'PaginăExport jurnal de audit (XLSX)',
      lines: [
        'Ce: Export jurnal de audit',
        'Format: XLSX',
        'Acțiune: Ștergere',
        'Tip de înregistrare: Factură',
      ],
    })
  })

  test("e-Factura's answer and a resend: the submission's state by the invoice page's name", () => {
    const invoice = { recordType: 'invoice', recordLabel: 'AUT-12' }
    render(
      <AuditEntries
        entries={[
          entry({
            ...invoice,
            id: 1,
            action: 'efactura_answer',
            details: { state: 'refused', upload_index: 5001 },
          }),
          entry({
            ...invoice,
            id: 2,
            action: 'efactura_resend',
            fields: { state: ['refused', 'to_send'] },
          }),
        ]}
      />
    )
    const [answer, resend] = screen.getAllByRole('row', { name: /Ion Popescu/ })
    expect(shown(answer).lines).toEqual(['Stare: respinsă', 'Index de încărcare ANAF: 5001'])
    expect(shown(resend).lines).toEqual(['Stare: respinsă → de trimis'])
  })

  test("a user's security: two-factor events, confirmations, sessions ended, a password reset", () => {
    const user = { recordType: 'user', recordLabel: 'Ana Ionescu' }
    render(
      <AuditEntries
        entries={[
          entry({ ...user, id: 1, action: 'two_factor', details: { kind: 'recovery_code_used' } }),
          entry({ ...user, id: 2, action: 'confirmation', details: { method: 'totp' } }),
          entry({ ...user, id: 3, action: 'confirmation_failed', details: { method: 'password' } }),
          entry({
            ...user,
            id: 4,
            action: 'sessions_end',
            details: { reason: 'two_factor_reset', sessions: 2 },
          }),
          entry({
            ...user,
            id: 5,
            fields: { password: ['[secret]', '[secret]'] },
            details: { via: 'password_reset' },
          }),
        ]}
      />
    )
    expect(
      screen.getAllByRole('row', { name: /Ion Popescu/ }).map((row) => shown(row).lines)
    ).toEqual([
      ['Tip: Cod de recuperare folosit'],
      ['Metodă: Cod din aplicația de autentificare'],
      ['Metodă: Parolă'],
      ['Motiv: Autentificare în doi pași resetată', 'Sesiuni: 2'],
      ['Parolă: [secret] → [secret]', 'Prin: Resetarea parolei'],
    ])
  })

  test('the same codes in English', () => {
    pageMock.props.locale = 'en'
    render(
      <AuditEntries
        entries={[
          entry({
            id: 1,
            action: 'gdpr_request',
            recordType: 'gdpr_request',
            recordLabel: 'erasure',
            details: { kind: 'erasure', received_on: today },
          }),
          entry({
            id: 2,
            action: 'export',
            recordType: 'route',
            recordId: null,
            recordLabel: 'contacte.csv',
            details: { what: 'contacte', format: 'csv' },
          }),
          entry({
            id: 3,
            action: 'sessions_end',
            recordType: 'user',
            details: { reason: 'ended_by_admin' },
          }),
          entry({ id: 4, action: 'two_factor', recordType: 'user', details: { kind: 'enabled' } }),
        ]}
      />
    )
    const [request, exported, sessions, twoFactor] = screen.getAllByRole('row', {
      name: /Ion Popescu/,
    })
    expect(shown(request).record).toBe(`GDPR requestErasure request, ${shownDay(today)}`)
    expect(shown(exported)).toEqual({
      record: 'PageContacts export (CSV)',
      lines: ['What: Contacts export', 'Format: CSV'],
    })
    expect(shown(sessions).lines).toEqual(['Reason: Ended by an administrator'])
    expect(shown(twoFactor).lines).toEqual(['Kind: Turned on'])
  })

  test("a user deactivated: the status by the users screen's name", () => {
    render(
      <AuditEntries
        entries={[
          entry({
            action: 'user_deactivate',
            recordType: 'user',
            fields: { status: ['active', 'inactive'] },
          }),
        ]}
      />
    )
    expect(screen.getByRole('row', { name: /Ion Popescu/ })).toHaveTextContent(
      'Stare: Activ → Inactiv'
    )
  })

  test("an import's counts and lists, by name", () => {
    render(
      <AuditEntries
        entries={[
          entry({
            action: 'import',
            recordType: 'import',
            recordLabel: 'contacte.csv',
            details: {
              rows: 120,
              created: 100,
              updated: 15,
              unchanged: 3,
              skipped: 2,
              lists: ['Voluntari', 'Donatori'],
            },
          }),
        ]}
      />
    )
    const changes = within(screen.getByRole('row', { name: /Ion Popescu/ })).getAllByRole(
      'listitem'
    )
    expect(changes.map((item) => item.textContent)).toEqual([
      'Rânduri: 120',
      'Create: 100',
      'Actualizate: 15',
      'Neschimbate: 3',
      'Omise: 2',
      'Liste: Voluntari, Donatori',
    ])
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
