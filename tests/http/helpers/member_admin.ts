/**
 * Helpers for what staff see of members (contact page, segments, quizzes, dashboard): what a
 * request wrote (the member joined by `joinedMember` of ./members.ts).
 */
import { query } from '../../support/db.ts'

/** The member's device tokens (names), newest first. */
export async function deviceNames(memberId: number) {
  const rows = await query(
    `select name from member_access_tokens where tokenable_id = $1 order by id desc`,
    [memberId]
  )
  return rows.map((row) => row.name as string)
}

export async function membershipRow(id: number) {
  const [row] = await query(`select * from community_members where id = $1`, [id])
  return row
}

/** The segment's rows (contact, source, source id), in id order. */
export async function segmentRows(segmentId: number) {
  return query(
    `select contact_id, source, source_id, added_by from segment_contacts where segment_id = $1 order by id`,
    [segmentId]
  )
}

/** When the membership was blocked (null when not). */
export async function blockedAtOf(membershipId: number) {
  const row = await membershipRow(membershipId)
  return row.blocked_at as Date | null
}
