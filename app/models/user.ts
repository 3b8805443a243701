import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { withPersonName } from '#models/mixins/with_person_name'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, beforeSave, column, manyToMany, scope } from '@adonisjs/lucid/orm'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbRememberMeTokensProvider } from '@adonisjs/auth/session'
import Role from '#models/role'
import { withAuditTrail } from '#models/mixins/with_audit_trail'
import { errors as authErrors } from '@adonisjs/auth'
import { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { AuditService, requestActor } from '#services/audit/audit_service'

const AuthFinder = withAuthFinder(() => hash.use(), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export const USER_STATUSES = ['active', 'pending', 'inactive'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

/** Users belong to an organization through their roles (user_roles.organization_id). */
export default class User extends compose(
  BaseModel,
  AuthFinder,
  withUid,
  withTenantScope('organization', { through: { table: 'user_roles', foreignKey: 'user_id' } }),
  withTimestamps,
  withPersonName,
  withAuditTrail('user', {
    owner: (row) => ({ organizationOfUser: row.id }),
    name: (action, changes) => (changes.status?.[1] === 'inactive' ? 'user_deactivate' : action),
  })
) {
  static rememberMeTokens = DbRememberMeTokensProvider.forModel(User)

  /** A failed sign-in is written to the audit trail: the e-mail typed, the IP, the browser. */
  static async verifyCredentials<T extends ReturnType<typeof AuthFinder>>(
    this: T,
    uid: string,
    password: string
  ): Promise<InstanceType<T>> {
    try {
      return (await super.verifyCredentials.call(this, uid, password)) as InstanceType<T>
    } catch (error) {
      if (error instanceof authErrors.E_INVALID_CREDENTIALS) {
        const actor = requestActor(HttpContext.get())
        await AuditService.recordQuietly(
          {
            action: 'sign_in_failed',
            actor: actor && {
              ...actor,
              userId: null,
              name: null,
              email: uid,
              organizationId: null,
            },
          },
          logger
        )
      }
      throw error
    }
  }

  static rolesInOrganization(
    organizationId: number,
    client: QueryClientContract = db.connection()
  ) {
    return client.from('user_roles').where('user_roles.organization_id', organizationId)
  }

  static ofOrganization = scope(
    (query: ModelQueryBuilderContract<LucidModel>, organizationId: number) => {
      query.whereIn('users.id', User.rolesInOrganization(organizationId).select('user_id'))
    }
  )

  /**
   * Whether the second factor is mandatory for the user: a super-admin, or an administrator of an
   * organization that requires it (docs/security.md, "Who must use it").
   */
  static async twoFactorMandatory(userId: number, client: QueryClientContract = db.connection()) {
    const row = await client
      .from('user_roles')
      .join('roles', 'roles.id', 'user_roles.role_id')
      .leftJoin('organizations', 'organizations.id', 'user_roles.organization_id')
      .where('user_roles.user_id', userId)
      .where((query) =>
        query.where('roles.name', 'super-admin').orWhere('organizations.two_factor_required', true)
      )
      .select('user_roles.user_id')
      .first()
    return !!row
  }

  /** Its first role by name, as `role_name` (null without one): the users table sorts by it. */
  static withRoleName = scope((query: ModelQueryBuilderContract<typeof User>) => {
    query.withAggregate('roles', (roles) => roles.min('roles.name').as('role_name'))
  })

  /** Its status's rank in the life order (active, pending, inactive), as `status_rank`. */
  static withStatusRank = scope((query: ModelQueryBuilderContract<typeof User>) => {
    // Raw: a CASE on the row's own column, which Lucid's builder has no form for.
    query.select(
      db.raw(
        `case users.status when 'active' then 1 when 'pending' then 2 else 3 end as status_rank`
      )
    )
  })

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string

  @column()
  declare phoneNumber: string | null

  @column({ serializeAs: null })
  declare password: string

  @column()
  declare status: UserStatus

  @column()
  declare avatar: string | null

  @column({ serializeAs: null })
  declare document: string | null

  @column()
  declare locale: string

  @column.dateTime()
  declare verifiedAt: DateTime | null

  /** Moves when the user's sessions are ended; a session signed in with an older value is ended. */
  @column({ serializeAs: null })
  declare sessionEpoch: number

  /** The TOTP secret, encrypted (TwoFactorService); null while two-factor sign-in is off. */
  @column({ serializeAs: null })
  declare twoFactorSecret: string | null

  /** When the user confirmed two-factor sign-in with a first code; null = off. */
  @column.dateTime({ serializeAs: null })
  declare twoFactorEnabledAt: DateTime | null

  /** The time step of the last TOTP code accepted: that step and earlier ones are refused. */
  @column({ serializeAs: null, consume: (value) => (value === null ? null : Number(value)) })
  declare twoFactorLastStep: number | null

  /** The unused recovery codes' hashes (a used one is removed). */
  @column({
    serializeAs: null,
    prepare: (value: string[] | null) => (value ? JSON.stringify(value) : null),
  })
  declare twoFactorRecoveryCodes: string[] | null

  @manyToMany(() => Role, {
    pivotTable: 'user_roles',
    pivotColumns: ['organization_id'],
  })
  declare roles: ManyToMany<typeof Role>

  /** Stored lower-case so that look-ups ignore case. */
  @beforeSave()
  static normaliseEmail(user: User) {
    if (user.$dirty.email) user.email = user.email.trim().toLowerCase()
  }

  static findByEmail(email: string) {
    return this.query().where('email', email.trim().toLowerCase()).first()
  }
}
