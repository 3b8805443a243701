import type { BaseModel } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import {
  AuditService,
  currentActor,
  namedAction,
  type AuditActor,
  type AuditChanges,
} from '#services/audit/audit_service'
import { AUDIT_IDENTITY_FIELDS, type AuditAction, type AuditRecordType } from '#shared/audit'

/** Columns that change with every save and say nothing of what the user did. */
const NOT_CHANGES = new Set(['updated_at', 'created_at', 'search'])

/** The record's identity and tenant, which the entry names already (its id, label, owner). */
const IDENTITY = AUDIT_IDENTITY_FIELDS

function plain(value: unknown): unknown {
  if (value instanceof DateTime) return value.toISO()
  if (value instanceof Date) return value.toISOString()
  if (value === undefined) return null
  return value
}

/** JSON with every object's keys in order: a JSON column read back (jsonb reorders) is the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner
  )
}

const same = (a: unknown, b: unknown) => canonical(plain(a)) === canonical(plain(b))

/** Before → after by column name, of the attributes that differ. */
function diff(model: LucidModel, before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: AuditChanges = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const column = model.$getColumn(key)
    const name = column?.columnName ?? key
    if (NOT_CHANGES.has(name) || IDENTITY.has(name) || same(before[key], after[key])) continue
    changes[name] = [plain(before[key] ?? null), plain(after[key] ?? null)]
  }
  return changes
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === '' ||
  (Array.isArray(value) && !value.length) ||
  (typeof value === 'object' && value !== null && !Object.keys(value).length)

/** The fields that held something, each as `[null, null]`: which they were, not their values. */
function namesOnly(changes: AuditChanges): AuditChanges {
  return Object.fromEntries(
    Object.entries(changes)
      .filter(([, [before, after]]) => !(isEmpty(before) && isEmpty(after)))
      .map(([field]) => [field, [null, null]])
  )
}

export interface AuditOwner {
  organizationId?: number | null
  communityId?: number | null
  /** A user's organization: their org-admin role's, read in the entry's statement. */
  organizationOfUser?: number | null
}

export interface AuditTrailOptions {
  /** The record's name in the log, as it was then. */
  label?: (row: any) => string | null | undefined
  /** Owner of the entry when the row is not a community's record (organizations, communities). */
  owner?: (row: any) => AuditOwner
  /** Whether the fields' values are written (false: their names only, e.g. a GDPR erasure). */
  values?: (action: AuditAction) => boolean
  /** The action a change is named by, when more than create/update/delete (an invoice issued). */
  name?: (action: AuditAction, changes: AuditChanges, row: any) => AuditAction
  /** Columns that are settings (a look, links): an update of these alone is "settings changed". */
  settings?: string[]
}

function defaultLabel(row: any): string | null {
  const candidate =
    row.fullName ?? row.name ?? row.title ?? row.number ?? row.email ?? row.fileName ?? null
  return candidate === null || candidate === undefined ? null : String(candidate)
}

function defaultOwner(row: any): AuditOwner {
  return {
    communityId: typeof row.communityId === 'number' ? row.communityId : null,
    organizationId: typeof row.organizationId === 'number' ? row.organizationId : null,
  }
}

/**
 * A model whose every create, update, delete and restore (a soft-deleted row's `deleted_at`
 * cleared) is written to the audit trail, with the changed fields before → after, in the same
 * transaction as the change: the row's own transaction when it has one, else one opened
 * around its statement and the entry (docs/security.md, "Audit trail"). Only changes made by
 * someone are recorded: a request with a signed-in back-office user, or a job run as its user
 * (`AuditService.runAs`). Statements that bypass the model (a bulk `delete()` on a query) record
 * their entry themselves.
 */
export function withAuditTrail(recordType: AuditRecordType, options: AuditTrailOptions = {}) {
  const label = options.label ?? defaultLabel
  const owner = options.owner ?? defaultOwner
  const settings = new Set(options.settings ?? [])
  const nameOf = (action: AuditAction, changes: AuditChanges, row: unknown): AuditAction => {
    const named = action === 'update' ? namedAction() : undefined
    if (named) return named
    const fields = Object.keys(changes)
    if (action === 'update' && fields.length && fields.every((field) => settings.has(field))) {
      return 'settings_change'
    }
    return options.name?.(action, changes, row) ?? action
  }
  return <Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) => {
    class Audited extends superclass {
      static auditRecordType = recordType

      /** In the row's transaction, or in one opened for the change and its entry. */
      async auditedChange(
        actor: AuditActor,
        change: () => Promise<void>,
        entry: () => { action: AuditAction; changes: AuditChanges } | null
      ) {
        const run = async (trx: TransactionClientContract) => {
          await change()
          const written = entry()
          if (!written) return
          const { organizationId, communityId, organizationOfUser } = owner(this)
          const action = nameOf(written.action, written.changes, this)
          const changes =
            options.values?.(action) === false ? namesOnly(written.changes) : written.changes
          await AuditService.record({
            action,
            organizationOfUser,
            changes: changes as AuditChanges,
            record: { type: recordType, id: (this as any).id ?? null, label: label(this) },
            organizationId,
            communityId,
            actor,
            client: trx,
          })
        }
        const row = this as unknown as LucidRow
        if (row.$trx) return run(row.$trx)
        await db.transaction(async (trx) => {
          row.useTransaction(trx)
          await run(trx)
        })
      }

      async save() {
        const actor = currentActor()
        const row = this as unknown as LucidRow
        if (!actor || (row.$isPersisted && !row.$isDirty)) return super.save()
        const isNew = !row.$isPersisted
        const before = isNew ? {} : { ...row.$original }
        await this.auditedChange(
          actor,
          async () => {
            await super.save()
          },
          () => {
            const changes = diff(this.constructor as LucidModel, before, row.$attributes)
            if (!isNew && !Object.keys(changes).length) return null
            let action: AuditAction = isNew ? 'create' : 'update'
            const deleted = changes.deleted_at
            if (deleted && deleted[0] === null) action = 'delete'
            if (deleted && deleted[1] === null) action = 'restore'
            return { action, changes }
          }
        )
        return this
      }

      async delete() {
        const actor = currentActor()
        const row = this as unknown as LucidRow
        if (!actor) return super.delete()
        const before = { ...row.$attributes }
        await this.auditedChange(
          actor,
          () => super.delete(),
          () => ({
            action: 'delete',
            changes: diff(this.constructor as LucidModel, before, {}),
          })
        )
      }
    }
    return Audited
  }
}
