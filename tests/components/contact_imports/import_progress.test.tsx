import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { ImportProgress } from '~/components/contact_imports/import_progress'
import type { ImportRow } from '@shared/contact_import'

const IMPORT: ImportRow = {
  uid: '6f1c2a4e-0000-4000-8000-000000000001',
  fileName: 'membri.csv',
  user: 'Ana Pop',
  createdAt: '2026-11-26T07:00:00.000Z',
  finishedAt: null,
  status: 'queued',
  rowsTotal: 120,
  rowsDone: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  lists: [],
  newList: null,
  error: null,
}

describe('the wizard while an import is on its way', () => {
  test('queued behind another import of the community, the wizard says so', () => {
    render(<ImportProgress importing={{ ...IMPORT, waiting: true }} />)
    expect(screen.getByRole('status')).toHaveTextContent('În așteptare: un alt import rulează')
  })

  test('queued with nothing ahead of it; running', () => {
    const { rerender } = render(<ImportProgress importing={{ ...IMPORT, waiting: false }} />)
    expect(screen.getByRole('status')).toHaveTextContent('Importul așteaptă să înceapă…')
    rerender(<ImportProgress importing={{ ...IMPORT, status: 'running', rowsDone: 40 }} />)
    expect(screen.getByRole('status')).toHaveTextContent('Se importă: 40 din 120 de rânduri')
  })
})
