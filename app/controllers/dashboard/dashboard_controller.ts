import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import Organization from '#models/organization'
import ContactList from '#models/contact_list'
import Company from '#models/company'
import Segment from '#models/segment'
import { countContacts } from '#services/contacts/contact_service'
import { countActiveProducts } from '#services/products/product_service'
import { countFeedItems } from '#services/feeds/feed_service'
import Module from '#models/module'
import { upcomingEvents } from '#services/events/event_list'
import EventTransformer from '#transformers/events/event_transformer'
import { lateDocuments, waitingWithoutCredentials } from '#services/efactura/deadlines'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { recentMembers } from '#services/members/recent_members'
import { dueGdprRequests } from '#services/gdpr/gdpr_requests'

async function communityCounts(tenant: HttpContext['tenant']) {
  const [contacts, [lists], [companies], [segments], activeProducts, feeds] = await Promise.all([
    countContacts(tenant),
    ContactList.forTenant(tenant).count('* as total'),
    Company.forTenant(tenant).count('* as total'),
    Segment.forTenant(tenant).count('* as total'),
    countActiveProducts(tenant),
    countFeedItems(tenant),
  ])
  return {
    contacts,
    lists: Number(lists.$extras.total),
    companies: Number(companies.$extras.total),
    segments: Number(segments.$extras.total),
    activeProducts,
    publishedFeeds: feeds.published,
    scheduledFeeds: feeds.scheduled,
  }
}

export default class DashboardController {
  async index({ inertia, tenant }: HttpContext) {
    if (tenant.isSuperAdmin) {
      const [[users], [organizations]] = await Promise.all([
        User.forTenant(tenant).count('* as total'),
        Organization.forTenant(tenant).count('* as total'),
      ])
      return inertia.render('dashboard/admin', {
        totalUsers: Number(users.$extras.total),
        totalOrganizations: Number(organizations.$extras.total),
      })
    }
    if (tenant.isOrgAdmin) {
      const withEvents = tenant.community !== null && tenant.hasModule(Module.EVENTS)
      const [[users], counts, events, late, withoutCredentials, members, gdpr] = await Promise.all([
        User.forTenant(tenant).count('* as total'),
        tenant.community ? communityCounts(tenant) : null,
        withEvents ? upcomingEvents(tenant) : null,
        tenant.community ? lateDocuments(tenant.community.id) : [],
        tenant.community ? waitingWithoutCredentials(communityScope(tenant.community.id)) : [],
        tenant.community ? recentMembers(tenant) : null,
        dueGdprRequests(tenant),
      ])
      return inertia.render('dashboard/tenant', {
        totalUsers: Number(users.$extras.total),
        counts,
        upcomingEvents: events && EventTransformer.transform(events).useVariant('toRow'),
        // Invoices and credit notes ANAF has not accepted in time (docs/efactura.md).
        lateEfactura: late,
        // Without ANAF credentials nothing is sent: how many of the community's documents wait.
        efacturaWithoutCredentials: withoutCredentials,
        // The members who joined in the last 30 days (docs/members.md).
        recentMembers: members,
        // The organization's GDPR requests due within a week or overdue (docs/security.md).
        dueGdprRequests: gdpr,
      })
    }
    return inertia.render('dashboard/empty', {})
  }
}
