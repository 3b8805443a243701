/**
 * ANAF's e-Factura REST API as documented (docs/efactura.md): upload a document, read its
 * processing state, list the seller's messages, download the answer, refresh an OAuth token. Plain fetch; each answer read
 * into a small result (anaf_answers.ts). A network failure, a timeout or a 5xx throws
 * AnafUnavailable (tried again later); 401 throws AnafUnauthorized (the token is refreshed and
 * the call repeated).
 */
import efacturaConfig from '#config/efactura'
import { answerAttribute, errorMessages } from '#services/efactura/anaf_answers'

export class AnafUnavailable extends Error {}
export class AnafUnauthorized extends Error {}

/**
 * ANAF's OAuth server refused the credentials themselves: `invalid_client` (the client id or
 * secret) or another OAuth error about the refresh token (`invalid_grant`: wrong, used or expired).
 */
export class AnafTokenRefused extends AnafUnauthorized {
  constructor(readonly code: string) {
    super(`ANAF OAuth: ${code}`)
  }
}

async function call(url: string, init: RequestInit): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(efacturaConfig.requestTimeoutMs),
    })
  } catch (error) {
    throw new AnafUnavailable(`ANAF: ${(error as Error).name}: ${(error as Error).message}`)
  }
  if (response.status === 401) throw new AnafUnauthorized('ANAF: 401')
  if (response.status >= 500 || response.status === 429) {
    throw new AnafUnavailable(`ANAF: HTTP ${response.status}`)
  }
  return response
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

export type UploadResult = { index: string } | { errors: string[] }

/** POST upload?standard=UBL|CN&cif=…: ANAF's upload index, or the errors of a refused upload. */
export async function upload(
  xml: string,
  options: { cif: string; creditNote: boolean; token: string }
): Promise<UploadResult> {
  const standard = options.creditNote ? 'CN' : 'UBL'
  const url = `${efacturaConfig.apiUrl}/upload?standard=${standard}&cif=${encodeURIComponent(options.cif)}`
  const response = await call(url, {
    method: 'POST',
    headers: { ...bearer(options.token), 'Content-Type': 'text/plain' },
    body: xml,
  })
  const text = await response.text()
  const index = answerAttribute(text, 'index_incarcare')
  if (response.ok && answerAttribute(text, 'ExecutionStatus') === '0' && index) return { index }
  const errors = errorMessages(text)
  return { errors: errors.length ? errors : [`HTTP ${response.status}`] }
}

export type MessageState =
  | { state: 'processing' }
  | { state: 'ok' | 'nok'; downloadId: string }
  | { state: 'failed'; errors: string[] }

/** GET stareMesaj?id_incarcare=…: in processing, ok or nok (with the download id), or an error. */
export async function messageState(index: string, token: string): Promise<MessageState> {
  const url = `${efacturaConfig.apiUrl}/stareMesaj?id_incarcare=${encodeURIComponent(index)}`
  const response = await call(url, { headers: bearer(token) })
  const text = await response.text()
  const state = answerAttribute(text, 'stare')
  const downloadId = answerAttribute(text, 'id_descarcare')
  if (state === 'in prelucrare') return { state: 'processing' }
  if ((state === 'ok' || state === 'nok') && downloadId) return { state, downloadId }
  const errors = errorMessages(text)
  return { state: 'failed', errors: errors.length ? errors : [state ?? `HTTP ${response.status}`] }
}

/** GET descarcare?id=…: the zip ANAF answers with (signed document, or the errors). */
export async function download(id: string, token: string): Promise<Uint8Array> {
  const response = await call(`${efacturaConfig.apiUrl}/descarcare?id=${encodeURIComponent(id)}`, {
    headers: bearer(token),
  })
  if (!response.ok) throw new AnafUnavailable(`ANAF: download HTTP ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}

/** One message of ANAF's list: its download id, the upload it concerns, its type. */
export type AnafMessage = { id: string; uploadIndex: string; type: string }

/** ANAF lists the messages of its last 60 days: an older start is moved to that edge. */
const LIST_DAYS = 60

/**
 * GET listaMesajePaginatieFactura?startTime=…&endTime=…&cif=…&pagina=…: the seller's messages
 * from `since` to now (epoch milliseconds), every page read (ANAF's pages hold 500); none is
 * ANAF's "Nu exista mesaje…". Any other answer throws AnafUnavailable (never read as "none").
 */
export async function listMessages(cif: string, since: Date, token: string) {
  // ANAF refuses an end in its future and a start past its 60 days, by its own clock: a minute
  // short of now, an hour inside the edge (the lookup waits an hour for ANAF to list an upload).
  const endTime = Date.now() - 60_000
  const startTime = Math.max(since.getTime(), endTime - LIST_DAYS * 86_400_000 + 3_600_000)
  const messages: AnafMessage[] = []
  for (let page = 1, pages = 1; page <= pages; page++) {
    const query = new URLSearchParams({
      startTime: String(startTime),
      endTime: String(endTime),
      cif,
      pagina: String(page),
    })
    const response = await call(`${efacturaConfig.apiUrl}/listaMesajePaginatieFactura?${query}`, {
      headers: bearer(token),
    })
    const data = (await response.json().catch(() => null)) as {
      mesaje?: Record<string, unknown>[]
      numar_total_pagini?: number
      eroare?: string
    } | null
    if (response.ok && Array.isArray(data?.mesaje)) {
      pages = Math.max(1, Number(data.numar_total_pagini ?? 1))
      for (const message of data.mesaje) {
        messages.push({
          id: String(message.id ?? ''),
          uploadIndex: String(message.id_solicitare ?? ''),
          type: String(message.tip ?? ''),
        })
      }
      continue
    }
    if (response.ok && page === 1 && /^Nu exista mesaje/i.test(data?.eroare ?? '')) return []
    throw new AnafUnavailable(
      `ANAF: listaMesajePaginatieFactura: ${data?.eroare ?? `HTTP ${response.status}`}`
    )
  }
  return messages
}

export type TokenSet = {
  accessToken: string
  refreshToken: string | null
  expiresIn: number
}

/** POST token (grant_type=refresh_token): a new access token (and maybe a new refresh token). */
export async function refreshAccessToken(credentials: {
  clientId: string
  clientSecret: string
  refreshToken: string
}): Promise<TokenSet> {
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: credentials.refreshToken,
    client_id: credentials.clientId,
    client_secret: credentials.clientSecret,
  })
  let response: Response
  try {
    response = await call(`${efacturaConfig.oauthUrl}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    })
  } catch (error) {
    // At the token endpoint a 401 is the client's authentication failing (RFC 6749, 5.2).
    if (error instanceof AnafUnauthorized) throw new AnafTokenRefused('invalid_client')
    throw error
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok || typeof data.access_token !== 'string') {
    throw new AnafTokenRefused(String(data.error ?? `HTTP ${response.status}`))
  }
  return {
    accessToken: data.access_token,
    refreshToken: typeof data.refresh_token === 'string' ? data.refresh_token : null,
    expiresIn: Number(data.expires_in ?? 3600),
  }
}
