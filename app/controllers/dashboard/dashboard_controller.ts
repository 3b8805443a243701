import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'

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
      const [users] = await User.forTenant(tenant).count('* as total')
      return inertia.render('dashboard/tenant', { totalUsers: Number(users.$extras.total) })
    }
    return inertia.render('dashboard/empty', {})
  }
}
