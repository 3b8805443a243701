import Community from '#models/community'
import Module from '#models/module'
import { publicEvents } from '#services/events/public_events'

/**
 * What a page of the events answer is made of, read by the page's own filters without building a
 * model: the community, its listed events' count, and each of the page's events with its last
 * change and places taken. An event that ends leaves the list and changes it. Null for an
 * unknown community or one without the events module.
 */
export async function publicEventsVersion(slug: string, page: number, perPage: number) {
  // Not the tenant scope: a public request has no session, its community is the URL's slug.
  const community = await Community.query()
    .select('communities.id', 'communities.slug')
    .where('communities.slug', slug)
    .whereHas('modules', (modules) => modules.where('modules.slug', Module.EVENTS))
    .pojo<{ id: number; slug: string }>()
    .first()
  if (!community) return null
  const [rows, [{ total }]] = await Promise.all([
    publicEvents(community.id)
      .select('events.id', 'events.updated_at', 'events.places_taken')
      .orderBy('events.start_at')
      .orderBy('events.id')
      .offset((page - 1) * perPage)
      .limit(perPage)
      .pojo<{ id: number; updated_at: Date | null; places_taken: number }>(),
    publicEvents(community.id).count('* as total').pojo<{ total: string | number }>(),
  ])
  const changes = rows.map((row) => [row.id, row.updated_at?.getTime() ?? null, row.places_taken])
  const times = rows.flatMap((row) => (row.updated_at ? [row.updated_at.getTime()] : []))
  return {
    community,
    parts: [slug, page, perPage, Number(total), changes],
    lastModified: times.length ? new Date(Math.max(...times)) : null,
  }
}
