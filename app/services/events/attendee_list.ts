import type { Readable } from 'node:stream'
import type Event from '#models/event'
import EventRegistration from '#models/event_registration'
import { communityScope } from '#models/mixins/with_tenant_scope'
import {
  listQuery,
  searchNormalized,
  type ListOptions,
  type QueryStringSource,
} from '#services/shared/list_query'
import { csvStream, type ExportFormat } from '#services/shared/csv'
import {
  MOMENT_FORMAT,
  sheetMoment,
  xlsxStream,
  type SheetColumn,
} from '#services/shared/xlsx_sheet'
import { formatOrgTime } from '#services/shared/org_time'
import EventRegistrationTransformer from '#transformers/events/event_registration_transformer'
import { REGISTRATION_STATUSES, type RegistrationStatus } from '#shared/event_attendees'
import type { I18n } from '@adonisjs/i18n'
import { DateTime } from 'luxon'
import { idBatches } from '#services/shared/id_batches'

export const ATTENDEE_LIST_OPTIONS: ListOptions = {
  sortable: {
    created_at: 'event_registrations.created_at',
    last_name: 'event_registrations.last_name',
    email: 'event_registrations.email',
    status: 'event_registrations.status',
  },
  searchColumn: 'event_registrations.search',
  textSort: ['last_name', 'email'],
  defaultSort: { key: 'created_at', direction: 'asc' },
}

/** `?status=` of the tab: one state, or every registration (empty). */
export function statusFilter(value: unknown): RegistrationStatus | '' {
  return REGISTRATION_STATUSES.includes(value as RegistrationStatus)
    ? (value as RegistrationStatus)
    : ''
}

function eventRegistrations(event: Event) {
  return EventRegistration.forTenant(communityScope(event.communityId)).where(
    'event_registrations.event_id',
    event.id
  )
}

/** The tab's counts: places taken of the limit, and each state. */
export async function attendeeCounts(event: Event) {
  const rows = await eventRegistrations(event)
    .select('status')
    .count('* as total')
    .groupBy('status')
    .pojo<{ status: RegistrationStatus; total: string }>()
  const by = Object.fromEntries(REGISTRATION_STATUSES.map((status) => [status, 0])) as Record<
    RegistrationStatus,
    number
  >
  for (const row of rows) by[row.status] = Number(row.total)
  return { limit: event.attendeesLimit, ...by }
}

/** A page of the tab's table: search, state, sort, page size (the kit's). */
export async function attendeesPage(request: QueryStringSource, event: Event) {
  const status = statusFilter(request.qs().status)
  const query = eventRegistrations(event)
  if (status) query.where('event_registrations.status', status)
  const list = await listQuery(request, query, {
    ...ATTENDEE_LIST_OPTIONS,
    columns: EventRegistrationTransformer.rowFields,
    related: (rows) => rows.withScopes((scopes) => scopes.withCheckedInAt()),
  })
  return { ...list, state: { ...list.state, status } }
}

/** The tab's columns; "Telefon" holds phones (written as text, app/services/shared/csv.ts). */
const COLUMNS: SheetColumn[] = [
  { header: 'Prenume' },
  { header: 'Nume' },
  { header: 'Email' },
  { header: 'Telefon', phone: true },
  { header: 'Stare' },
  { header: 'Înscris la', format: MOMENT_FORMAT },
  { header: 'Prezent la', format: MOMENT_FORMAT },
]

/**
 * The tab's registrations (its search and state) as cells, in order of registration; `time`
 * writes a moment (a date cell in the XLSX, the screens' text in the CSV).
 */
async function* cellRows<Cell>(
  event: Event,
  filter: { search: string; status: string },
  i18n: I18n,
  time: (value: DateTime | null) => Cell
): AsyncGenerator<(string | Cell)[][]> {
  const moment = (value: Date | null) => time(value ? DateTime.fromJSDate(value) : null)
  const read = (after: number, size: number) => {
    const query = eventRegistrations(event)
      .where('event_registrations.id', '>', after)
      .orderBy('event_registrations.id')
      .limit(size)
      .select(
        'event_registrations.id',
        'first_name',
        'last_name',
        'email',
        'phone',
        'status',
        'event_registrations.created_at'
      )
      .withScopes((scopes) => scopes.withCheckedInAt())
    if (filter.status) query.where('event_registrations.status', filter.status)
    if (filter.search) {
      searchNormalized(query, ['event_registrations.search'], filter.search, true)
    }
    return query.pojo<{
      id: number
      first_name: string
      last_name: string
      email: string
      phone: string | null
      status: string
      created_at: Date
      checked_in_at: Date | null
    }>()
  }
  for await (const batch of idBatches(read, 500)) {
    yield batch.map((row) => [
      row.first_name,
      row.last_name,
      row.email,
      row.phone ?? '',
      i18n.t(`events.attendees.statuses.${row.status}`),
      moment(row.created_at),
      moment(row.checked_in_at),
    ])
  }
}

/** The CSV (the contacts export's format) or XLSX of the tab's registrations. */
export function attendeesExport(
  format: ExportFormat,
  event: Event,
  filter: { search: string; status: string },
  i18n: I18n
): Readable {
  if (format === 'xlsx') {
    return xlsxStream('Participanți', async () => ({
      columns: COLUMNS,
      batches: cellRows(event, filter, i18n, sheetMoment),
    }))
  }
  const text = (value: DateTime | null) => (value ? formatOrgTime(value, 'dateTime') : '')
  return csvStream(async () => ({
    columns: COLUMNS,
    batches: cellRows(event, filter, i18n, text),
  }))
}
