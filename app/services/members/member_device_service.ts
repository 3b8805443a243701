import { DateTime } from 'luxon'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import Member from '#models/member'

const iso = (date: Date | null) => (date ? DateTime.fromJSDate(date).toUTC().toISO() : null)

/**
 * A member's devices: their live access tokens (docs/members.md, "Tokens per device"). A token
 * is the device's sign-in; ending it signs that device out.
 */
export class MemberDeviceService {
  /** The live tokens, the last used first; `current` marks the token of the request. */
  static async list(member: Member, current: AccessToken) {
    const tokens = await Member.accessTokens.all(member)
    return tokens
      .filter((token) => !token.isExpired())
      .map((token) => ({
        id: Number(token.identifier),
        name: token.name,
        created_at: iso(token.createdAt),
        last_used_at: iso(token.lastUsedAt),
        expires_at: iso(token.expiresAt),
        current: String(token.identifier) === String(current.identifier),
      }))
  }

  /** Ends one of the member's tokens: false when it is not theirs (or not there). */
  static async end(member: Member, id: number) {
    return (await Member.accessTokens.delete(member, id)) > 0
  }

  /** Ends every token of the member but the request's own. */
  static async endOthers(member: Member, current: AccessToken) {
    await member.related('deviceTokens').query().whereNot('id', Number(current.identifier)).delete()
  }
}
