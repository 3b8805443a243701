/**
 * The fixture registry of the generated route tests (fuzz.test.ts,
 * isolation.test.ts): for each route parameter, how to create a record in a
 * tenant and which tenant it belongs to; for each named middleware, who it
 * lets through. A route whose parameters or middleware are not described
 * here makes those tests fail with a message naming it.
 *
 * A new resource needs one line in FIXTURES, for the route prefix up to its
 * parameter, e.g.
 *
 *   fixture('/contacts/:uid', 'community', (t) => createContact(t.community.id).then((c) => ({ uid: c.uid }))),
 *
 * and every route under `/contacts/:uid` (show, edit, update, delete…) is
 * fuzzed and checked for tenant isolation from then on.
 */
import type { TestClient } from '../../support/client.ts'
import { createCommunity, createUser, factories, query, type TestUser } from '../../support/db.ts'
import { createInvitation, fileForm, png } from '../helpers/users.ts'
import { createCompany, createContact, createList } from '../helpers/contacts.ts'
import { createProduct } from '../helpers/products.ts'
import { createSegment } from '../helpers/segments.ts'
import { createFeed } from '../helpers/feeds.ts'
import { createEvent } from '../helpers/events.ts'
import { createRegistration, legacyRegistrationToken } from '../helpers/attendees.ts'
import { createQuest, createQuiz } from '../helpers/content.ts'
import { createCar, createInvoice, createLot, createWonCar } from '../helpers/auction.ts'
import type { Tenant } from './tenants.ts'

export type Role = 'super-admin' | 'org-admin'
export type Caller = Role | 'guest' | 'member'

/** Who may call a route, as its middleware says. */
export interface Access {
  signedIn: boolean
  guest: boolean
  /** null: any signed-in user. */
  roles: Role[] | null
  /** Modules the current community must have. */
  modules: string[]
  /** The member API: a member's device token (`memberAuth`). */
  member: boolean
  /** …of a member of the URL's community (`memberCommunity`, routes under `:slug`). */
  memberCommunity: boolean
}

/** What each named middleware (start/kernel.ts) asks of whoever calls the route. */
export const MIDDLEWARE: Record<string, (args: unknown, access: Access) => void> = {
  auth: (_, access) => {
    access.signedIn = true
  },
  guest: (_, access) => {
    access.guest = true
  },
  role: (roles, access) => {
    access.roles = roles as Role[]
  },
  module: (slug, access) => {
    access.modules.push(String(slug))
  },
  // The web group's stack and the stateless group's language (start/kernel.ts) let everyone
  // through.
  session: () => {},
  shield: () => {},
  initializeAuth: () => {},
  silentAuth: () => {},
  detectLocale: () => {},
  tenantContext: () => {},
  initializeBouncer: () => {},
  apiLocale: () => {},
  apiAuth: () => {},
  // A fresh confirmation (docs/security.md): the generated tests' clients sign in through
  // TestClient.login, which confirms the password at once; the routes' own tests refuse without.
  freshConfirmation: () => {},
  // Rate limits (start/limiter.ts) let everyone through until their limit.
  event_registration_ipThrottle: () => {},
  member_dataThrottle: () => {},
  // The tenant area: org-admins with a current community.
  tenant: (_, access) => {
    access.signedIn = true
    access.roles = ['org-admin']
  },
  // The member API (docs/members.md): a member's Bearer token; under /communities/:slug, a
  // member of that community. The sign-in throttle lets everyone through until its limit.
  memberAuth: (_, access) => {
    access.member = true
  },
  memberCommunity: (_, access) => {
    access.memberCommunity = true
  },
  member_sign_in_ipThrottle: () => {},
  member_email_change_ipThrottle: () => {},
  member_email_change_memberThrottle: () => {},
}

/**
 * Who the generated tests call a route as: each role it allows; any
 * signed-in user is an org-admin (the narrowest role); a guest otherwise.
 */
export function callersOf(access: Access): Caller[] {
  if (access.member) return ['member']
  if (access.roles) return access.roles
  if (access.signedIn) return ['org-admin']
  return ['guest']
}

/** Whether an org-admin passes the route's middleware (the tenant area, shared routes). */
export function orgAdminMayEnter(access: Access) {
  return access.signedIn && (access.roles === null || access.roles.includes('org-admin'))
}

/**
 * Whose record a parameter names:
 * - organization: one organization's (any of its org-admins, and super-admins, may reach it);
 * - community: one community's (only an org-admin working in that community);
 * - platform: platform data (super-admins only);
 * - link: the token of an e-mailed link (guests);
 * - value: not a record at all (an export's format), the same for every tenant;
 * - member: a record of the member calling the member API (a device), no one else's.
 * Organization, community and member records are checked for tenant isolation.
 */
export type Scope = 'organization' | 'community' | 'platform' | 'link' | 'value' | 'member'

export interface FixtureContext {
  superAdmin: () => Promise<TestClient>
  signIn: (user: TestUser) => Promise<TestClient>
}

export interface Fixture {
  /** The route pattern up to and including its last parameter. */
  prefix: string
  scope: Scope
  /** Creates the record in the tenant; returns the value of every parameter of the prefix. */
  create: (tenant: Tenant, context: FixtureContext) => Promise<Record<string, string | number>>
}

function fixture(prefix: string, scope: Scope, create: Fixture['create']): Fixture {
  return { prefix, scope, create }
}

/** Where the member API's routes of one community start. */
export const MEMBER_COMMUNITY_PREFIX = '/api/member/communities/:slug'

/**
 * The fixture of a member API route under `/api/member/communities/:slug` that FIXTURES does not
 * name itself: the tenant's community's slug, and the record the rest of the URL names from the
 * staff's fixture of the same path (`/api/member/communities/:slug/quizzes/:uid` takes the
 * `/quizzes/:uid` fixture's quiz, made in the same community). A route with `memberCommunity`
 * is the community's (the tenant's member is in it; another community's member must get 401 or
 * 404); one without it (joining) is open to every member: a new community of the tenant's
 * organization each time, so that joining it changes nothing another test reads.
 */
export function memberCommunityFixture(prefix: string, access: Access): Fixture | null {
  if (!prefix.startsWith(MEMBER_COMMUNITY_PREFIX)) return null
  const rest = prefix.slice(MEMBER_COMMUNITY_PREFIX.length)
  const record = rest ? FIXTURES.find((candidate) => candidate.prefix === rest) : undefined
  if (rest && !record) return null
  if (!access.memberCommunity) {
    return fixture(prefix, 'value', async (t, context) => {
      const community = await createCommunity(t.organization.id)
      const inCommunity = { ...t, community }
      return {
        ...(record ? await record.create(inCommunity, context) : {}),
        slug: await slugOf(community.id),
      }
    })
  }
  return fixture(prefix, 'community', async (t, context) => ({
    ...(record ? await record.create(t, context) : {}),
    slug: await slugOf(t.community.id),
  }))
}

async function slugOf(communityId: number) {
  const [row] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    communityId,
  ])
  return row.slug
}

/** A car of a new lot of the tenant's community: the lot's uid and the car's. */
async function carOf(t: Tenant) {
  const lot = await createLot(t.community.id)
  const car = await createCar(t.community.id, { lot_id: lot.id })
  return { uid: lot.uid, car_uid: car.uid }
}

/** Uploads a small PNG (an image the record then has: its routes answer 200 to its owner). */
async function upload(client: TestClient, path: string, field: string) {
  const reply = await client.request('POST', path, {
    form: fileForm(field, await png(), 'fixture.png', 'image/png'),
    inertia: true,
    headers: { referer: `${client.baseUrl}/` },
  })
  if (reply.status >= 400) throw new Error(`Fixture upload to ${path} answered ${reply.status}`)
}

/**
 * GET routes answering an HTML page of their own rather than the Inertia app: a static page
 * that shows nothing stored (the API reference, app/controllers/api_reference). The
 * stored-markup test checks that they show none of the stored text, instead of the app's element.
 */
export const STATIC_HTML_PAGES = new Set(['/api/docs'])

/**
 * Routes that take their payload as JSON inside one form field, with the files it comes
 * with (the import wizard's `importData` and its file): the fuzz sends every JSON body there
 * too, by route label.
 */
export const PAYLOAD_IN_FIELD: Record<
  string,
  { field: string; files: Record<string, { name: string; text: string }> }
> = {
  'POST /contacts/importer/start': {
    field: 'importData',
    files: { file: { name: 'membri.csv', text: 'email,first_name\nana@example.test,Ana\n' } },
  },
}

/**
 * The winning bid of a car of a closed lot of the community, by a new contact: the bid
 * "Creează factură" accepts.
 */
async function bidOf(t: Tenant) {
  const contact = await createContact(t.community.id)
  const { bids } = await createWonCar(t.community.id, [
    { contact_id: contact.id, amount_cents: 350_000 },
  ])
  return bids[0]
}

/**
 * Gives the tenant's organization a whole profile and settings (website, billing, contacts, an
 * industry with a niche): a route that erased a field it was not sent would show.
 */
async function completeProfile(t: Tenant) {
  await query(
    `update organizations set url = 'https://www.exemplu.ro', billing_info = $2,
       legal_representative_contact = $3, technical_administrator_contact = $4,
       industry_id = (select min(industry_id) from niches)
     where id = $1`,
    [
      t.organization.id,
      { cui: 'RO14399840', iban: 'RO49AAAA1B31007593840000', city: 'Brașov', county: 'Brașov' },
      { first_name: 'Ana', last_name: 'Popescu', email: 'ana@exemplu.ro' },
      { first_name: 'Ion', last_name: 'Ionescu', phone_number: '+40722000222' },
    ]
  )
  await query(
    `insert into organization_niches (organization_id, niche_id)
     select o.id, min(n.id) from organizations o join niches n on n.industry_id = o.industry_id
     where o.id = $1 group by o.id on conflict do nothing`,
    [t.organization.id]
  )
}

export const FIXTURES: Fixture[] = [
  fixture('/organizations/:uid', 'organization', async (t) => {
    await completeProfile(t)
    return { uid: t.organization.uid }
  }),
  fixture('/organization/:uid', 'organization', async (t, { superAdmin }) => {
    await upload(await superAdmin(), `/organization/${t.organization.uid}/logo`, 'file')
    await upload(await superAdmin(), `/organization/${t.organization.uid}/cover`, 'file')
    return { uid: t.organization.uid }
  }),
  fixture('/communities/:uid', 'organization', async (t) => {
    const community = await createCommunity(t.organization.id)
    return { uid: community.uid }
  }),
  fixture('/community/:uid', 'organization', async (t, { superAdmin }) => {
    const community = await createCommunity(t.organization.id)
    await upload(await superAdmin(), `/community/${community.uid}/image/logo`, 'file')
    await upload(await superAdmin(), `/community/${community.uid}/image/cover`, 'file')
    return { uid: community.uid }
  }),
  fixture('/users/invite/:uid', 'organization', async (t) => {
    const invitation = await createInvitation({
      organizationId: t.organization.id,
      organizationName: t.organization.name,
    })
    return { uid: invitation.uid }
  }),
  fixture('/images/:uid', 'organization', async (t, { signIn }) => {
    const user = await createUser({ role: 'org-admin', organizationId: t.organization.id })
    await upload(await signIn(user), '/my-account/avatar', 'avatar')
    return { uid: user.uid }
  }),
  // A member's contact (the contact page's Membru panel and its actions reach a member).
  fixture('/contacts/:uid', 'community', async (t) => {
    const { memberOf } = await factories()
    const { contact } = await memberOf(t.community.id)
    return { uid: contact.uid }
  }),
  fixture('/contacts/export/:format', 'value', async () => ({ format: 'csv' })),
  // A request of the organization's GDPR register (docs/security.md).
  fixture('/gdpr/requests/:uid', 'organization', async (t) => {
    const [row] = await query<{ uid: string }>(
      `insert into gdpr_requests (organization_id, kind, requester_name, received_on, due_on, created_at)
       values ($1, 'erasure', 'Ana Solicitant', current_date, current_date + 30, now()) returning uid`,
      [t.organization.id]
    )
    return { uid: row.uid }
  }),
  // A member's account (the super-admin's members lookup): platform data.
  fixture('/mobile-app/members/:uid', 'platform', async (t) => {
    const { memberOf } = await factories()
    const { member } = await memberOf(t.community.id)
    return { uid: member.uid }
  }),
  fixture('/contacts/imports/:uid', 'community', async (t) => {
    const { ContactImportFactory } = await factories()
    const contactImport = await ContactImportFactory.merge({ communityId: t.community.id }).create()
    return { uid: contactImport.uid }
  }),
  fixture('/lists/:uid/export/:format', 'community', (t) =>
    createList(t.community.id).then((list) => ({ uid: list.uid, format: 'xlsx' }))
  ),
  fixture('/lists/:uid', 'community', (t) =>
    createList(t.community.id).then((list) => ({ uid: list.uid }))
  ),
  fixture('/companies/:uid', 'community', async (t) => {
    const company = await createCompany(t.community.id)
    await upload(await t.client(), `/companies/${company.uid}/logo`, 'file')
    return { uid: company.uid }
  }),
  fixture('/products/export/:format', 'value', async () => ({ format: 'csv' })),
  fixture('/audit/export/:format', 'value', async () => ({ format: 'csv' })),
  fixture('/products/:uid', 'community', async (t) => {
    const product = await createProduct(t.community.id)
    await upload(await t.client(), `/products/${product.uid}/image`, 'file')
    return { uid: product.uid }
  }),
  fixture('/feeds/:uid', 'community', async (t) => {
    const feed = await createFeed(t.community.id)
    await upload(await t.client(), `/feeds/${feed.uid}/image`, 'file')
    return { uid: feed.uid }
  }),
  // A public upcoming event's image for the mobile app: public by design, the same for every caller.
  fixture('/api/communities/:slug/events/:uid/image/:type', 'value', async (t) => {
    const event = await createEvent(t.community.id, {
      event_visibility: 'public',
      start_at: new Date(Date.now() + 86_400_000),
      end_at: new Date(Date.now() + 90_000_000),
    })
    await upload(await t.client(), `/events/${event.uid}/image/hero_image`, 'file')
    return { slug: await slugOf(t.community.id), uid: event.uid, type: 'hero_image' }
  }),
  // A public upcoming event's registrations (the mobile app, no session): the same for every caller.
  fixture('/api/communities/:slug/events/:uid', 'value', async (t) => {
    const event = await createEvent(t.community.id, {
      event_visibility: 'public',
      attendees_limit: 0,
    })
    return { slug: await slugOf(t.community.id), uid: event.uid }
  }),
  // A registration's page, from the links of its e-mails (signed, no account).
  fixture('/event-registrations/:uid', 'link', async (t) => {
    const event = await createEvent(t.community.id, { attendees_limit: 5 })
    const registration = await createRegistration(event, {}, 'held')
    return { uid: registration.uid }
  }),
  // The same, e-mailed before the links were signed (a token after the uid).
  fixture('/event-registrations/:uid/:token', 'link', async (t) => {
    const event = await createEvent(t.community.id, { attendees_limit: 5 })
    const registration = await createRegistration(event, {}, 'held')
    return { uid: registration.uid, token: legacyRegistrationToken(registration.uid) }
  }),
  // The image of a public feed item (no session): the same for every caller.
  fixture('/api/communities/:slug/feed/:uid', 'value', async (t) => {
    const feed = await createFeed(t.community.id, { type: 'image', text: null })
    await upload(await t.client(), `/feeds/${feed.uid}/image`, 'file')
    return { slug: await slugOf(t.community.id), uid: feed.uid }
  }),
  // A members-only feed item with its image: the member API's `…/feed/:uid/image` of the
  // community (memberCommunityFixture adds the slug).
  fixture('/feed/:uid', 'community', async (t) => {
    const feed = await createFeed(t.community.id, {
      type: 'image',
      text: null,
      visibility: 'members',
    })
    await upload(await t.client(), `/feeds/${feed.uid}/image`, 'file')
    return { uid: feed.uid }
  }),
  // The mobile app's public events and feed of a community (no session): the same for every caller.
  fixture('/api/communities/:slug', 'value', async (t) => ({
    slug: await slugOf(t.community.id),
  })),
  fixture('/events/:uid', 'community', async (t) => {
    const event = await createEvent(t.community.id)
    for (const image of ['hero_image', 'trust_el_image']) {
      await upload(await t.client(), `/events/${event.uid}/image/${image}`, 'file')
    }
    return { uid: event.uid }
  }),
  // The Participanți tab's export of an event with an attendee.
  fixture('/events/:uid/attendees/export/:format', 'community', async (t) => {
    const event = await createEvent(t.community.id, { attendees_limit: 5 })
    await createRegistration(event)
    return { uid: event.uid, format: 'csv' }
  }),
  // A confirmed attendee (with a ticket) of an event of the community: the Participanți tab's rows.
  fixture('/attendees/:uid', 'community', async (t) => {
    const event = await createEvent(t.community.id, { attendees_limit: 5 })
    const registration = await createRegistration(event)
    return { uid: registration.uid }
  }),
  // A contact added to a segment by hand: the one the segment's page may remove.
  fixture('/segments/:uid/contacts/:contact_uid', 'community', async (t) => {
    const { putInSegment } = await factories()
    const segment = await createSegment(t.community.id)
    const contact = await createContact(t.community.id)
    await putInSegment({ id: segment.id, communityId: t.community.id }, contact, 'manual')
    return { uid: segment.uid, contact_uid: contact.uid }
  }),
  fixture('/segments/:uid/contacts/export/:format', 'community', (t) =>
    createSegment(t.community.id).then((segment) => ({ uid: segment.uid, format: 'csv' }))
  ),
  fixture('/segments/:uid', 'community', (t) =>
    createSegment(t.community.id).then((segment) => ({ uid: segment.uid }))
  ),
  fixture('/quizzes/:uid', 'community', async (t) => {
    const quiz = await createQuiz(t.community.id)
    await upload(await t.client(), `/quizzes/${quiz.uid}/cover`, 'file')
    return { uid: quiz.uid }
  }),
  fixture('/quests/:uid', 'community', async (t) => {
    const quest = await createQuest(t.community.id)
    await upload(await t.client(), `/quests/${quest.uid}/cover`, 'file')
    return { uid: quest.uid }
  }),
  fixture('/lots/:uid', 'community', (t) =>
    createLot(t.community.id).then((lot) => ({ uid: lot.uid }))
  ),
  fixture('/lots/:uid/cars/:car_uid', 'community', async (t) => carOf(t)),
  fixture('/lot/:lot_uid/car/:car_uid', 'community', async (t) => {
    const { uid, car_uid: carUid } = await carOf(t)
    return { lot_uid: uid, car_uid: carUid }
  }),
  fixture('/cars/:uid', 'community', async (t) => {
    const { car_uid: uid } = await carOf(t)
    await upload(await t.client(), `/cars/${uid}/photo`, 'file')
    return { uid }
  }),
  // A bid (and an invoice of another bid) of the community: /administrare (docs/auction.md).
  fixture('/administrare/bids/:uid', 'community', async (t) => {
    const bid = await bidOf(t)
    return { uid: bid.uid }
  }),
  fixture('/administrare/invoices/:uid', 'community', async (t) => {
    const bid = await bidOf(t)
    const invoice = await createInvoice(t.community.id, {
      bid_id: bid.id,
      series_code: 'GEN',
      number: bid.id,
    })
    return { uid: invoice.uid }
  }),
  // Another session of the tenant's org-admin (My account's sessions): a browser of their own.
  fixture('/my-account/sessions/:uid', 'organization', async (t, { signIn }) => {
    await signIn(t.admin)
    const [row] = await query<{ public_id: string }>(
      `select public_id from sessions where user_id = $1 order by created_at desc limit 1`,
      [String(t.admin.id)]
    )
    return { uid: row.public_id }
  }),
  fixture('/administrare/users/:uid', 'platform', () =>
    createUser().then((user) => ({ uid: user.uid }))
  ),
  fixture('/administrare/files/download/:uid', 'platform', async (_, { superAdmin }) => {
    const user = await createUser()
    await upload(await superAdmin(), `/administrare/users/${user.uid}/document`, 'document')
    return { uid: user.uid }
  }),
  fixture('/mailbox/:id', 'platform', async () => {
    const { MailboxMessageFactory } = await factories()
    const message = await MailboxMessageFactory.create()
    return { id: message.id }
  }),
  fixture('/kit/image/*', 'platform', async () => ({ '*': 'kit/fixture-missing.png' })),
  // Another device of the member calling the member API (a second token).
  // Another device of the member calling the member API (a second token of theirs).
  fixture('/api/member/devices/:id', 'member', async (t) => {
    const { deviceOf } = await factories()
    const member = await t.member()
    const device = await deviceOf(member.id)
    return { id: device.id }
  }),
  // One of the member's registrations (their ticket), of an event of the tenant's community.
  fixture('/api/member/tickets/:uid', 'member', async (t) => {
    const member = await t.member()
    const event = await createEvent(t.community.id)
    const registration = await createRegistration(event, {
      email: member.email,
      member_id: member.id,
    })
    return { uid: registration.uid }
  }),
  fixture('/reset/:token', 'link', async () => {
    const user = await createUser()
    const { createPasswordResetWithToken } = await factories()
    const { token } = await createPasswordResetWithToken(user.id)
    return { token }
  }),
  fixture('/auth/register/:token', 'link', () =>
    createInvitation().then((invitation) => ({ token: invitation.token }))
  ),
]
