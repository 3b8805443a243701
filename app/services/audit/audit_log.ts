import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import AuditEntry from '#models/audit_entry'
import Organization from '#models/organization'
import User from '#models/user'
import type { TenantContext } from '#services/shared/tenant_context'
import type { TenantScope } from '#models/mixins/with_tenant_scope'
import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  type AuditFilterValues,
  type AuditRecordType,
} from '#shared/audit'
import AuditEntryTransformer from '#transformers/audit/audit_entry_transformer'
import { ORG_TIME_ZONE } from '#shared/time_zone'
import { isUid } from '#shared/identifiers'

/** Entries a page; the log is read newest first, a page at a time (keyset, no offset). */
export const AUDIT_PAGE_SIZE = 50

/** One row's id, read by the page's own statement (no round trip of its own). */

type IdSubquery = ModelQueryBuilderContract<LucidModel, any>

export interface AuditFilters {
  /** A super-admin's chosen organization (its id, as a subquery by uid). */
  organization: IdSubquery | null
  /** The chosen person (their id, as a subquery by uid): no such person, no entries. */
  user: IdSubquery | null
  action: string | null
  recordType: string | null
  from: DateTime | null
  to: DateTime | null
}

interface QuerySource {
  qs(): Record<string, unknown>
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

function day(value: unknown) {
  const raw = text(value)
  if (!raw || !DAY.test(raw)) return null
  const parsed = DateTime.fromISO(raw, { zone: ORG_TIME_ZONE })
  return parsed.isValid ? parsed : null
}

/** The query string's filters, each checked; one the reader may not use is no filter. */
export function readAuditFilters(request: QuerySource, tenant: TenantContext) {
  const qs = request.qs()
  const values: AuditFilterValues = {
    organization: null,
    user: null,
    action: null,
    record_type: null,
    from: null,
    to: null,
  }
  const filters: AuditFilters = {
    organization: null,
    user: null,
    action: null,
    recordType: null,
    from: null,
    to: null,
  }
  const organizationUid = text(qs.organization)
  if (tenant.isSuperAdmin && isUid(organizationUid)) {
    filters.organization = Organization.forTenant(tenant)
      .where('organizations.uid', organizationUid)
      .select('organizations.id')
    values.organization = organizationUid
  }
  const userUid = text(qs.user)
  if (isUid(userUid)) {
    // Any user by uid: the entries stay the reader's (the tenant scope), whoever they name.
    filters.user = User.query().where('users.uid', userUid).select('users.id')
    values.user = userUid
  }
  const action = text(qs.action)
  if (action && (AUDIT_ACTIONS as readonly string[]).includes(action)) {
    filters.action = values.action = action
  }
  const recordType = text(qs.record_type)
  if (recordType && (AUDIT_RECORD_TYPES as readonly string[]).includes(recordType)) {
    filters.recordType = values.record_type = recordType
  }
  const from = day(qs.from)
  if (from) {
    filters.from = from.startOf('day')
    values.from = from.toISODate()
  }
  const to = day(qs.to)
  if (to) {
    filters.to = to.plus({ days: 1 }).startOf('day')
    values.to = to.toISODate()
  }
  return { filters, values }
}

/** The entries the reader may see (their organization's, or all), filtered. */
export function filteredEntries(tenant: TenantScope, filters: AuditFilters) {
  const query = AuditEntry.forTenant(tenant)
  if (filters.organization) {
    const organization = filters.organization
    query.withScopes((scopes) => scopes.ofOrganization(organization))
  }
  if (filters.user) query.where('audit_entries.user_id', filters.user)
  if (filters.action) query.where('audit_entries.action', filters.action)
  if (filters.recordType) query.where('audit_entries.record_type', filters.recordType)
  if (filters.from) query.where('audit_entries.created_at', '>=', filters.from.toISO()!)
  if (filters.to) query.where('audit_entries.created_at', '<', filters.to.toISO()!)
  return query
}

/** A page boundary: the entry's moment in microseconds since the epoch, and its id. */
const CURSOR = /^(\d{1,17})\.(\d{1,18})$/

function cursorOf(value: unknown) {
  const match = CURSOR.exec(text(value) ?? '')
  return match ? { micros: match[1], id: match[2] } : null
}

// Raw: the moment of an entry exactly (microseconds), which a JavaScript date would round.
const CURSOR_COLUMN = db.raw(
  `(extract(epoch from audit_entries.created_at) * 1000000)::bigint::text || '.' || audit_entries.id as cursor`
)

function beyond(
  query: ModelQueryBuilderContract<typeof AuditEntry>,
  direction: '<' | '>',
  cursor: { micros: string; id: string }
) {
  // Raw: the keyset's row comparison, which the (…, created_at desc, id desc) indexes answer.
  query.whereRaw(
    `(audit_entries.created_at, audit_entries.id) ${direction} (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?::bigint)`,
    [cursor.micros, cursor.id]
  )
}

export interface AuditPage {
  entries: AuditEntry[]
  /** The cursors of the pages beside it, null at either end. */
  older: string | null
  newer: string | null
}

/**
 * One page of the log: the first (newest), or the one `before` (older than) or `after` (newer
 * than) a cursor. One statement: the page's rows and one more, to know whether another follows.
 */
export async function auditPage(
  tenant: TenantScope,
  filters: AuditFilters,
  request: QuerySource,
  size = AUDIT_PAGE_SIZE
): Promise<AuditPage> {
  const qs = request.qs()
  const after = cursorOf(qs.after)
  const before = after ? null : cursorOf(qs.before)
  const query = filteredEntries(tenant, filters).select('audit_entries.*', CURSOR_COLUMN)
  const order = after ? 'asc' : 'desc'
  if (after) beyond(query, '>', after)
  if (before) beyond(query, '<', before)
  query
    .orderBy('audit_entries.created_at', order)
    .orderBy('audit_entries.id', order)
    .limit(size + 1)
  const rows = await query
  const more = rows.length > size
  const page = rows.slice(0, size)
  if (after) page.reverse()
  const cursor = (entry: AuditEntry | undefined) =>
    entry ? String((entry.$extras as { cursor: string }).cursor) : null
  const first = cursor(page[0])
  const last = cursor(page.at(-1))
  return {
    entries: page,
    older: after ? last : more ? last : null,
    newer: after ? (more ? first : null) : before ? first : null,
  }
}

/** A record's timeline: its newest entries. */
export function recordTimeline(tenant: TenantScope, type: string, id: number, limit = 100) {
  return AuditEntry.forTenant(tenant)
    .withScopes((scopes) => scopes.ofRecord(type, id))
    .orderBy('audit_entries.created_at', 'desc')
    .orderBy('audit_entries.id', 'desc')
    .limit(limit)
}

/** The names of the organizations the page's entries belong to (a super-admin's column). */
export async function organizationNames(tenant: TenantScope, entries: AuditEntry[]) {
  const ids = [...new Set(entries.flatMap((entry) => entry.organizationId ?? []))]
  if (!ids.length) return new Map<number, string>()
  const rows = await Organization.forTenant(tenant).whereIn('id', ids).select('id', 'name')
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** The people the person filter offers: the organization's users (and, for a super-admin, the super-admins). */
export async function auditPeople(tenant: TenantContext, chosen: IdSubquery | null) {
  const query = User.query().select('id', 'uid', 'first_name', 'last_name', 'email')
  const organization = tenant.isSuperAdmin ? chosen : (tenant.organization?.id ?? null)
  if (organization !== null) {
    // A number, or the chosen organization's id as a subquery (the same column either way).
    query.withScopes((scopes) => scopes.ofOrganization(organization as number))
  } else if (tenant.isSuperAdmin) {
    query.whereHas('roles', (roles) => roles.where('roles.name', 'super-admin'))
  } else {
    return []
  }
  const users = await query.orderBy('last_name').orderBy('first_name').limit(500)
  return users.map((user) => ({
    value: user.uid,
    label: user.fullName || user.email,
    detail: user.email,
  }))
}

/** A record's page's "Istoric": its entries as rows, newest first. */
export async function timelineOf(tenant: TenantScope, type: AuditRecordType, id: number) {
  const entries = await recordTimeline(tenant, type, id)
  return entries.map((entry) => new AuditEntryTransformer(entry).toRow())
}
