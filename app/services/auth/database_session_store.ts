import type { HttpContext } from '@adonisjs/core/http'
import { MessageBuilder } from '@adonisjs/core/helpers'
import string from '@adonisjs/core/helpers/string'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type {
  SessionData,
  SessionStoreWithTaggingContract,
  TaggedSession,
} from '@adonisjs/session/types'
import User from '#models/user'
import { preparedQuery } from '#services/shared/prepared_query'
import {
  SIGNED_IN_USER_PREFIX,
  rememberSignedInUser,
  signedInUserColumns,
} from '#services/auth/signed_in_user_provider'

const TABLE = 'sessions'
/** Expired sessions are swept on 2 % of writes, as the package's own store does. */
const GC_PROBABILITY = 2
/**
 * A read moves the expiry forward only when it is at least this old: a
 * signed-in user's requests then write to the sessions table about once a
 * minute instead of on every request (each write is a commit that waits for
 * the WAL to reach the disk). The idle timeout stays within a minute of its
 * configured age.
 */
const EXTEND_EVERY_SECONDS = 60

/**
 * For each request, the session id its read found with nothing to renew: the
 * row exists and its expiry was not moved forward. The browser's cookies are
 * then as good as new ones (UnchangedCookiesMiddleware).
 */
const unchangedReads = new WeakMap<HttpContext, string>()

/** Whether this request read the session `sessionId` and had nothing to renew. */
export function sessionReadUnchanged(ctx: HttpContext, sessionId: string) {
  return unchangedReads.get(ctx) === sessionId
}

/**
 * Sessions in PostgreSQL, one statement per request: reading a session also
 * moves its expiry forward when it is due (a data-modifying CTE), so a
 * request that changes nothing in the session has nothing left to write. The
 * package's database store reads with a SELECT and then touches the expiry
 * with an UPDATE at the end of every request (two round trips and a commit,
 * seen in the load profile).
 *
 * The same statement reads the session's signed-in user (its `user_id` tag,
 * set at sign-in) with their roles, and hands them to the request's guard
 * (SignedInUserProvider): a signed-in request starts with one round trip to
 * the database instead of two.
 *
 * Created per request by the factory in config/session.ts; the same table
 * and data format as the package's store (user_id tags for ending a user's
 * sessions, data signed with the session id).
 */
export class DatabaseSessionStore implements SessionStoreWithTaggingContract {
  /** Session ids whose expiry this request's read already moved forward. */
  #extended = new Set<string>()
  #ttlSeconds: number

  constructor(
    private client: QueryClientContract,
    age: string | number,
    private ctx?: HttpContext
  ) {
    this.#ttlSeconds = string.seconds.parse(age)
  }

  #expiresAt() {
    return new Date(Date.now() + this.#ttlSeconds * 1000)
  }

  #parse(contents: string, sessionId: string): SessionData | null {
    try {
      return new MessageBuilder().verify(contents, sessionId)
    } catch {
      return null
    }
  }

  async read(sessionId: string) {
    const expiresAt = this.#expiresAt()
    const dueBefore = new Date(expiresAt.getTime() - EXTEND_EVERY_SECONDS * 1000)
    const rows = await preparedQuery<Record<string, any>>(this.client, readStatement(), [
      sessionId,
      expiresAt,
      dueBefore,
    ])
    if (!rows.length) return null
    this.#extended.add(sessionId)
    const [row] = rows
    if (this.ctx && !row.extended) unchangedReads.set(this.ctx, sessionId)
    if (this.ctx && row.user_id !== null && row[`${SIGNED_IN_USER_PREFIX}id`] !== null) {
      rememberSignedInUser(this.ctx, row.user_id, userColumnsOf(row))
    }
    return this.#parse(row.data, sessionId)
  }

  async write(sessionId: string, values: SessionData) {
    const data = new MessageBuilder().build(values, undefined, sessionId)
    await this.client
      .insertQuery()
      .table(TABLE)
      .insert({ id: sessionId, data, expires_at: this.#expiresAt() })
      .knexQuery.onConflict('id')
      .merge(['data', 'expires_at'])
    if (Math.random() * 100 < GC_PROBABILITY) {
      await this.client.from(TABLE).where('expires_at', '<=', new Date()).delete()
    }
  }

  async destroy(sessionId: string) {
    await this.client.from(TABLE).where('id', sessionId).delete()
  }

  async touch(sessionId: string) {
    if (this.#extended.has(sessionId)) return
    await this.client.from(TABLE).where('id', sessionId).update({ expires_at: this.#expiresAt() })
  }

  async tag(sessionId: string, userId: string | number) {
    const data = new MessageBuilder().build({}, undefined, sessionId)
    await this.client
      .insertQuery()
      .table(TABLE)
      .insert({ id: sessionId, user_id: String(userId), data, expires_at: this.#expiresAt() })
      .knexQuery.onConflict('id')
      .merge(['user_id'])
  }

  async untag(sessionId: string) {
    await this.client.from(TABLE).where('id', sessionId).update({ user_id: null })
  }

  async tagged(userId: string | number): Promise<TaggedSession[]> {
    const rows = await this.client
      .from(TABLE)
      .select('id', 'data')
      .where('user_id', String(userId))
      .where('expires_at', '>', new Date())
    return rows.flatMap((row: { id: string; data: string }) => {
      const data = this.#parse(row.data, row.id)
      return data ? [{ id: row.id, data }] : []
    })
  }
}

/**
 * The session read: the session if it has not expired, its expiry moved
 * forward when due, and its signed-in user with their roles. A prepared
 * statement (the same text on every request).
 */
let statement: string | undefined
function readStatement() {
  statement ??= `with found as (
      select id, data, expires_at, user_id from ${TABLE} where id = $1 and expires_at > now()
    ), extended as (
      update ${TABLE} set expires_at = $2 from found
      where ${TABLE}.id = found.id and found.expires_at < $3
    )
    select found.data, found.user_id, found.expires_at < $3 as extended, ${signedInUserColumns(User)}
    from found left join users on users.id = found.user_id::bigint`
  return statement
}

/** The signed-in user's columns of the session read, without their prefix. */
function userColumnsOf(row: Record<string, unknown>) {
  const user: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith(SIGNED_IN_USER_PREFIX)) user[key.slice(SIGNED_IN_USER_PREFIX.length)] = value
  }
  return user
}
