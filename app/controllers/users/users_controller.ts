import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import UserTransformer from '#transformers/users/user_transformer'
import { listQuery } from '#services/shared/list_query'

export default class UsersController {
  async index({ inertia, request, tenant }: HttpContext) {
    const list = await listQuery(request, User.forTenant(tenant), {
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
      related: (users) =>
        users.withScopes((scopes) => {
          scopes.withRoleName()
          scopes.withStatusRank()
        }),
    })
    return inertia.render('users/index', {
      users: UserTransformer.transform(list.rows).useVariant('toListRow'),
      meta: list.meta,
      state: list.state,
      canEdit: tenant.isSuperAdmin,
    })
  }
}
