/** The contact page's "Membru" panel (app/services/members/contact_member_panel.ts). */
export type MemberStatus = 'active' | 'left' | 'blocked'
export type SegmentSource = 'quiz' | 'manual' | 'import'

export type Device = {
  id: string
  name: string | null
  lastUsedAt: string | null
  createdAt: string
  expiresAt: string | null
}

/** How a contact reached a segment. */
export type SegmentWay = {
  source: SegmentSource
  quiz: { uid: string; name: string } | null
  addedAt: string | null
}

export type MemberPanelData = {
  email: string | null
  joinedAt: string | null
  leftAt: string | null
  blockedAt: string | null
  status: MemberStatus
  devices: Device[]
  answers: {
    key: string
    quiz: { uid: string; name: string }
    question: string
    answer: string
    answeredAt: string | null
  }[]
  segments: (SegmentWay & { segment: { uid: string; name: string; code: string } })[]
  tickets: {
    uid: string
    event: { uid: string; name: string }
    startsAt: string | null
    status: string
    createdAt: string | null
  }[]
}
