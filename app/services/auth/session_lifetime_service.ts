import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { SessionLifetime } from '#controllers/auth/session_lifetime'
import { AuditService, requestActor } from '#services/audit/audit_service'

/** Why sessions were ended (the `sessions_end` entry's `reason`; audit.session_end_reasons). */
export const SESSION_END_REASONS = [
  'ended_by_user', // My account: one other session, or all the others
  'ended_by_admin', // a super-admin: all of a user's sessions
  'made_inactive',
  'password_changed',
  'two_factor_reset', // a super-admin reset the user's second factor
] as const

export type SessionEndReason = (typeof SESSION_END_REASONS)[number]

/**
 * An ending as logged (docs/security.md, "Sessions"): whose sessions were ended (`userId`), which
 * (`sessionIds`: the public ids; empty when none was open), by whom (`actorId`) and why.
 */
export type SessionEndedEvent = {
  userId: number
  actorId: number | null
  sessionIds: string[]
  reason: SessionEndReason
  at: Date
}

/**
 * Logs an ending and writes its `sessions_end` entry in `client`, the ending's transaction; the
 * actor's IP and browser are the request's that ended them, when a request did.
 */
async function recordEnded(
  client: QueryClientContract,
  user: User,
  actor: User | null,
  event: Omit<SessionEndedEvent, 'userId' | 'actorId' | 'at'>
) {
  const full: SessionEndedEvent = {
    userId: user.id,
    actorId: actor?.id ?? null,
    ...event,
    at: new Date(),
  }
  await AuditService.record({
    action: 'sessions_end',
    record: { type: 'user', id: user.id },
    details: { reason: event.reason, sessions: event.sessionIds.length },
    actor: AuditService.actorOfUser(actor, requestActor(HttpContext.get()) ?? {}),
    organizationOfUser: user.id,
    client,
  })
  // Once its entry is written (the transaction may still roll back: the log says so then).
  logger.info({ sessionEnded: full }, `session ended: ${event.reason}`)
}

/** Moves the user's session epoch: every session signed in before is signed out at its next request. */
async function moveEpoch(client: QueryClientContract, userId: number): Promise<number> {
  const [row] = await client
    .from('users')
    .where('id', userId)
    .increment('session_epoch', 1)
    .returning('session_epoch')
  return Number(row.session_epoch)
}

/** An ended row's columns: no user, the data emptied, `ended_at` set. */
const markEnded = () => ({ ended_at: new Date(), user_id: null, data: '' })

/**
 * Ends sessions. The row stays, marked ended (`markEnded`; the store's clean-up removes it once
 * expired): its cookie finds an empty session at the next request, so it is signed out, and the
 * database drops a signed-in write-back by a request of it still in flight (migration
 * `1765800000020_sessions_ended_in_row.ts`). The remember-me token recorded for it goes too (so
 * the remember-me cookie cannot sign in). Ending all of them (or all but the current one) also
 * moves the user's session epoch, which signs out a session signed in before it (a remember-me
 * restore under way at that moment).
 */
export class SessionLifetimeService {
  /**
   * Ends every session and remember-me token of a user (password reset, made inactive, a
   * super-admin), with its entry, in `client` when given (the change's transaction).
   */
  static async endAllFor(
    user: User,
    options: {
      client?: QueryClientContract
      /** Who ended them (null: nobody signed in, a password reset). */
      actor?: User | null
      reason?: SessionEndReason
    } = {}
  ): Promise<void> {
    if (!options.client) {
      return db.transaction((trx) =>
        SessionLifetimeService.endAllFor(user, { ...options, client: trx })
      )
    }
    const client = options.client
    await moveEpoch(client, user.id)
    const ended = await client
      .from('sessions')
      .where('user_id', String(user.id))
      .update(markEnded())
      .returning(['public_id'])
    await client.from('remember_me_tokens').where('tokenable_id', user.id).delete()
    await recordEnded(client, user, options.actor ?? null, {
      sessionIds: ended.map((row: { public_id: string }) => row.public_id),
      reason: options.reason ?? 'ended_by_admin',
    })
  }

  /**
   * Ends the user's other sessions: one (`publicId`) or all of them but the current one (which
   * keeps the new epoch), with its entry. Returns how many were ended (0 for a public id that is
   * not one of the user's other sessions).
   */
  static async endOthersOf(user: User, session: HttpContext['session'], publicId?: string) {
    const currentId = session.sessionId
    const { count, epoch } = await db.transaction(async (trx) => {
      const moved = publicId ? null : await moveEpoch(trx, user.id)
      const query = trx.from('sessions').where('user_id', String(user.id)).whereNot('id', currentId)
      if (publicId) query.where('public_id', publicId)
      const ended: { public_id: string; remember_token_id: number | null }[] = await query
        .update(markEnded())
        .returning(['public_id', 'remember_token_id'])
      const tokenIds = ended.map((row) => row.remember_token_id).filter((id) => id !== null)
      if (publicId && tokenIds.length) {
        await trx
          .from('remember_me_tokens')
          .where('tokenable_id', user.id)
          .whereIn('id', tokenIds)
          .delete()
      } else if (!publicId) {
        // All the others: every remember-me token but the current session's, those of browsers
        // whose session ran out (idle) included, which would otherwise sign in again.
        const current = await trx
          .from('sessions')
          .where('id', currentId)
          .select('remember_token_id')
          .first()
        const kept = current?.remember_token_id ?? null
        const tokens = trx.from('remember_me_tokens').where('tokenable_id', user.id)
        if (kept !== null) tokens.whereNot('id', kept)
        await tokens.delete()
      }
      if (ended.length) {
        await recordEnded(trx, user, user, {
          sessionIds: ended.map((row) => row.public_id),
          reason: 'ended_by_user',
        })
      }
      return { count: ended.length, epoch: moved }
    })
    // The current session takes the new epoch once it is committed: an ending rolled back (its
    // entry not written) moved none, and must not sign this session out.
    if (epoch !== null) SessionLifetime.keep(session, epoch)
    return count
  }

  /** How many sessions of the user are open. */
  static async countFor(user: User) {
    const row = await db
      .from('sessions')
      .where('user_id', String(user.id))
      .where('expires_at', '>', new Date())
      .count('* as total')
      .first()
    return Number(row?.total ?? 0)
  }

  /** The user's open sessions, the newest sign-in first. */
  static async listFor(user: User) {
    return db
      .from('sessions')
      .where('user_id', String(user.id))
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .select(
        'id',
        'public_id',
        'ip_address',
        'user_agent',
        'created_at',
        'last_seen_at',
        'remembered'
      )
  }
}
