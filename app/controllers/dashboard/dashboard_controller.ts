import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'

export default class DashboardController {
  async index({ inertia, tenant }: HttpContext) {
    if (tenant.isSuperAdmin) {
      const [users, organizations] = await Promise.all([
        db.from('users').count('* as total').first(),
        db.from('organizations').count('* as total').first(),
      ])
      return inertia.render('dashboard/admin', {
        totalUsers: Number(users.total),
        totalOrganizations: Number(organizations.total),
      })
    }
    if (tenant.isOrgAdmin) {
      const users = await db
        .from('user_roles')
        .where('organization_id', tenant.organization?.id ?? -1)
        .countDistinct('user_id as total')
        .first()
      return inertia.render('dashboard/tenant', { totalUsers: Number(users.total) })
    }
    return inertia.render('dashboard/empty', {})
  }
}
