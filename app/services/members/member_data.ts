import { DateTime } from 'luxon'
import Community from '#models/community'
import CommunityMember from '#models/community_member'
import Contact from '#models/contact'
import Invoice from '#models/invoice'
import MarketingConsent from '#models/marketing_consent'
import Member from '#models/member'
import MemberIdentity from '#models/member_identity'
import QuestCompletion from '#models/quest_completion'
import Quest from '#models/quest'
import Quiz from '#models/quiz'
import QuizResponse from '#models/quiz_response'
import Segment from '#models/segment'
import SegmentContact from '#models/segment_contact'
import { communityScope, type TenantScope } from '#models/mixins/with_tenant_scope'
import { memberJson } from '#services/members/member_accounts'
import { communitiesOf, memberRegistrations, ticketJson } from '#services/members/member_tickets'

const iso = (value: DateTime | null | undefined) => value?.toISO() ?? null

/**
 * The member's contacts in one community: the one their membership links, and any other of their
 * verified e-mail there (the same person, entered by the staff or an import).
 */
export function memberContacts(membership: CommunityMember, email: string | null) {
  return Contact.forTenant(communityScope(membership.communityId)).where((theirs) => {
    theirs.where('contacts.id', membership.contactId)
    if (email) theirs.orWhereRaw('lower(contacts.email) = ?', [email.toLowerCase()])
  })
}

/** A contact's own fields, as the exports show them. */
export function contactFieldsJson(contact: Contact) {
  return {
    first_name: contact.firstName,
    last_name: contact.lastName,
    email: contact.email,
    phone_number: contact.phoneNumber,
    address: contact.address,
    extra_data: contact.extraData,
  }
}

/** A sign-in method of the member, as the exports show it (the provider's id, never a secret). */
export function identityJson(identity: MemberIdentity) {
  return {
    provider: identity.provider,
    subject: identity.subject,
    email: identity.email,
    created_at: iso(identity.createdAt),
    last_used_at: iso(identity.lastUsedAt),
  }
}

/** A marketing consent row as the API shows it (the history and the export). */
export function consentJson(consent: MarketingConsent) {
  return {
    given: consent.given,
    text_version: consent.textVersion,
    source: consent.source,
    ip: consent.ip,
    at: iso(consent.at),
  }
}

/** An invoice or credit note where the person is the buyer, as issued (the exports). */
export function invoiceJson(invoice: Invoice) {
  return {
    number: invoice.fullNumber,
    kind: invoice.kind,
    status: invoice.status,
    issue_date: invoice.issueDate.toISODate(),
    line: invoice.line,
    currency: invoice.currency,
    total_cents: invoice.totalCents,
    buyer: invoice.buyer,
  }
}

/** The quests of these completions (for their titles). */
export function questsOf(tenant: TenantScope, completions: QuestCompletion[]) {
  return Quest.forTenant(tenant).whereIn(
    'id',
    completions.map((completion) => completion.questId)
  )
}

/** A quest done, as the exports show it: `quests` holds its quest (questsOf). */
export function questCompletionJson(completion: QuestCompletion, quests: Quest[]) {
  return {
    quest: quests.find((quest) => quest.id === completion.questId)?.title ?? null,
    score: completion.score,
    max_score: completion.maxScore,
    completed_at: iso(completion.completedAt),
  }
}

/** The member's marketing consent in a community: the latest row is the state, the rows its history. */
export async function marketingConsentState(membership: CommunityMember) {
  const history = await MarketingConsent.forTenant(communityScope(membership.communityId))
    .where('contact_id', membership.contactId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
  const latest = history[0]
  return {
    given: latest ? latest.given : null,
    text_version: latest?.textVersion ?? null,
    at: iso(latest?.at),
    history: history.map(consentJson),
  }
}

/** What the platform holds about the member in one community, through its contacts there. */
async function communityData(
  membership: CommunityMember,
  community: Community,
  email: string | null
) {
  const scope = communityScope(membership.communityId)
  const contacts = await memberContacts(membership, email).preload('lists').orderBy('id')
  const contactIds = contacts.map((contact) => contact.id)
  const [responses, segmentRows, completions, consents, invoices] = await Promise.all([
    QuizResponse.forTenant(scope).whereIn('contact_id', contactIds).preload('answers'),
    SegmentContact.forTenant(scope).whereIn('contact_id', contactIds).orderBy('added_at'),
    QuestCompletion.forTenant(scope).whereIn('contact_id', contactIds),
    MarketingConsent.forTenant(scope).whereIn('contact_id', contactIds).orderBy('at'),
    email ? Invoice.ofBuyer({ email, contactIds }, [membership.communityId]).orderBy('id') : [],
  ])
  const quizIds = [
    ...responses.map((response) => response.quizId),
    ...segmentRows.filter((row) => row.source === 'quiz').map((row) => row.sourceId ?? 0),
  ]
  const [quizzes, segments, quests] = await Promise.all([
    Quiz.forTenant(scope).whereIn('id', quizIds),
    Segment.forTenant(scope).whereIn(
      'id',
      segmentRows.map((row) => row.segmentId)
    ),
    questsOf(scope, completions),
  ])
  const quizName = (id: number | null) => quizzes.find((quiz) => quiz.id === id)?.name ?? null
  return {
    community: { slug: community.slug, name: community.name },
    joined_at: iso(membership.joinedAt),
    left_at: iso(membership.leftAt),
    blocked_at: iso(membership.blockedAt),
    contacts: contacts.map((contact) => ({
      ...contactFieldsJson(contact),
      lists: contact.lists.map((list) => list.title),
      created_at: iso(contact.createdAt),
    })),
    quiz_answers: responses.map((response) => ({
      quiz: quizName(response.quizId),
      answered_at: iso(response.answeredAt),
      answers: response.answers.map((answer) => answer.text),
    })),
    segments: segmentRows.map((row) => ({
      segment: segments.find((segment) => segment.id === row.segmentId)?.name ?? null,
      source: row.source,
      quiz: row.source === 'quiz' ? quizName(row.sourceId) : null,
      added_at: iso(row.addedAt),
    })),
    quest_completions: completions.map((completion) => questCompletionJson(completion, quests)),
    marketing_consents: consents.map(consentJson),
    invoices: invoices.map(invoiceJson),
  }
}

/**
 * Everything the platform holds about the member (docs/members.md, "The member's data"): the
 * account, its sign-in methods (the provider's id, never a secret), its devices (never a token's
 * hash), and per community the contacts, lists, quiz answers, segments and how each was reached,
 * quests, marketing consents, invoices where they are the buyer; then the registrations and
 * tickets.
 */
export async function memberDataExport(member: Member) {
  const [identities, devices, memberships, registrations] = await Promise.all([
    MemberIdentity.query().where('member_id', member.id).orderBy('id'),
    Member.accessTokens.all(member),
    CommunityMember.query().where('member_id', member.id).orderBy('joined_at'),
    memberRegistrations(member),
  ])
  const communities = await Community.query().whereIn(
    'id',
    memberships.map((membership) => membership.communityId)
  )
  const byId = new Map(communities.map((community) => [community.id, community]))
  const registrationCommunities = await communitiesOf(registrations)
  return {
    exported_at: DateTime.now().toISO(),
    account: {
      ...memberJson(member),
      email_verified_at: iso(member.emailVerifiedAt),
      created_at: iso(member.createdAt),
    },
    identities: identities.map(identityJson),
    devices: devices.map((token) => ({
      id: token.identifier,
      name: token.name,
      created_at: token.createdAt.toISOString(),
      last_used_at: token.lastUsedAt?.toISOString() ?? null,
      expires_at: token.expiresAt?.toISOString() ?? null,
    })),
    communities: await Promise.all(
      memberships.map((membership) =>
        communityData(membership, byId.get(membership.communityId)!, member.email)
      )
    ),
    registrations: await Promise.all(
      registrations.map((registration) =>
        ticketJson(registration, registrationCommunities.get(registration.communityId)!)
      )
    ),
  }
}
