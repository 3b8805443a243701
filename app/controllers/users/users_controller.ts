import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import UserTransformer from '#transformers/users/user_transformer'
import { listQuery } from '#services/shared/list_query'

/** A user's first role by name (null without one), for listing and sorting. */
const ROLE_NAME = `(select min(r.name) from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = users.id)`

/** Statuses sort in their life order: active, pending, inactive. */
const STATUS_RANK = `case users.status when 'active' then 1 when 'pending' then 2 else 3 end`

export default class UsersController {
  async index({ inertia, request, tenant }: HttpContext) {
    const query = User.forTenant(tenant).select(
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
      columns: UserTransformer.listRowFields,
    })
    return inertia.render('users/index', {
      users: UserTransformer.transform(list.rows).useVariant('toListRow'),
      meta: list.meta,
      state: list.state,
      canEdit: tenant.isSuperAdmin,
    })
  }
}
