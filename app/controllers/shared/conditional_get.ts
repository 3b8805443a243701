import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import answerVersions, { type KeptAnswerVersion } from '#services/shared/answer_versions'

/** Changed when a cached answer's JSON changes shape, so no client keeps one of an older build. */
const ANSWER_FORMAT = 1

/** A strong ETag of everything an answer is made of (any JSON value). */
export function strongEtag(parts: unknown) {
  const digest = createHash('sha256').update(JSON.stringify([ANSWER_FORMAT, parts]))
  return `"${digest.digest('base64url').slice(0, 32)}"`
}

/**
 * If-None-Match names the tag (weak comparison, as HTTP asks for this header) or `*`. Not the
 * framework's `response.fresh()`: it reads the `Cache-Control: no-cache` that every fetch() adds
 * to a request carrying If-None-Match as "never current", and it answers If-Modified-Since alone
 * (docs/decisions.md, "Conditional GETs of the public API").
 */
export function ifNoneMatchNames(header: string | undefined, etag: string) {
  if (!header) return false
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '')
    return candidate === '*' || candidate === etag
  })
}

/** What an answer's validators are made of: its parts (the ETag) and its newest change. */
export interface AnswerVersion {
  parts: unknown
  lastModified: Date | null
}

/** Each version's tag, computed once: a version kept by the process serves many requests. */
const etags = new WeakMap<AnswerVersion, string>()

function etagOf(version: AnswerVersion) {
  let etag = etags.get(version)
  if (etag === undefined) {
    etag = strongEtag(version.parts)
    etags.set(version, etag)
  }
  return etag
}

/**
 * The version of the answer to this route and `params` (what else selects it: page, size...):
 * the one this process keeps while no change to its community was announced and its time has
 * not come, else `read()`'s (docs/decisions.md, "Answer versions kept until a change is
 * announced").
 */
export function keptVersion<V extends AnswerVersion & KeptAnswerVersion>(
  ctx: HttpContext,
  params: unknown[],
  read: () => Promise<V | null>
) {
  return answerVersions.version(`${ctx.route?.pattern} ${JSON.stringify(params)}`, read)
}

/**
 * Who may keep a copy: any cache for a minute (a public answer), or only the caller's own, which
 * asks again every time (a member's answer: its If-None-Match makes that a 304).
 */
const CACHE_CONTROL = { public: 'public, max-age=60', private: 'private, no-cache' } as const

/** Sends an answer's validators (ETag, Last-Modified) and who may keep a copy. */
function sendValidators(
  { response }: HttpContext,
  version: AnswerVersion,
  cache: keyof typeof CACHE_CONTROL
) {
  response.header('Cache-Control', CACHE_CONTROL[cache])
  response.header('ETag', etagOf(version))
  if (version.lastModified) response.header('Last-Modified', version.lastModified.toUTCString())
  else response.removeHeader('Last-Modified')
}

/**
 * An answer's validators (ETag, Last-Modified) and its cache. True when the caller's copy is
 * current by its tag: the answer is then a 304 without a body. Last-Modified is the page's newest
 * change, which does not move when an item leaves the page (deleted, ended, unpublished) nor when
 * an event's places change: If-Modified-Since alone is never enough.
 */
export function notModified(
  ctx: HttpContext,
  version: AnswerVersion,
  cache: keyof typeof CACHE_CONTROL = 'public'
) {
  sendValidators(ctx, version, cache)
  if (!ifNoneMatchNames(ctx.request.header('if-none-match'), etagOf(version))) return false
  ctx.response.status(304)
  return true
}

/** How many built answers a process keeps (docs/performance.md, "feeds"). */
const ANSWERS_KEPT = 500

/** JSON answers built lately, by route and ETag: the same tag is the same answer, byte for byte. */
const answers = new Map<string, string>()

/** An answer's body with the version of what it was built from (its own statements' rows). */
export interface BuiltAnswer {
  body: unknown
  version: AnswerVersion
}

/**
 * A JSON answer with its validators: a 304 when the caller's copy is current; else the answer
 * this process built last for the same tag, or `build()`'s, kept for the next caller. The tag is
 * computed from the database (or a version kept until the database announces a change,
 * `keptVersion`), so a copy is never stale and no node needs another's: the cache only saves
 * building the models and the JSON again (docs/decisions.md, "Public answers kept by their ETag").
 * A built answer is kept and sent under the tag of its own version: a change committed between
 * `version`'s statement and the body's is in the body, so that body is never kept under `version`.
 */
export async function answerJson(
  ctx: HttpContext,
  version: AnswerVersion,
  build: () => Promise<BuiltAnswer>,
  cache: keyof typeof CACHE_CONTROL = 'public'
) {
  if (notModified(ctx, version, cache)) return
  const route = ctx.route?.pattern
  let body = answers.get(`${route} ${etagOf(version)}`)
  if (body === undefined) {
    const built = await build()
    body = JSON.stringify(built.body)
    if (etagOf(built.version) !== etagOf(version)) sendValidators(ctx, built.version, cache)
    const key = `${route} ${etagOf(built.version)}`
    answers.delete(key)
    if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value!)
    answers.set(key, body)
  }
  ctx.response.header('Content-Type', 'application/json; charset=utf-8')
  ctx.response.send(body)
}
