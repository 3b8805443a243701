/**
 * Sending a generated request like the browser app (an Inertia visit from
 * a page) and reading the answer: a 4xx is a refusal; so is a redirect that
 * leaves errors or an error toast for the next page, read where the app
 * keeps them (the session's flash messages) rather than by loading that
 * page, which would double every request.
 */
import type { TestClient } from '../../support/client.ts'
import { query } from '../../support/db.ts'
import { fingerprint, fingerprintAndSession, type Fingerprint } from './fingerprint.ts'
import type { HostileBody } from './hostile_bodies.ts'

export interface Answer {
  status: number
  location: string | null
  /** Refused: a 4xx, or a redirect with errors or an error toast for the next page. */
  refused: boolean
  /** The fields the errors are shown under. */
  errorKeys: string[]
  /** Back with an error toast (a validation failure's summary left out). */
  errorToast: boolean
  /** The database's fingerprint once answered (asked for with `{ fingerprint: true }`). */
  fingerprint?: Fingerprint
}

function bodyOptions(body: HostileBody | undefined) {
  if (!body || body.encoding === 'none') return {}
  if (body.encoding === 'json') {
    return body.raw !== undefined
      ? { raw: { type: 'application/json', text: body.raw } }
      : { body: body.data }
  }
  return { form: body.form }
}

interface Flash {
  inputErrorsBag?: Record<string, unknown>
  errorsBag?: Record<string, unknown>
  error?: unknown
}

/** What the request left in the session for the next page (errors, toasts). */
function flashIn(data: string | null | undefined): Flash {
  return data ? ((JSON.parse(data).message?.__flash__ ?? {}) as Flash) : {}
}

/** The session's flash messages, and the fingerprint in the same read when asked for. */
async function afterRedirect(client: TestClient, withFingerprint: boolean) {
  const id = client.sessionId()
  if (withFingerprint) {
    const { session, fingerprint: after } = await fingerprintAndSession(id)
    return { flash: flashIn(session), fingerprint: after }
  }
  if (!id) return { flash: {} }
  const [row] = await query<{ data: string }>(`select data from sessions where id = $1`, [id])
  return { flash: flashIn(row?.data) }
}

/**
 * Sends `body` to `method path` as an Inertia form from the page `from`; with `fingerprint`, the
 * answer carries the database's fingerprint once answered.
 */
export async function send(
  client: TestClient,
  method: string,
  path: string,
  body: HostileBody | undefined,
  from: string,
  options: { fingerprint?: boolean } = {}
): Promise<Answer> {
  const reply = await client.request(method, path, {
    inertia: true,
    headers: { referer: `${client.baseUrl}${from}` },
    ...bodyOptions(body),
  })
  const answer: Answer = {
    status: reply.status,
    location: reply.location,
    refused: reply.status >= 400 && reply.status < 500,
    errorKeys: [],
    errorToast: false,
  }
  if (reply.status >= 300 && reply.status < 400) {
    const { flash, fingerprint: after } = await afterRedirect(client, Boolean(options.fingerprint))
    answer.fingerprint = after
    answer.errorKeys = Object.keys(flash.inputErrorsBag ?? {})
    const summaries = Object.keys(flash.errorsBag ?? {})
    answer.errorToast =
      Boolean(flash.error) || summaries.some((key) => key !== 'E_VALIDATION_ERROR')
    answer.refused = answer.errorKeys.length > 0 || summaries.length > 0 || Boolean(flash.error)
  } else {
    // The JSON API (/api/) answers its refusals itself: 422 with the errors under their fields.
    if (reply.status === 422 && reply.headers.get('content-type')?.includes('json')) {
      const { errors } = reply.json() as { errors?: { field: string }[] }
      answer.errorKeys = (errors ?? []).map((error) => error.field)
    }
    if (options.fingerprint) answer.fingerprint = await fingerprint()
  }
  return answer
}
