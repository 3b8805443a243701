import pg from 'pg'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'

/** The channel the database announces a community's changed answers on (`feed:12`, `all:12`). */
export const ANSWERS_CHANNEL = 'public_answers'

/** How the listener's connection names itself to PostgreSQL (pg_stat_activity). */
export const LISTENER_NAME = 'comunitate-answer-versions'

/** How many answer versions a process keeps, and how soon it listens again after a loss. */
const VERSIONS_KEPT = 5000
const RELISTEN_MS = 1000

/** The answers the database announces changes to (`all`: both). */
export type AnnouncedAnswer = 'feed' | 'events'
const ANSWERS: readonly AnnouncedAnswer[] = ['feed', 'events']

/** What an answer's version must say for a process to keep it. */
export interface KeptAnswerVersion {
  /** Which answer it is, and the community whose changes to it change it. */
  answer: AnnouncedAnswer
  communityId: number
  /** When time alone changes the answer (an item becoming due, an event ending), if ever. */
  validUntil: Date | null
}

interface Kept {
  version: KeptAnswerVersion
  /** The change counter when its statement began: any change announced later makes it stale. */
  since: number
}

/**
 * Each community's answer versions as this process last read them, kept until the database
 * announces a change to that answer of the community (LISTEN `public_answers`, sent by the
 * triggers of database/migrations/1765700000010_public_answer_changes.ts) or until the time the
 * version says, so a kept version costs no statement. Kept only while the process listens: on the listener's
 * error or loss, everything kept is dropped and every answer reads its version again until the
 * process listens again (docs/decisions.md, "Answer versions kept until a change is announced").
 */
export class AnswerVersions {
  #kept = new Map<string, Kept>()
  /**
   * A counter of the changes heard, the one each community's answer last changed at (by
   * `answer:communityId`), and the last loss.
   */
  #counter = 0
  #changedAt = new Map<string, number>()
  #lostAt = 0
  #listening = false
  #client: pg.Client | null = null
  #stopped = false
  #relisten: NodeJS.Timeout | null = null

  constructor(private connectionString: string | undefined) {}

  /**
   * The version kept under `key` while current, else `read()`'s, kept when it names a community
   * (null: an unknown community, never kept).
   */
  async version<V extends KeptAnswerVersion>(key: string, read: () => Promise<V | null>) {
    this.start()
    const kept = this.#kept.get(key)
    if (kept && this.#current(kept)) return kept.version as V
    const since = this.#counter
    const listeningBefore = this.#listening
    const version = await read()
    if (version && listeningBefore) {
      this.#kept.delete(key)
      if (this.#kept.size >= VERSIONS_KEPT) this.#kept.delete(this.#kept.keys().next().value!)
      this.#kept.set(key, { version, since })
    }
    return version
  }

  /**
   * Current: listening since before its statement began, no change to its community announced
   * since, and its time not come.
   */
  #current({ version, since }: Kept) {
    return (
      this.#listening &&
      this.#lostAt <= since &&
      (this.#changedAt.get(`${version.answer}:${version.communityId}`) ?? 0) <= since &&
      (version.validUntil === null || Date.now() < version.validUntil.getTime())
    )
  }

  /** A change to one of the community's answers (or `all`), heard from the database. */
  changed(answer: AnnouncedAnswer | 'all', communityId: number) {
    const counter = ++this.#counter
    for (const changed of answer === 'all' ? ANSWERS : [answer]) {
      this.#changedAt.set(`${changed}:${communityId}`, counter)
    }
  }

  /** Nothing kept is current any more: the listener lost, or listening again after a loss. */
  #forgetAll() {
    this.#lostAt = ++this.#counter
    this.#changedAt.clear()
    this.#kept.clear()
  }

  /** Starts listening once (again after a loss), unless stopped or without a database. */
  start() {
    if (this.#client || this.#stopped || this.#relisten || !this.connectionString) return
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: LISTENER_NAME,
    })
    this.#client = client
    const lost = (error?: Error) => {
      if (this.#client !== client) return
      this.#client = null
      this.#listening = false
      this.#forgetAll()
      client.end().catch(() => {})
      if (this.#stopped) return
      if (error)
        logger.warn({ err: error }, 'answer versions: listener lost, reading every version')
      this.#relisten = setTimeout(() => {
        this.#relisten = null
        this.start()
      }, RELISTEN_MS)
      this.#relisten.unref()
    }
    client.on('error', lost)
    client.on('end', () => lost(new Error('connection ended')))
    client.on('notification', ({ channel, payload }) => {
      const [answer, communityId] = payload?.split(':') ?? []
      if (channel !== ANSWERS_CHANNEL || !communityId) return
      if (answer === 'all' || ANSWERS.includes(answer as AnnouncedAnswer)) {
        this.changed(answer as AnnouncedAnswer | 'all', Number(communityId))
      }
    })
    client
      .connect()
      .then(() => client.query(`LISTEN ${ANSWERS_CHANNEL}`))
      .then(() => {
        if (this.#client !== client) return
        // Whatever changed before now was not heard.
        this.#forgetAll()
        this.#listening = true
      })
      .catch(lost)
  }

  /** Stops listening for good (the app stopping). */
  async stop() {
    this.#stopped = true
    if (this.#relisten) clearTimeout(this.#relisten)
    const client = this.#client
    this.#client = null
    this.#listening = false
    this.#forgetAll()
    await client?.end().catch(() => {})
  }
}

/** The app's answer versions: the public feed and events and the member feed. */
const answerVersions = new AnswerVersions(env.get('DATABASE_URL'))
export default answerVersions
