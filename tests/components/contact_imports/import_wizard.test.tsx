import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ImportWizard } from '~/components/contact_imports/import_wizard'
import { ImportReport } from '~/components/contact_imports/import_report'
import type { ImportReportData } from '~/components/contact_imports/use_import_wizard'

beforeEach(() => {
  // jsdom has no Worker: the wizard starts its parse worker on mount.
  vi.stubGlobal(
    'Worker',
    class {
      postMessage() {}
      terminate() {}
    }
  )
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('[]', { status: 200 })))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const FIELDS = [{ id: 1, name: 'email' }]

describe('the import wizard, step 1', () => {
  test("a drop zone with a Romanian button, not the browser's bare file input", () => {
    render(<ImportWizard fields={FIELDS} />)
    expect(screen.getByRole('button', { name: 'Alege fișierul' })).toBeVisible()
    expect(screen.getByText('Trage fișierul aici sau')).toBeVisible()
    // The file input is there for the button, hidden; its name is the field's label.
    const input = screen.getByLabelText('Fișier CSV sau Excel (.csv, .xlsx, .xls, maximum 5MB)')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).not.toBeVisible()
    expect(input).toHaveAttribute('accept', '.csv,.xlsx,.xls')
  })

  test("Continue without a file: disabled, and the spec's message says why", () => {
    render(<ImportWizard fields={FIELDS} />)
    const next = screen.getByRole('button', { name: 'Continuă' })
    expect(next).toBeDisabled()
    expect(next).toHaveAccessibleDescription('Te rugăm să încarci un fișier CSV sau Excel.')
  })

  test('a file of another kind: the unsupported-format message, the file dropped', () => {
    render(<ImportWizard fields={FIELDS} />)
    const input = screen.getByLabelText(/Fișier CSV sau Excel/)
    const file = new File(['x'], 'poza.png', { type: 'image/png' })
    fireEvent.change(input, { target: { files: [file] } })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Format de fișier neacceptat. Te rugăm să încarci un fișier CSV sau Excel.'
    )
    expect(screen.queryByText(/Fișier ales/)).toBeNull()
  })
})

describe('the import report', () => {
  const REPORT: ImportReportData = {
    uid: '6f1c2a4e-0000-4000-8000-000000000002',
    fileName: 'membri.csv',
    user: 'Ana Pop',
    createdAt: '2026-11-26T07:00:00.000Z',
    finishedAt: '2026-11-26T07:00:03.000Z',
    status: 'done',
    rowsTotal: 5,
    rowsDone: 5,
    created: 1,
    updated: 1,
    unchanged: 3,
    skipped: 0,
    lists: [],
    newList: null,
    error: null,
    skippedRows: [],
  }

  test('rows that changed nothing are counted as unchanged, apart from the updated ones', () => {
    render(<ImportReport report={REPORT} />)
    const report = screen.getByTestId('import-report')
    const value = (term: string) => within(report).getByText(term).nextElementSibling?.textContent
    expect(value('Contacte actualizate')).toBe('1')
    expect(value('Contacte neschimbate')).toBe('3')
  })
})
