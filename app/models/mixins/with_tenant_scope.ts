import type { BaseModel } from '@adonisjs/lucid/orm'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import db from '@adonisjs/lucid/services/db'
import { findByUidOr404 } from '#services/shared/find_by_uid'
import { isUid } from '#shared/identifiers'

export interface TenantScope {
  readonly isSuperAdmin: boolean
  readonly organization: { id: number } | null
  readonly community: { id: number } | null
}

/** For code that has only the community's id, and a super-admin's screen filtered to one community. */
export function communityScope(communityId: number): TenantScope {
  return { isSuperAdmin: false, organization: null, community: { id: communityId } }
}

/** For code that has only the organization's id (a job, the organization's own rows). */
export function organizationScope(organizationId: number): TenantScope {
  return { isSuperAdmin: false, organization: { id: organizationId }, community: null }
}

/** A super-admin sees every tenant's rows at both levels; no one else sees any without a tenant. */
export type TenantLevel = 'community' | 'organization'

export interface TenantScopeOptions {
  /** `id` for the organizations table itself. */
  column?: string
  through?: { table: string; foreignKey: string }
}

function ownerId(level: TenantLevel, tenant: TenantScope): number | null | 'all' {
  if (tenant.isSuperAdmin) return 'all'
  const owner = level === 'organization' ? tenant.organization : tenant.community
  return owner?.id ?? null
}

function tenantQuery<T extends LucidModel>(
  model: T,
  level: TenantLevel,
  column: string,
  options: TenantScopeOptions,
  tenant: TenantScope
): ModelQueryBuilderContract<T> {
  const query = model.query()
  const id = ownerId(level, tenant)
  if (id === 'all') return query
  // Raw: no row, without a query builder trick that reads as one.
  if (id === null) return query.whereRaw('false')
  if (options.through) {
    const { table, foreignKey } = options.through
    return query.whereIn(
      `${model.table}.id`,
      db.from(table).select(foreignKey).where(`${table}.${column}`, id)
    )
  }
  return query.where(`${model.table}.${column}`, id)
}

/** A tenant model's scope: the only way the application reads tenant rows (docs/architecture.md). */
export function withTenantScope(level: TenantLevel, options: TenantScopeOptions = {}) {
  const column = options.column ?? `${level}_id`
  return <Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) => {
    class TenantScoped extends superclass {
      static tenantLevel = level

      static forTenant<T extends LucidModel>(this: T, tenant: TenantScope) {
        return tenantQuery(this, level, column, options, tenant)
      }

      static findForTenantOr404<T extends LucidModel>(
        this: T,
        tenant: TenantScope,
        uid: unknown,
        message?: string
      ): Promise<InstanceType<T>> {
        const query = tenantQuery(this, level, column, options, tenant)
        return findByUidOr404(this, uid, { query, message })
      }

      /** A subquery, for reading a row's children in the same round trip as the row itself. */
      static idForTenant<T extends LucidModel>(this: T, tenant: TenantScope, uid: unknown) {
        const query = tenantQuery(this, level, column, options, tenant).select(`${this.table}.id`)
        // Raw: a malformed uid finds no row, without sending it to PostgreSQL.
        return isUid(uid) ? query.where(`${this.table}.uid`, uid) : query.whereRaw('false')
      }
    }
    return TenantScoped
  }
}
