import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Role from '#models/role'
import Organization from '#models/organization'
import UserTransformer from '#transformers/users/user_transformer'
import { SessionLifetimeService } from '#services/auth/session_lifetime_service'
import { SessionActivity } from '#services/auth/session_activity'
import { createUserValidator, editUserValidator } from '#validators/users/users'
import { fieldError } from '#validators/shared/field_error'
import { timelineOf } from '#services/audit/audit_log'
import TwoFactorPolicy from '#policies/two_factor_policy'
import { TwoFactorService } from '#services/two_factor/two_factor_service'

/** "Ana Maria Popescu" → first name "Ana Maria", last name "Popescu". */
export function splitName(name: string) {
  const words = name.trim().split(/\s+/)
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' }
}

export default class AdminUsersController {
  private find({ tenant, params, i18n }: HttpContext) {
    return User.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  async create({ inertia, tenant }: HttpContext) {
    const organizations = await Organization.forTenant(tenant).select('uid', 'name').orderBy('name')
    return inertia.render('admin/users/create', {
      organizations: organizations.map((o) => ({ id: o.uid, name: o.name })),
    })
  }

  async store({ request, response, session, i18n, tenant }: HttpContext) {
    const data = await request.validateUsing(createUserValidator)
    const user = await db.transaction(async (trx) => {
      const organization =
        data.role === 'org-admin' && data.organization_id
          ? await Organization.forTenant(tenant)
              .useTransaction(trx)
              .where('uid', data.organization_id)
              .firstOrFail()
          : null
      const created = await User.create(
        {
          ...splitName(data.name),
          email: data.email,
          phoneNumber: data.phone_number,
          password: data.password,
          status: 'active',
        },
        { client: trx }
      )
      const role = await Role.findByOrFail('name', data.role, { client: trx })
      await created
        .related('roles')
        .attach({ [role.id]: { organization_id: organization?.id ?? null } }, trx)
      return created
    })
    session.flash('success', i18n.t('users.admin.created'))
    return response.redirect().toRoute('admin.users.edit', { uid: user.uid })
  }

  async edit(ctx: HttpContext) {
    const user = await this.find(ctx)
    const [, timeline] = await Promise.all([
      user.load('roles'),
      timelineOf(ctx.tenant, 'user', user.id),
    ])
    return ctx.inertia.render('admin/users/edit', {
      user: UserTransformer.transform(user).useVariant('toAdminForm'),
      timeline,
      twoFactor: {
        enabled: TwoFactorService.isEnabled(user),
        enabledAt: user.twoFactorEnabledAt?.toISO() ?? null,
        canReset: await ctx.bouncer.with(TwoFactorPolicy).allows('reset', user),
      },
      openSessions: await SessionLifetimeService.countFor(user),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, session, auth, i18n } = ctx
    const user = await this.find(ctx)
    const data = await request.validateUsing(editUserValidator, { meta: { userId: user.id } })
    const self = user.id === auth.use('web').user!.id
    if (self && data.status === 'inactive') {
      throw fieldError('status', 'self', i18n.t('users.admin.self_inactive'))
    }

    const becameInactive = data.status === 'inactive' && user.status !== 'inactive'
    user.merge({
      firstName: data.first_name,
      lastName: data.last_name,
      phoneNumber: data.phone_number,
      email: data.email,
      status: data.status,
    })
    if (data.password) user.password = data.password
    // An inactive user is signed out everywhere; so is one whose password an administrator
    // changed (unless it is the administrator's own): in the change's transaction, with its entries.
    const actor = auth.use('web').user!
    const ending = becameInactive
      ? ('made_inactive' as const)
      : data.password && !self
        ? ('password_changed' as const)
        : null
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      await user.save()
      if (ending)
        await SessionLifetimeService.endAllFor(user, { client: trx, actor, reason: ending })
    })
    if (data.password && self) {
      // The administrator's own password: offered to end their other sessions (My account).
      SessionActivity.offerEndOthers(ctx.session)
    }

    session.flash('success', i18n.t('users.admin.saved'))
    return response.redirect().toRoute('admin.users.edit', { uid: user.uid })
  }

  /** Ends all of a user's sessions and remember-me tokens (the edit page's "Închide toate sesiunile"). */
  async endSessions(ctx: HttpContext) {
    const user = await this.find(ctx)
    await SessionLifetimeService.endAllFor(user, {
      actor: ctx.auth.use('web').user!,
      reason: 'ended_by_admin',
    })
    ctx.session.flash('success', ctx.i18n.t('sessions.admin_ended'))
    return ctx.response.redirect().toRoute('admin.users.edit', { uid: user.uid })
  }
}
