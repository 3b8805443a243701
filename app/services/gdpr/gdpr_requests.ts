import type { DateTime } from 'luxon'
import GdprRequest, { type GdprRequestKind } from '#models/gdpr_request'
import type { TenantScope } from '#models/mixins/with_tenant_scope'
import { orgToday } from '#services/shared/org_time'

/** How many days before its due day an open request shows on the dashboard. */
export const DUE_SOON_DAYS = 7
/** The register's page holds this many: a year of a large organization's requests. */
const REGISTER_LIMIT = 500

const iso = (value: DateTime | null | undefined) => value?.toISO() ?? null

export type RequestState = 'open' | 'due_soon' | 'overdue' | 'done'

function stateOf(request: GdprRequest, today: string, soon: string): RequestState {
  if (request.doneAt) return 'done'
  const due = request.dueOn.toISODate()!
  if (due < today) return 'overdue'
  if (due <= soon) return 'due_soon'
  return 'open'
}

/** The organization's day DUE_SOON_DAYS from today. */
function soonDay() {
  const today = new Date(`${orgToday()}T00:00:00Z`)
  today.setUTCDate(today.getUTCDate() + DUE_SOON_DAYS)
  return today.toISOString().slice(0, 10)
}

function requestRow(request: GdprRequest, today: string, soon: string) {
  const contact = request.contactId && request.contact ? request.contact : null
  return {
    uid: request.uid,
    kind: request.kind as GdprRequestKind,
    requesterName: request.requesterName,
    requesterEmail: request.requesterEmail,
    receivedOn: request.receivedOn.toISODate()!,
    dueOn: request.dueOn.toISODate()!,
    doneAt: iso(request.doneAt),
    doneBy: request.doneByUser ? request.doneByUser.fullName : null,
    note: request.note,
    state: stateOf(request, today, soon),
    contact: contact
      ? {
          uid: contact.uid,
          name: contact.fullName,
          erased: !!contact.erasedAt,
          communityId: contact.communityId,
        }
      : null,
  }
}

export type GdprRequestRow = ReturnType<typeof requestRow>

/** The register: open requests first (the nearest due day first), then the answered ones, newest first. */
export async function gdprRequestList(tenant: TenantScope & { communityId?: number }) {
  const requests = await GdprRequest.forTenant(tenant)
    .preload('contact')
    .preload('doneByUser')
    // Lucid has no order by an expression: open ones first, those by their due day.
    .orderByRaw('done_at is not null')
    .orderByRaw('case when done_at is null then due_on end asc')
    .orderBy('received_on', 'desc')
    .orderBy('id', 'desc')
    .limit(REGISTER_LIMIT)
  const today = orgToday()
  const soon = soonDay()
  return requests.map((request) => {
    const { contact, ...row } = requestRow(request, today, soon)
    // A contact of another community of the organization is named, not linked.
    const linked = contact && contact.communityId === tenant.communityId
    return {
      ...row,
      contact: contact
        ? { uid: linked ? contact.uid : null, name: contact.name, erased: contact.erased }
        : null,
    }
  })
}

/** The dashboard's open requests due within DUE_SOON_DAYS days, or past their due day. */
export async function dueGdprRequests(tenant: TenantScope) {
  const soon = soonDay()
  const today = orgToday()
  const requests = await GdprRequest.forTenant(tenant)
    .whereNull('done_at')
    .where('due_on', '<=', soon)
    .orderBy('due_on')
    .orderBy('id')
    .limit(20)
  return requests.map((request) => ({
    uid: request.uid,
    kind: request.kind as GdprRequestKind,
    requesterName: request.requesterName,
    dueOn: request.dueOn.toISODate()!,
    overdue: request.dueOn.toISODate()! < today,
  }))
}
