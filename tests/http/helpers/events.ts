/**
 * Helpers for the events tests: events built with EventFactory (returned as stored), what a
 * request wrote, and the create form as the browser sends it.
 */
import type Event from '#models/event'
import { TestClient, signedIn } from '../../support/client.ts'
import { nextYear } from '../../support/org_dates.ts'
import {
  attributesOf,
  createCommunity,
  createOrgAdmin,
  createUser,
  factories,
  query,
  rowById,
  unique,
  type Row,
} from '../../support/db.ts'

/**
 * An org-admin working in a community with the events module, whose organization has a second
 * community (also with it); another organization's org-admin; a super-admin; a guest.
 */
export async function eventsWorld() {
  const mine = await createOrgAdmin(['events-module'])
  const sibling = await createCommunity(
    mine.organization.id,
    ['events-module'],
    `Zz ${unique('Vecină')}`
  )
  const other = await createOrgAdmin(['events-module'])
  return {
    ...mine,
    sibling,
    other,
    client: await signedIn(mine.user),
    otherClient: await signedIn(other.user),
    superAdmin: await signedIn(await createUser({ role: 'super-admin' })),
    guest: new TestClient(),
  }
}

export async function createEvent(
  communityId: number,
  fields: Partial<Omit<Row<typeof Event>, 'id' | 'uid' | 'community_id'>> = {}
) {
  const { EventFactory } = await factories()
  const event = await EventFactory.merge({ ...attributesOf(fields), communityId }).create()
  return rowById<Row<typeof Event>>('events', event.id)
}

export async function eventByUid(uid: string) {
  const [row] = await query<Row<typeof Event>>(`select * from events where uid = $1`, [uid])
  return row as Row<typeof Event> | undefined
}

export async function eventsOf(communityId: number) {
  return query<Row<typeof Event>>(`select * from events where community_id = $1 order by id`, [
    communityId,
  ])
}

/** The create form as the browser sends it (Romanian wall time: next year's 10 May, summer time). */
export function eventForm(fields: Record<string, unknown> = {}) {
  return {
    name: 'Atelier de fotografie',
    description: 'O zi întreagă\ncu exerciții',
    event_visibility: 'members',
    event_type: ['workshop', 'training'],
    event_promo: 'early_bird',
    product_id: null,
    whom_text: 'Pentru începători',
    uvp_text: 'Fotografii mai bune într-o zi',
    start_date: `${nextYear()}-05-10 09:00:00`,
    end_date: `${nextYear()}-05-10 17:30:00`,
    attendees_limit: '40',
    attendees_price: '12,50',
    promises: ['Aparat foto oferit', '', 'Prânz inclus'],
    contact: {
      profile: {
        first_name: 'Ioana',
        last_name: 'Mureșan',
        email: 'ioana.muresan@example.test',
        phone_number: '+40722000111',
      },
    },
    ...fields,
  }
}

/** The Event tab's form (the create form without the contact). */
export function eventTabForm(fields: Record<string, unknown> = {}) {
  const form: Partial<ReturnType<typeof eventForm>> = eventForm(fields)
  delete form.contact
  return form
}
