import { AsyncLocalStorage } from 'node:async_hooks'
import { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import { isSecretField, REDACTED, type AuditAction, type AuditExportWhat } from '#shared/audit'
import type { ExportFormat } from '#services/shared/csv'

/** Who did it, from where: the signed-in user and the request's IP and user agent. */
export interface AuditActor {
  userId: number | null
  name: string | null
  email: string | null
  ip: string | null
  userAgent: string | null
  /** The actor's organization, when the entry names no owner of its own (an org-admin's). */
  organizationId?: number | null
}

export interface AuditRecordRef {
  type: string
  id?: number | null
  label?: string | null
}

export type AuditChanges = Record<string, [unknown, unknown]>

export interface AuditWrite {
  action: AuditAction
  record?: AuditRecordRef
  /** Field → [before, after]; secret fields are redacted here, whatever the caller passes. */
  changes?: AuditChanges | null
  /** Anything else worth keeping (an import's counts, an export's filters). */
  details?: Record<string, unknown>
  organizationId?: number | null
  communityId?: number | null
  /** The transaction of the change the entry records: the entry is written in it. */
  client?: QueryClientContract
  /** Who; by default the request's (HttpContext) or the job's (`AuditService.runAs`). */
  actor?: AuditActor | null
  /** For sign-ins: the organization is the user's (their org-admin role's). */
  organizationOfUser?: number | null
}

const LIMIT = { name: 200, email: 254, label: 300, ip: 45, userAgent: 500 } as const

const clip = (value: string | null | undefined, length: number) =>
  value === null || value === undefined ? null : value.slice(0, length)

/** A JSON value with the values of its secret keys redacted, at any depth. */
function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue)
  if (typeof value !== 'object' || value === null) return value
  return redactDetails(value as Record<string, unknown>)
}

export function redactChanges(changes: AuditChanges | null | undefined) {
  if (!changes) return null
  const out: AuditChanges = {}
  for (const [field, [before, after]] of Object.entries(changes)) {
    out[field] = isSecretField(field)
      ? [REDACTED, REDACTED]
      : [redactValue(before), redactValue(after)]
  }
  return out
}

function redactDetails(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      isSecretField(key) ? REDACTED : redactValue(value),
    ])
  )
}

const jobActors = new AsyncLocalStorage<AuditActor>()
const namedChanges = new AsyncLocalStorage<AuditAction>()

/** The action an audited model's update is named by inside `AuditService.naming`, if any. */
export function namedAction(): AuditAction | undefined {
  return namedChanges.getStore()
}

/** The actor of the current request (a signed-in back-office user), if any. */
export function requestActor(ctx: HttpContext | null | undefined): AuditActor | null {
  if (!ctx) return null
  const user = (ctx as { auth?: { user?: User } }).auth?.user
  const tenant = (ctx as { tenant?: { organization: { id: number } | null } }).tenant
  return {
    userId: user?.id ?? null,
    name: user ? user.fullName : null,
    email: user?.email ?? null,
    ip: ctx.request.ip(),
    userAgent: ctx.request.header('user-agent') ?? null,
    organizationId: tenant?.organization?.id ?? null,
  }
}

/**
 * Who the model hooks record (withAuditTrail): a job run as someone (`runAs`), or a request
 * with a signed-in back-office user. A change with neither (a seeder, a factory in a test, a
 * member through the member API) is not recorded by the hooks.
 */
export function currentActor(): AuditActor | null {
  const job = jobActors.getStore()
  if (job) return job
  const ctx = HttpContext.get()
  const actor = requestActor(ctx)
  return actor?.userId ? actor : null
}

export class AuditService {
  /** Runs a job's work as the user who asked for it, so its changes are theirs. */
  static runAs<T>(actor: AuditActor, work: () => Promise<T>) {
    return jobActors.run(actor, work)
  }

  /** The audited saves inside `work` are named `action` (an image set or removed), not "update". */
  static naming<T>(action: AuditAction, work: () => Promise<T>) {
    return namedChanges.run(action, work)
  }

  static actorOfUser(
    user: Pick<User, 'id' | 'email' | 'fullName'> | null,
    from?: Partial<AuditActor>
  ): AuditActor {
    return {
      userId: user?.id ?? null,
      name: user?.fullName ?? null,
      email: user?.email ?? null,
      ip: from?.ip ?? null,
      userAgent: from?.userAgent ?? null,
      organizationId: from?.organizationId ?? null,
    }
  }

  /** Writes one entry, in `client` (the change's transaction) when given. */
  static async record(entry: AuditWrite) {
    const actor =
      entry.actor === undefined ? (currentActor() ?? requestActor(HttpContext.get())) : entry.actor
    const changes = redactChanges(entry.changes)
    const body =
      changes || entry.details
        ? {
            ...(changes ? { fields: changes } : {}),
            ...(entry.details ? { details: redactDetails(entry.details) } : {}),
          }
        : null
    const client = entry.client ?? db.connection()
    const organizationId =
      entry.organizationId ?? (entry.communityId ? null : actor?.organizationId)
    // Raw: the organization comes from the user's role in the same statement (a sign-in knows
    // only the user); the insert trigger fills it from the community otherwise.
    await client.rawQuery(
      `insert into audit_entries (organization_id, community_id, user_id, user_name, user_email,
         action, record_type, record_id, record_label, changes, ip, user_agent)
       values (coalesce(?::integer, (select organization_id from user_roles
                 where user_id = ?::integer and organization_id is not null
                 order by organization_id limit 1)),
         ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`,
      [
        organizationId ?? null,
        entry.organizationOfUser ?? null,
        entry.communityId ?? null,
        actor?.userId ?? null,
        clip(actor?.name, LIMIT.name),
        clip(actor?.email, LIMIT.email),
        entry.action,
        entry.record?.type ?? null,
        entry.record?.id ?? null,
        clip(entry.record?.label, LIMIT.label),
        body === null ? null : JSON.stringify(body),
        clip(actor?.ip, LIMIT.ip),
        clip(actor?.userAgent, LIMIT.userAgent),
        // Nulls are bound as SQL nulls (knex), which the binding type leaves out.
      ] as never[]
    )
  }

  /**
   * One entry per record of a statement that changes many rows at once (a bulk delete), in one
   * insert, in the statement's transaction.
   */
  static async recordMany(entries: AuditWrite[], client: QueryClientContract) {
    if (!entries.length) return
    const actor = currentActor() ?? requestActor(HttpContext.get())
    await client.table('audit_entries').multiInsert(
      entries.map((entry) => {
        const changes = redactChanges(entry.changes)
        const who = entry.actor === undefined ? actor : entry.actor
        return {
          organization_id: entry.organizationId ?? null,
          community_id: entry.communityId ?? null,
          user_id: who?.userId ?? null,
          user_name: clip(who?.name, LIMIT.name),
          user_email: clip(who?.email, LIMIT.email),
          action: entry.action,
          record_type: entry.record?.type ?? null,
          record_id: entry.record?.id ?? null,
          record_label: clip(entry.record?.label, LIMIT.label),
          changes: changes ? JSON.stringify({ fields: changes }) : null,
          ip: clip(who?.ip, LIMIT.ip),
          user_agent: clip(who?.userAgent, LIMIT.userAgent),
        }
      })
    )
  }

  /**
   * A setting kept outside an audited model's own columns changed (a community's modules and
   * impact areas, the mobile app's settings): one "settings changed" entry with the fields that
   * differ, before → after, in the change's transaction. Nothing differs, nothing is written.
   */
  static async recordSettings(
    entry: Omit<AuditWrite, 'action' | 'changes'> & { changes: AuditChanges }
  ) {
    const changed = Object.entries(entry.changes).filter(
      ([, [before, after]]) => JSON.stringify(before) !== JSON.stringify(after)
    )
    if (!changed.length) return
    await this.record({ ...entry, action: 'settings_change', changes: Object.fromEntries(changed) })
  }

  /** An export's download: what was exported (its name, format and filters), by whom. */
  static recordExport(
    what: AuditExportWhat,
    format: ExportFormat,
    details: Record<string, unknown> = {}
  ) {
    const ctx = HttpContext.get()
    const tenant = (ctx as { tenant?: { community: { id: number } | null } } | null)?.tenant
    return this.record({
      action: 'export',
      record: { type: 'route', label: `${what}.${format}` },
      details: { what, format, ...details },
      communityId: tenant?.community?.id ?? null,
    })
  }

  /** Same as `record`, never failing the request it follows (a sign-in, a 403, an export). */
  static async recordQuietly(
    entry: AuditWrite,
    log?: { error(obj: object, message: string): void }
  ) {
    try {
      await this.record(entry)
    } catch (error) {
      log?.error({ err: error }, 'audit entry not written')
    }
  }
}
