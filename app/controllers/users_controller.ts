import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { NotFoundException } from '#exceptions/http_errors'
import { listQuery } from '#services/list_query'
import { ImageService } from '#services/image_service'
import UserPolicy from '#policies/user_policy'
import { findByUidOr404 } from '#services/find_by_uid'

/** A user's first role by name (null without one), for listing and sorting. */
const ROLE_NAME = `(select min(r.name) from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = users.id)`

/** Statuses sort in their life order: active, pending, inactive. */
const STATUS_RANK = `case users.status when 'active' then 1 when 'pending' then 2 else 3 end`

/**
 * /users: super-admins list every user; org-admins the users of their
 * organization (those with a role in it).
 */
export default class UsersController {
  async index({ inertia, request, tenant }: HttpContext) {
    const query = User.forTenant(tenant).select(
      'users.*',
      db.raw(`${ROLE_NAME} as role_name`),
      db.raw(`${STATUS_RANK} as status_rank`)
    )
    const list = await listQuery(request, query, {
      sortable: {
        id: 'id',
        first_name: 'first_name',
        last_name: 'last_name',
        status: 'status_rank',
        email: 'email',
        role: 'role_name',
      },
      searchable: ['first_name', 'last_name', 'email'],
      textSort: ['first_name', 'last_name', 'email'],
      defaultSort: { key: 'id', direction: 'asc' },
    })
    return inertia.render('users/index', {
      users: list.rows.map((user) => ({
        uid: user.uid,
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        status: user.status,
        email: user.email,
        phoneNumber: user.phoneNumber,
        role: (user.$extras.role_name as string | null) ?? null,
      })),
      meta: list.meta,
      state: list.state,
      canEdit: tenant.isSuperAdmin,
    })
  }

  /**
   * GET /images/{uid}/avatar: a user's avatar, for whoever may see that
   * user (themselves, super-admins, org-admins of the user's organization).
   * Cached by the browser; the URL carries ?t={updated_at} so a new avatar
   * is a new URL.
   */
  async avatar(ctx: HttpContext) {
    const { params, bouncer, i18n } = ctx
    const message = i18n.t('errors.not_found')
    const user = await findByUidOr404(User, params.uid, { message })
    if (!user.avatar || (await bouncer.with(UserPolicy).denies('view', user))) {
      throw new NotFoundException(message)
    }
    return ImageService.serve(ctx, user.avatar)
  }
}
