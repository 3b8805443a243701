import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { DateTime } from 'luxon'
import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { appKey } from '#config/app'
import MemberSignInCode, { type SignInCodePurpose } from '#models/member_sign_in_code'
import MemberSignInCodeNotification from '#mails/member_sign_in_code_notification'
import { hashLinkToken, newLinkToken } from '#services/shared/link_tokens'
import { TooManyMemberRequests } from '#exceptions/too_many_member_requests'
import { memberCodesPerAddress } from '#start/limiter'
import {
  SIGN_IN_CODE_MINUTES,
  SIGN_IN_CODE_TRIES,
  memberAppLinkBase,
} from '#services/members/sign_in_settings'

/** Who asks for a code: the caller's IP, and for a new address the member changing it. */
export interface CodeRequest {
  ip: string
  memberId?: number
  i18n: I18n
}

/**
 * The code's hash: an HMAC under the app's key, bound to the purpose and the address, so that a
 * table read by someone else cannot be turned back into codes (a million codes, one SHA-256 each,
 * would take a moment).
 */
function codeHash(purpose: SignInCodePurpose, email: string, code: string) {
  return createHmac('sha256', appKey.release()).update(`${purpose}:${email}:${code}`).digest()
}

/** Compares in constant time (both are 32-byte digests). */
function sameCode(expected: string, given: Buffer) {
  return timingSafeEqual(Buffer.from(expected, 'hex'), given)
}

/** Usable: not used, not expired, fewer than the allowed wrong tries. */
function isLive(row: MemberSignInCode) {
  return !row.usedAt && row.expiresAt > DateTime.now() && row.tries < SIGN_IN_CODE_TRIES
}

/** A refused code or link: 422 under the field, in the API's shape (as VineJS reports). */
export function refusedCode(i18n: I18n, field: 'code' | 'token' | 'email', reason: string) {
  return new vineErrors.E_VALIDATION_ERROR([
    { field, rule: reason, message: i18n.t(`members.sign_in.${reason}`) },
  ])
}

/**
 * E-mailed codes (docs/members.md, "Sign-in"): a 6-digit code (and, to sign in, a link token)
 * stored as hashes only, one live row per address and purpose (a new request replaces it),
 * valid 10 minutes and once, dead after 5 wrong tries. The same work for every address: whether
 * an account has it is never looked at here.
 */
export class MemberSignInService {
  /** Counts a code for the address (start/limiter.ts): 429 once it has had its codes. */
  static async countCodeFor(purpose: SignInCodePurpose, email: string) {
    try {
      await memberCodesPerAddress().consume(`member_code_${purpose}_${email}`)
    } catch (error) {
      if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
      throw new TooManyMemberRequests(error.response.availableIn)
    }
  }

  /** Writes a new code for the address (replacing its live one) and e-mails it. */
  static async send(purpose: SignInCodePurpose, email: string, request: CodeRequest) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const token = newLinkToken()
    const stored = await db
      .transaction(async (trx) => {
        const earlier = MemberSignInCode.query({ client: trx }).where('purpose', purpose)
        // Raw: the unique index's expression, lower(email). A member's earlier new address goes too.
        if (request.memberId) {
          earlier.where((query) =>
            query.whereRaw('lower(email) = ?', [email]).orWhere('member_id', request.memberId!)
          )
        } else {
          earlier.whereRaw('lower(email) = ?', [email])
        }
        await earlier.delete()
        await MemberSignInCode.create(
          {
            purpose,
            email,
            memberId: request.memberId ?? null,
            codeHash: codeHash(purpose, email, code).toString('hex'),
            linkHash: hashLinkToken(token),
            tries: 0,
            expiresAt: DateTime.now().plus({ minutes: SIGN_IN_CODE_MINUTES }),
            ip: request.ip,
          },
          { client: trx }
        )
        return true
      })
      .catch((error: { code?: string }) => {
        // Another request for the address at the same moment: its code is the live one, its
        // e-mail goes out; this one's is never sent.
        if (error.code === '23505') return false
        throw error
      })
    if (!stored) return
    const link = purpose === 'sign_in' ? `${memberAppLinkBase()}/sign-in?token=${token}` : null
    const message = new MemberSignInCodeNotification(
      email,
      purpose,
      code,
      link,
      SIGN_IN_CODE_MINUTES,
      request.i18n
    )
    // A failure to send must not change the answer; the log names neither the code nor the link.
    await mail.send(message).catch((error: Error & { code?: string }) => {
      logger.error({ purpose, error: error.message, code: error.code }, 'member code e-mail failed')
    })
  }

  /**
   * Uses the address's live code when `code` is its own: the row (used now), or null (a wrong
   * code counts a try; an unknown, used, expired or dead one is refused alike). For a new
   * address, the member's own request (`memberId`).
   */
  static async useCode(
    purpose: SignInCodePurpose,
    code: string,
    where: { email: string } | { memberId: number }
  ) {
    return db.transaction(async (trx) => {
      const query = MemberSignInCode.query({ client: trx }).where('purpose', purpose).forUpdate()
      if ('email' in where) query.whereRaw('lower(email) = ?', [where.email])
      else query.where('member_id', where.memberId)
      const row = await query.orderBy('id', 'desc').first()
      // Hashed whether or not there is a row: the same work for an unknown address.
      const given = codeHash(purpose, row?.email ?? '', code)
      if (!row || !isLive(row)) return null
      if (!sameCode(row.codeHash, given)) {
        row.tries += 1
        await row.useTransaction(trx).save()
        return null
      }
      row.usedAt = DateTime.now()
      await row.useTransaction(trx).save()
      return row
    })
  }

  /**
   * Uses a sign-in link's token: the row (used now), or null. With an address (the app may send
   * it), a link of another address is refused and counts a try.
   */
  static async useLink(token: string, email: string | undefined) {
    return db.transaction(async (trx) => {
      const row = await MemberSignInCode.query({ client: trx })
        .where('purpose', 'sign_in')
        .where('link_hash', hashLinkToken(token))
        .forUpdate()
        .first()
      if (!row || !isLive(row)) return null
      if (email !== undefined && row.email.toLowerCase() !== email) {
        row.tries += 1
        await row.useTransaction(trx).save()
        return null
      }
      row.usedAt = DateTime.now()
      await row.useTransaction(trx).save()
      return row
    })
  }
}
