import { DateTime } from 'luxon'
import CommunityMember from '#models/community_member'
import type { TenantScope } from '#models/mixins/with_tenant_scope'

/** The dashboard's window and how many names it shows. */
export const RECENT_DAYS = 30
export const RECENT_SHOWN = 5

/** The members who joined the community in the last 30 days: how many, and the latest few. */
export async function recentMembers(tenant: TenantScope) {
  const since = DateTime.now().minus({ days: RECENT_DAYS })
  const joined = () => CommunityMember.forTenant(tenant).where('joined_at', '>=', since.toSQL()!)
  const [[counted], latest] = await Promise.all([
    joined().count('* as total').pojo<{ total: string }>(),
    joined()
      .preload('contact', (contact) => contact.select('id', 'uid', 'first_name', 'last_name'))
      .orderBy('joined_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_SHOWN),
  ])
  return {
    count: Number(counted.total),
    latest: latest.map((membership) => ({
      contactUid: membership.contact.uid,
      name: membership.contact.fullName,
      joinedAt: membership.joinedAt.toISO(),
    })),
  }
}
