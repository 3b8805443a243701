/**
 * Helpers of the event editor's tests: an org-admin of a community with the events module (a
 * sibling community with it too, another organization's), events built with the factory (as
 * stored) and the tabs' forms as the browser sends them.
 */
import { signedIn } from '../../support/client.ts'
import { createCommunity, createOrgAdmin, query, unique } from '../../support/db.ts'
import { createCompany } from './contacts.ts'

const EVENTS = ['events-module']

/** An org-admin (events module on) with a sibling community and another organization's org-admin. */
export async function eventWorld() {
  const mine = await createOrgAdmin(EVENTS)
  const sibling = await createCommunity(mine.organization.id, EVENTS, `Zz ${unique('Vecină')}`)
  const other = await createOrgAdmin(EVENTS)
  return { ...mine, sibling, other, client: await signedIn(mine.user) }
}

export type EventWorld = Awaited<ReturnType<typeof eventWorld>>

/** The event's partners and sponsors: company ids by role. */
export async function eventCompanies(eventId: number) {
  const rows = await query<{ company_id: number; role: string }>(
    `select company_id, role from event_companies where event_id = $1 order by company_id`,
    [eventId]
  )
  return {
    partners: rows.filter((row) => row.role === 'partner').map((row) => row.company_id),
    sponsors: rows.filter((row) => row.role === 'sponsor').map((row) => row.company_id),
  }
}

/** Companies of the community, their ids. */
export async function companyIds(communityId: number, howMany: number) {
  const ids: number[] = []
  for (let index = 0; index < howMany; index++) {
    const company = await createCompany(communityId)
    ids.push(company.id)
  }
  return ids
}

/** The Sales Info form. */
export function salesInfoForm(fields: Record<string, unknown> = {}) {
  return {
    suitable_for: ['students', 'families'],
    uvp: 'Înveți de la practicieni',
    why_to_come: 'Ateliere practice\nși networking',
    trust_el_text: 'Peste 500 de participanți anul trecut',
    ...fields,
  }
}

/** The Contact form (a profile with an address of its own, a place typed by hand). */
export function contactForm(
  profile: Record<string, unknown> = {},
  place: Record<string, unknown> = {}
) {
  return {
    contact: {
      profile: {
        first_name: 'Ioana',
        last_name: 'Mureșan',
        email: `${unique('ioana')}@example.test`,
        phone_number: '+40722111222',
        ...profile,
      },
      address: 'Strada Memorandumului 21, Cluj-Napoca',
      entrance: 'B',
      floor: '2',
      apartment: '14',
      latitude: null,
      longitude: null,
      address_changed: false,
      ...place,
    },
  }
}
