/**
 * The rows of a tenant as the isolation test of the routes without a uid sees them
 * (isolation.test.ts): for each table with an owner column, how to create one of its rows
 * carrying a marker word where the app shows text; which table each id field of the app's
 * validators names; a fingerprint of one tenant's rows. A new tenant table, or a new id field,
 * makes the test fail with a message saying what to add here.
 */
import crypto, { randomBytes } from 'node:crypto'
import { createUser, factories, query } from '../../support/db.ts'
import { createCompany, createContact, createList } from '../helpers/contacts.ts'
import { createProduct } from '../helpers/products.ts'
import { createSegment } from '../helpers/segments.ts'
import { createFeed } from '../helpers/feeds.ts'
import { createQuest, createQuiz, questTree, quizTree } from '../helpers/content.ts'
import { createInvitation } from '../helpers/users.ts'
import { createEvent } from '../helpers/events.ts'
import { createRegistration } from '../helpers/attendees.ts'
import { createBid, createCar, createInvoice, createLot } from '../helpers/auction.ts'
import { FIXTURES, type FixtureContext } from './route_fixtures.ts'
import type { RuledField, ValidatorField } from './route_manifest.ts'
import type { Tenant } from './tenants.ts'

const REGISTRY = 'tests/http/generated/tenant_rows.ts'

export type Level = 'community' | 'organization'

export interface OwnedRow {
  id: number
  uid: string
}

export interface RowKind {
  /** community: a row of one community; organization: a row of the organization (its communities too). */
  level: Level
  /** Creates a row in the tenant (its `community`, or its organization), `marker` in its shown text. */
  create: (tenant: Tenant, marker: string, context: FixtureContext) => Promise<OwnedRow>
}

const kind = (level: Level, create: RowKind['create']): RowKind => ({ level, create })
const email = (marker: string) => `${marker}@example.test`

/** A number no invoice of the community's organization has (its series are shared). */
async function nextNumber(communityId: number) {
  const [{ next }] = await query<{ next: number }>(
    `select coalesce(max(number), 0) + 1 as next from invoices
     where organization_id = (select organization_id from communities where id = $1)`,
    [communityId]
  )
  return next
}

/** By table: one row of each kind a tenant owns. */
export const ROWS: Record<string, RowKind> = {
  contacts: kind('community', (t, marker) =>
    createContact(t.community.id, { first_name: 'Ana', last_name: marker, email: email(marker) })
  ),
  contact_lists: kind('community', (t, marker) => createList(t.community.id, marker)),
  companies: kind('community', (t, marker) => createCompany(t.community.id, marker)),
  products: kind('community', (t, marker) => createProduct(t.community.id, { name: marker })),
  segments: kind('community', (t, marker) => createSegment(t.community.id, { name: marker })),
  // Members only, like events: a public item is public by design (GET
  // /api/communities/:slug/feed shows it to anyone); another must reach no other tenant.
  feeds: kind('community', (t, marker) =>
    createFeed(t.community.id, { text: marker, visibility: 'members' })
  ),
  // Members only: a public event is public by design (GET /api/communities/:slug/events shows
  // it to anyone); a members-only one must reach no other tenant, that API included.
  events: kind('community', (t, marker) =>
    createEvent(t.community.id, { name: marker, event_visibility: 'members' })
  ),
  // A registration (and its ticket) of a members-only event: the marker in the person's name and
  // in their contact's; the contacts screen lists that contact (attendees are contacts), so its
  // uid is the one a list shows, as a quiz's for its questions.
  event_registrations: kind('community', async (t, marker) => {
    const event = await createEvent(t.community.id, { event_visibility: 'members' })
    const contact = await createContact(t.community.id, {
      last_name: marker,
      email: email(`${marker}-inscriere`),
    })
    const registration = await createRegistration(event, {
      last_name: marker,
      email: email(`${marker}-inscriere`),
      contact_id: contact.id,
    })
    return { id: registration.id, uid: contact.uid }
  }),
  event_tickets: kind('community', async (t, marker) => {
    const event = await createEvent(t.community.id, { event_visibility: 'members' })
    const contact = await createContact(t.community.id, {
      last_name: marker,
      email: email(`${marker}-bilet`),
    })
    const { ticket } = await createRegistration(event, {
      last_name: marker,
      email: email(`${marker}-bilet`),
      contact_id: contact.id,
    })
    return { id: ticket!.id, uid: contact.uid }
  }),
  quizzes: kind('community', (t, marker) => createQuiz(t.community.id, { name: marker })),
  // A quiz's question and answer: their quiz (marker in its name) is what a list shows.
  quiz_questions: kind('community', async (t, marker) => {
    const quiz = await createQuiz(t.community.id, { name: marker })
    const [question] = await quizTree(quiz.id)
    return { id: question.id, uid: quiz.uid }
  }),
  quiz_answers: kind('community', async (t, marker) => {
    const quiz = await createQuiz(t.community.id, { name: marker })
    const [question] = await quizTree(quiz.id)
    return { id: question.answers[0].id, uid: quiz.uid }
  }),
  quests: kind('community', (t, marker) => createQuest(t.community.id, { title: marker })),
  quest_questions: kind('community', async (t, marker) => {
    const quest = await createQuest(t.community.id, { title: marker })
    const [question] = await questTree(quest.id)
    return { id: question.id, uid: quest.uid }
  }),
  quest_options: kind('community', async (t, marker) => {
    const quest = await createQuest(t.community.id, { title: marker })
    const [question] = await questTree(quest.id)
    return { id: question.options[0].id, uid: quest.uid }
  }),
  lots: kind('community', (t, marker) => createLot(t.community.id, { title: marker })),
  // A car: its lot (marker in its title) is what /lots shows.
  cars: kind('community', async (t, marker) => {
    const lot = await createLot(t.community.id, { title: marker })
    const car = await createCar(t.community.id, { lot_id: lot.id, model: marker })
    return { id: car.id, uid: lot.uid }
  }),
  // A bid shows its car and its bidder (/administrare/bids): both carry the marker.
  bids: kind('community', async (t, marker) => {
    const { bid } = await bidWithMarker(t, marker)
    return bid
  }),
  // A series shows only its code (10 characters), through its invoices (/administrare/invoices):
  // they carry the marker, and the owner finds the series by its invoice's uid. The series is
  // the organization's (shared by its communities); its row also names the community that opened it.
  invoice_series: kind('community', async (t, marker) => {
    const { bid } = await bidWithMarker(t, marker)
    const invoice = await createInvoice(t.community.id, {
      bid_id: bid.id,
      buyer_name: marker,
      number: await nextNumber(t.community.id),
    })
    const [row] = await query<OwnedRow>(
      `select id from invoice_series
       where organization_id = (select organization_id from communities where id = $1) and code = 'FCT'`,
      [t.community.id]
    )
    return { id: row.id, uid: invoice.uid }
  }),
  invoices: kind('community', async (t, marker) => {
    const { bid } = await bidWithMarker(t, marker)
    const next = await nextNumber(t.community.id)
    return createInvoice(t.community.id, { bid_id: bid.id, buyer_name: marker, number: next })
  }),
  // An invoice's e-Factura shows on the invoice's page; lists show its invoice (marker, uid).
  efactura_submissions: kind('community', async (t, marker) => {
    const { bid } = await bidWithMarker(t, marker)
    const next = await nextNumber(t.community.id)
    const invoice = await createInvoice(t.community.id, {
      bid_id: bid.id,
      buyer_name: marker,
      number: next,
    })
    const [row] = await query<{ id: number }>(
      `insert into efactura_submissions (community_id, invoice_id, state, upload_index, messages, created_at)
       values ($1, $2, 'refused', '1', $3, now()) returning id`,
      [t.community.id, invoice.id, JSON.stringify([marker])]
    )
    return { id: row.id, uid: invoice.uid }
  }),
  // The audit trail: an organization's log (/audit) shows its entries, the record's label too.
  audit_entries: kind('organization', async (t, marker) => {
    const label = crypto.randomUUID()
    const [row] = await query<{ id: number }>(
      `insert into audit_entries (organization_id, community_id, user_name, action, record_type, record_label)
       values ($1, $2, $3, 'update', 'contact', $4) returning id`,
      [t.organization.id, t.community.id, marker, label]
    )
    return { id: row.id, uid: label }
  }),
  // ANAF credentials are never shown (a super-admin sets them); the organization is their owner.
  anaf_credentials: kind('organization', async (t, marker) => {
    const [row] = await query<{ id: number }>(
      `insert into anaf_credentials (organization_id, client_id, client_secret, refresh_token, created_at)
       values ($1, $2, 'sealed', 'sealed', now())
       on conflict (organization_id) do update set client_id = excluded.client_id returning id`,
      [t.organization.id, marker]
    )
    return { id: row.id, uid: t.organization.uid }
  }),
  // An import's screen shows its file name and author; the fixture's row is found by its uid.
  imports: kind('community', async (t, _, context) => {
    const fixture = FIXTURES.find((candidate) => candidate.prefix === '/contacts/imports/:uid')!
    const { uid } = await fixture.create(t, context)
    const [row] = await query<OwnedRow>(`select id, uid from imports where uid = $1`, [uid])
    return row
  }),
  invitations: kind('organization', (t, marker) =>
    createInvitation({
      email: email(`${marker}.invitat`),
      organizationId: t.organization.id,
      organizationName: t.organization.name,
    })
  ),
  users: kind('organization', (t, marker) =>
    createUser({ role: 'org-admin', organizationId: t.organization.id, email: email(marker) })
  ),
  // A member in the community (the member API): their contact carries the marker, and the
  // contacts screen shows the contact's uid. The member rows below are a contact's too.
  community_members: kind('community', async (t, marker) => {
    const { MemberFactory, memberOf } = await factories()
    const member = await MemberFactory.merge({
      lastName: marker,
      email: email(`${marker}-membru`),
    }).create()
    const { membership, contact } = await memberOf(t.community.id, member)
    return { id: membership.id, uid: contact.uid }
  }),
  quiz_responses: kind('community', async (t, marker) => {
    const quiz = await createQuiz(t.community.id, { name: marker })
    const contact = await markedContact(t, marker, 'chestionar')
    const [row] = await query<{ id: number }>(
      `insert into quiz_responses (community_id, quiz_id, contact_id, answered_at)
       values ($1, $2, $3, now()) returning id`,
      [t.community.id, quiz.id, contact.id]
    )
    return { id: row.id, uid: contact.uid }
  }),
  segment_contacts: kind('community', async (t, marker) => {
    const segment = await createSegment(t.community.id, { name: marker })
    const contact = await markedContact(t, marker, 'segment')
    const [row] = await query<{ id: number }>(
      `insert into segment_contacts (community_id, segment_id, contact_id, source, added_at)
       values ($1, $2, $3, 'manual', now()) returning id`,
      [t.community.id, segment.id, contact.id]
    )
    return { id: row.id, uid: contact.uid }
  }),
  quest_completions: kind('community', async (t, marker) => {
    const quest = await createQuest(t.community.id, { title: marker })
    const contact = await markedContact(t, marker, 'provocare')
    const [row] = await query<{ id: number }>(
      `insert into quest_completions (community_id, quest_id, contact_id, score, max_score, completed_at)
       values ($1, $2, $3, 1, 1, now()) returning id`,
      [t.community.id, quest.id, contact.id]
    )
    return { id: row.id, uid: contact.uid }
  }),
  marketing_consents: kind('community', async (t, marker) => {
    const contact = await markedContact(t, marker, 'acord')
    const [row] = await query<{ id: number }>(
      `insert into marketing_consents (community_id, contact_id, given, text_version, source, at)
       values ($1, $2, true, 'v1', 'member', now()) returning id`,
      [t.community.id, contact.id]
    )
    return { id: row.id, uid: contact.uid }
  }),
  // A request in the organization's GDPR register: the register lists its requester's name.
  gdpr_requests: kind('organization', async (t, marker) => {
    const [row] = await query<OwnedRow>(
      `insert into gdpr_requests (uid, organization_id, kind, requester_name, received_on, due_on, created_at)
       values (gen_random_uuid(), $1, 'access', $2, current_date, current_date + 30, now())
       returning id, uid`,
      [t.organization.id, marker]
    )
    return row
  }),
  communities: kind('organization', async (t) => t.community),
  organizations: kind('organization', async (t) => t.organization),
}

/** A contact of the tenant's community, the marker in its name and e-mail. */
function markedContact(t: Tenant, marker: string, what: string) {
  return createContact(t.community.id, {
    first_name: 'Ana',
    last_name: marker,
    email: email(`${marker}-${what}`),
  })
}

/** A bid on a car of a lot, by a contact: the three carry the marker; the lot and the bid. */
async function bidWithMarker(t: Tenant, marker: string) {
  const lot = await createLot(t.community.id, { title: marker })
  const car = await createCar(t.community.id, { lot_id: lot.id, model: marker })
  // No e-mail: a tenant gets three such bids, and e-mails are unique in a community.
  const contact = await createContact(t.community.id, {
    first_name: 'Ana',
    last_name: marker,
    email: null,
  })
  const bid = await createBid(t.community.id, { car_id: car.id, contact_id: contact.id })
  return { lot, bid }
}

/** Tables with an owner column that hold no row of their own: links between rows, counters. */
export const NOT_ROWS = new Set([
  'contact_list_members',
  'segment_products',
  'event_companies',
  'community_modules',
  'community_impact_areas',
  'community_industries',
  'organization_niches',
  'user_roles',
  // A quiz response's chosen answers (the response is the row).
  'quiz_response_answers',
])

/**
 * By validator field (`uids.*` is an element of `uids`): the table whose rows it names, by id
 * (a number) or uid (a string); `reference` for platform data every tenant shares (industries,
 * impact areas, modules); `not an id` for a field whose name only looks like one.
 */
export const ID_FIELDS: Record<string, string> = {
  'uids.*': 'contacts',
  'list': 'contact_lists',
  'selectedLists.*': 'contact_lists',
  'product_ids.*': 'products',
  'quiz_id': 'quizzes',
  'quest_id': 'quests',
  'product_id': 'products',
  'partners_ids.*': 'companies',
  'sponsors_ids.*': 'companies',
  'questions.*.id': 'quiz_questions',
  'questions.*.answers.*.id': 'quiz_answers',
  'questions.*.answers.*.segment_id': 'segments',
  'quiz_data.questions.*.id': 'quest_questions',
  'quiz_data.questions.*.answers.*.id': 'quest_options',
  // A member's quiz answers and quest completion (docs/members.md).
  'answers.*.question_id': 'quiz_questions',
  'answers.*.answer_ids.*': 'quiz_answers',
  'answers.*.question': 'quest_questions',
  'answers.*.option': 'quest_options',
  'community': 'communities',
  'contact_id': 'contacts',
  'attendee_contact_id': 'contacts',
  'segment_contact_id': 'contacts',
  // The bid a withdrawal or an award to the next bid concerns (the car's page).
  'bid_uid': 'bids',
  'organization_id': 'organizations',
  'module_id': 'reference',
  'industry_id': 'reference',
  'niche_ids.*': 'reference',
  'impact_areas.*': 'reference',
  'activity_domain_ids.*': 'reference',
  'impact_areas.*.main_impact_area_id': 'reference',
  'impact_areas.*.child_impact_area_ids.*': 'reference',
  // The access request's free-text name of the requester's organization.
  'organization': 'not an id',
  // ANAF's OAuth client id (the organization's e-Factura credentials), not a row of ours.
  'client_id': 'not an id',
}

/**
 * By route: the values its other fields need before it looks its ids up (valid, so that the
 * ids are what decides), put over the generated body.
 */
export const VALID_FORMS: Record<string, Record<string, unknown>> = {
  // The fixture file's columns (PAYLOAD_IN_FIELD) mapped to contact fields.
  // No marketing basis recorded (docs/security.md).
  'POST /contacts/importer/start': {
    columnMapping: { email: 'email', first_name: 'prenume' },
    marketingBasis: 'none',
  },
  // A quiz item (its quiz_id is looked up; quest_id, sent too, as well), not scheduled.
  'POST /feeds': {
    type: 'quiz',
    visibility: 'public',
    link: 'https://exemplu.ro',
    media: [],
    is_scheduled: false,
  },
  // Above the fixture car's starting price (3,000 EUR).
  'POST /lot/:lot_uid/car/:car_uid/bids': { amount: '5000' },
  // A reason, so that the bid named is what decides.
  'POST /lot/:lot_uid/car/:car_uid/withdrawal': { reason: 'Cumpărătorul a renunțat.' },
  'POST /lot/:lot_uid/car/:car_uid/award': { reason: 'Câștigătorul s-a retras.' },
}

const singular = (table: string) => table.replace(/ies$/, 'y').replace(/s$/, '')
const RECORD_NAMES = new Set([...Object.keys(ROWS).map(singular), 'list', 'import'])

/** A field that may name a record: a `recordId` number, or a string named like a uid or a record. */
function looksLikeId(field: ValidatorField, rules: string[]) {
  if (rules.includes('recordId')) return true
  const name = field.path.filter((part) => part !== '*').at(-1) ?? ''
  return (
    field.kind === 'string' &&
    (/(^|_)uids?$|_id$/.test(name) || RECORD_NAMES.has(name.toLowerCase()))
  )
}

export interface IdField extends ValidatorField {
  /** The table of ROWS it names. */
  table: string
}

/**
 * The validator fields that name a tenant's row (from the manifest's fields and rules), and
 * the problems: an id-like field ID_FIELDS does not place, a table ROWS does not have.
 */
export function idFieldsOf(fields: ValidatorField[], rules: Record<string, RuledField[]>) {
  const rulesOf = new Map<string, string[]>()
  for (const validator of Object.values(rules)) {
    for (const field of validator) {
      const key = field.path.join('.')
      rulesOf.set(key, [...(rulesOf.get(key) ?? []), ...field.rules])
    }
  }
  const idFields: IdField[] = []
  const problems: string[] = []
  for (const field of fields) {
    const key = field.path.join('.')
    const table = ID_FIELDS[key]
    if (table === undefined) {
      if (looksLikeId(field, rulesOf.get(key) ?? [])) {
        problems.push(
          `the field "${key}" looks like an id: say in ID_FIELDS (${REGISTRY}) which table's rows ` +
            `it names ('reference' for shared platform data, 'not an id' otherwise)`
        )
      }
    } else if (table !== 'reference' && table !== 'not an id') {
      if (ROWS[table]) idFields.push({ ...field, table })
      else problems.push(`ID_FIELDS names "${table}" for "${key}": add it to ROWS (${REGISTRY})`)
    }
  }
  return { idFields, problems }
}

/** The tables with an owner column (`community_id`, `organization_id`), and at which level. */
async function ownedTables() {
  const rows = await query<{ table: string; column: string }>(
    `select c.table_name as "table", c.column_name as "column"
     from information_schema.columns c
     join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.column_name in ('community_id', 'organization_id')
     order by 1, 2`
  )
  return rows.map((row) => ({
    table: row.table,
    level: (row.column === 'community_id' ? 'community' : 'organization') as Level,
  }))
}

/** Every owned table that neither ROWS nor NOT_ROWS knows, with what to add. */
export async function unknownTables() {
  const tables = await ownedTables()
  return tables
    .filter(({ table }) => !ROWS[table] && !NOT_ROWS.has(table))
    .map(
      ({ table }) =>
        `the table "${table}" has an owner column: add to ROWS (${REGISTRY}) how to create one ` +
        `of its rows carrying the marker (or to NOT_ROWS if it only links rows)`
    )
}

/**
 * A hash of each table's rows that belong to the tenant at the given levels (community:
 * the rows of its community; organization: those of its organization, the organization and
 * its users too), to tell whether a request changed any of them.
 */
export async function tenantFingerprint(tenant: Tenant, levels: Level[]) {
  const parts: string[] = []
  const hash = (from: string, where: string) =>
    `select '${from}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
     from ${from} t where ${where}`
  // Ids from the database, written into the statement: a level may use one owner or both.
  const communityId = Number(tenant.community.id)
  const organizationId = Number(tenant.organization.id)
  for (const { table, level } of await ownedTables()) {
    if (!levels.includes(level)) continue
    parts.push(
      hash(
        `"${table}"`,
        level === 'community'
          ? `community_id = ${communityId}`
          : `organization_id = ${organizationId}`
      )
    )
  }
  if (levels.includes('organization')) {
    parts.push(hash('organizations', `id = ${organizationId}`))
    parts.push(
      hash(
        'users',
        `id in (select user_id from user_roles where organization_id = ${organizationId})`
      )
    )
  }
  const rows = await query<{ name: string; hash: string }>(parts.join('\nunion all\n'))
  return new Map(rows.map((row) => [row.name, row.hash]))
}

/** A marker word, unique to the run: letters only, so every search (normalised or not) finds it. */
export function markerStem() {
  return `izolare${Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`
}

/** Creates one row of every kind in the tenant (community rows in its `community`), markers in their text. */
export async function createRows(
  tenant: Tenant,
  markers: Record<Level, string>,
  context: FixtureContext
) {
  const rows: Record<string, OwnedRow & { level: Level }> = {}
  for (const [table, { level, create }] of Object.entries(ROWS)) {
    rows[table] = { ...(await create(tenant, markers[level], context)), level }
  }
  return rows
}

/** The tenant as seen from its second community (its neighbour's own rows go there). */
export function fromOtherCommunity(tenant: Tenant): Tenant {
  return { ...tenant, community: tenant.otherCommunity }
}
