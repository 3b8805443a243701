import type { DateTime } from 'luxon'
import CommunityMember from '#models/community_member'
import Member from '#models/member'
import QuizResponse from '#models/quiz_response'
import SegmentContact, { type SegmentSource } from '#models/segment_contact'
import EventRegistration from '#models/event_registration'
import type { TenantScope } from '#models/mixins/with_tenant_scope'

/** How long a list of the panel grows: the latest rows, the count says the rest. */
export const PANEL_LIMIT = 50

export type MemberStatus = 'active' | 'left' | 'blocked'

const iso = (value: DateTime | null | undefined) => value?.toISO() ?? null

/** The member linked to the contact in the tenant's community (the latest to join), or none. */
export function membershipOf(tenant: TenantScope, contactId: number) {
  return CommunityMember.forTenant(tenant)
    .where('contact_id', contactId)
    .preload('member')
    .orderBy('joined_at', 'desc')
    .orderBy('id', 'desc')
    .first()
}

export function memberStatus(membership: CommunityMember): MemberStatus {
  if (membership.blockedAt) return 'blocked'
  if (membership.leftAt) return 'left'
  return 'active'
}

/** The member's devices: one access token each (name, last used, created, expiry). */
export async function devicesOf(member: Member) {
  const tokens = await Member.accessTokens.all(member)
  return tokens.map((token) => ({
    id: String(token.identifier),
    name: token.name,
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    createdAt: token.createdAt.toISOString(),
    expiresAt: token.expiresAt?.toISOString() ?? null,
  }))
}

/** Each answer the contact chose, by quiz and question, the latest response first. */
async function quizAnswersOf(tenant: TenantScope, contactId: number) {
  const responses = await QuizResponse.forTenant(tenant)
    .where('contact_id', contactId)
    .preload('quiz', (quiz) => quiz.select('id', 'uid', 'name'))
    .preload('answers', (answers) =>
      answers.preload('question', (question) => question.select('id', 'text', 'position'))
    )
    .orderBy('answered_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PANEL_LIMIT)
  return responses.flatMap((response) =>
    [...response.answers]
      .sort(
        (a, b) =>
          a.question.position - b.question.position || a.position - b.position || a.id - b.id
      )
      .map((answer) => ({
        key: `${response.id}-${answer.id}`,
        quiz: { uid: response.quiz.uid, name: response.quiz.name },
        question: answer.question.text,
        answer: answer.text,
        answeredAt: iso(response.answeredAt),
      }))
  )
}

/** The segments the contact is in, each way in its own row (a quiz, by hand, an import). */
export async function segmentWaysOf(tenant: TenantScope, contactIds: number[]) {
  if (contactIds.length === 0) return []
  const rows = await SegmentContact.forTenant(tenant)
    .whereIn('contact_id', contactIds)
    .preload('segment', (segment) => segment.select('id', 'uid', 'name', 'code'))
    .preload('quiz', (quiz) => quiz.select('id', 'uid', 'name'))
    .orderBy('added_at', 'desc')
    .orderBy('id', 'desc')
  return rows.map((row) => ({
    contactId: row.contactId,
    segment: { uid: row.segment.uid, name: row.segment.name, code: row.segment.code },
    ...segmentWay(row),
  }))
}

/** How a contact reached a segment: its source, the quiz's name when a quiz, and when. */
export function segmentWay(row: SegmentContact) {
  return {
    source: row.source as SegmentSource,
    quiz: row.source === 'quiz' && row.quiz ? { uid: row.quiz.uid, name: row.quiz.name } : null,
    addedAt: iso(row.addedAt),
  }
}

async function ticketsOf(tenant: TenantScope, contactId: number) {
  const registrations = await EventRegistration.forTenant(tenant)
    .where('contact_id', contactId)
    .preload('event', (event) => event.select('id', 'uid', 'name', 'start_at'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PANEL_LIMIT)
  return registrations.map((registration) => ({
    uid: registration.uid,
    event: { uid: registration.event.uid, name: registration.event.name },
    startsAt: iso(registration.event.startAt),
    status: registration.status,
    createdAt: iso(registration.createdAt),
  }))
}

/**
 * The contact page's "Membru" panel: the membership (since, status), the member's devices, the
 * quiz answers, the segments and how each was reached, the tickets; null when the contact is not
 * a member of the community.
 */
export async function contactMemberPanel(tenant: TenantScope, contactId: number) {
  const membership = await membershipOf(tenant, contactId)
  if (!membership) return null
  const [devices, answers, segments, tickets] = await Promise.all([
    devicesOf(membership.member),
    quizAnswersOf(tenant, contactId),
    segmentWaysOf(tenant, [contactId]),
    ticketsOf(tenant, contactId),
  ])
  return {
    email: membership.member.email,
    joinedAt: iso(membership.joinedAt),
    leftAt: iso(membership.leftAt),
    blockedAt: iso(membership.blockedAt),
    status: memberStatus(membership),
    devices,
    answers,
    segments: segments.map(({ contactId: _, ...way }) => way),
    tickets,
  }
}
