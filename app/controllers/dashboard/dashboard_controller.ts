import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Segment from '#models/segment'
import { countActiveProducts } from '#services/catalog/product_service'

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
      const [[users], [segments], activeProducts] = await Promise.all([
        User.forTenant(tenant).count('* as total'),
        Segment.forTenant(tenant).count('* as total'),
        countActiveProducts(tenant),
      ])
      return inertia.render('dashboard/tenant', {
        totalUsers: Number(users.$extras.total),
        // Null without a current community (the tenant area's screens are not open yet).
        totalSegments: tenant.community ? Number(segments.$extras.total) : null,
        activeProducts: tenant.community ? activeProducts : null,
      })
    }
    return inertia.render('dashboard/empty', {})
  }
}
