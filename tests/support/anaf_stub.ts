/**
 * A local stand-in for ANAF's e-Factura API and its OAuth server, answering as ANAF documents
 * them: POST /oauth/token (refresh_token grant, rotating refresh tokens), POST /api/upload
 * (`<header … ExecutionStatus="0" index_incarcare="…"/>`), GET /api/stareMesaj (`stare="in
 * prelucrare" | "ok" | "nok"` with `id_descarcare`), GET /api/listaMesajePaginatieFactura (the
 * seller's processed uploads between two moments, JSON, by pages), GET /api/descarcare (a zip: the signed document, or the errors). An access token it did not issue, or revoked, answers 401; so does
 * a token request of REVOKED_CLIENT, and one with an unknown refresh token answers 400.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { strToU8, zipSync } from 'fflate'

/** A client id ANAF no longer knows: its token requests answer 401 `invalid_client`. */
export const REVOKED_CLIENT = 'client-revocat'

export type Verdict = { state: 'ok' } | { state: 'nok'; errors: string[] }

type Upload = {
  index: string
  cif: string
  standard: string
  xml: string
  token: string
  at: number
}

function body(request: IncomingMessage) {
  return new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => resolve(text))
  })
}

const UPLOAD_NS = 'mfp:anaf:dgti:spv:respUploadFisier:v1'
const STATE_NS = 'mfp:anaf:dgti:efactura:stareMesajFactura:v1'

export async function startAnafStub() {
  let issued = 0
  let nextIndex = 5_000_000
  // rt-0 is every organization's first refresh token; the others are used once (rotated).
  const validRefresh = new Set(['rt-0'])
  const validAccess = new Set<string>()
  const uploads: Upload[] = []
  const tokenRequests: string[] = []
  /** The pages of the message list read, in order. */
  const listPages: number[] = []
  /** Per upload index: how many polls answer "in prelucrare" first, then the verdict. */
  const plans = new Map<string, { processing: number; verdict: Verdict }>()
  const settings = {
    /** The verdict of the next uploads (and how many polls say "in prelucrare" first). */
    verdict: { state: 'ok' } as Verdict,
    processingPolls: 0,
    /** The next this-many uploads hang (longer than the client waits). */
    stallUploads: 0,
    /** The next this-many calls to the API (upload, stareMesaj, the list, descarcare) answer 503. */
    unavailable: 0,
    /** The next this-many uploads are received, but their answer comes after the client gave up. */
    loseUploadAnswers: 0,
    /** Messages on a page of the list (ANAF's: 500). */
    listPageSize: 500,
    /** Access tokens' lifetime, in seconds (ANAF's: 90 days). */
    expiresIn: 7_776_000,
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub')
    const send = (status: number, text: string | Uint8Array, type = 'application/xml') => {
      response.writeHead(status, { 'Content-Type': type })
      response.end(text)
    }
    if (url.pathname === '/oauth/token' && request.method === 'POST') {
      const form = new URLSearchParams(await body(request))
      tokenRequests.push(form.get('refresh_token') ?? '')
      const used = form.get('refresh_token') ?? ''
      if (form.get('client_id') === REVOKED_CLIENT) {
        return send(401, JSON.stringify({ error: 'invalid_client' }), 'application/json')
      }
      if (form.get('grant_type') !== 'refresh_token' || !validRefresh.has(used)) {
        return send(400, JSON.stringify({ error: 'invalid_grant' }), 'application/json')
      }
      issued += 1
      const access = `at-${issued}`
      if (used !== 'rt-0') validRefresh.delete(used)
      validRefresh.add(`rt-${issued}`)
      validAccess.add(access)
      return send(
        200,
        JSON.stringify({
          access_token: access,
          refresh_token: `rt-${issued}`,
          token_type: 'Bearer',
          expires_in: settings.expiresIn,
        }),
        'application/json'
      )
    }
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '')
    if (!validAccess.has(token)) return send(401, '')
    if (settings.unavailable > 0) {
      settings.unavailable -= 1
      return send(503, '')
    }

    if (url.pathname === '/api/upload' && request.method === 'POST') {
      const xml = await body(request)
      if (settings.stallUploads > 0) {
        settings.stallUploads -= 1
        // Never answers in time: the client gives up first.
        await new Promise((resolve) => setTimeout(resolve, 3_000))
        return send(504, '')
      }
      const index = String(nextIndex++)
      uploads.push({
        index,
        cif: url.searchParams.get('cif') ?? '',
        standard: url.searchParams.get('standard') ?? '',
        xml,
        token,
        at: Date.now(),
      })
      plans.set(index, { processing: settings.processingPolls, verdict: settings.verdict })
      if (settings.loseUploadAnswers > 0) {
        settings.loseUploadAnswers -= 1
        await new Promise((resolve) => setTimeout(resolve, 3_000))
      }
      return send(
        200,
        `<?xml version="1.0" encoding="UTF-8"?><header xmlns="${UPLOAD_NS}" dateResponse="202611280930" ExecutionStatus="0" index_incarcare="${index}"/>`
      )
    }
    if (url.pathname === '/api/stareMesaj') {
      const index = url.searchParams.get('id_incarcare') ?? ''
      const plan = plans.get(index)
      if (!plan) {
        return send(
          200,
          `<header xmlns="${STATE_NS}"><Errors errorMessage="Nu exista factura cu indexul indicat"/></header>`
        )
      }
      if (plan.processing > 0) {
        plan.processing -= 1
        return send(200, `<header xmlns="${STATE_NS}" stare="in prelucrare"/>`)
      }
      return send(
        200,
        `<header xmlns="${STATE_NS}" stare="${plan.verdict.state}" id_descarcare="${Number(index) + 1_000_000}"/>`
      )
    }
    if (url.pathname === '/api/listaMesajePaginatieFactura') {
      // The seller's processed uploads, as ANAF lists them (the number and date are not in it).
      const cif = url.searchParams.get('cif') ?? ''
      const start = Number(url.searchParams.get('startTime'))
      const end = Number(url.searchParams.get('endTime'))
      const page = Number(url.searchParams.get('pagina')) || 1
      const json = (data: unknown) => send(200, JSON.stringify(data), 'application/json')
      if (!(start <= end) || end > Date.now() || Date.now() - start > 60 * 86_400_000) {
        return json({
          eroare: 'Interval invalid: endTime in viitor sau startTime mai vechi de 60 de zile',
          titlu: 'Lista Mesaje',
        })
      }
      const mesaje = uploads
        .filter((item) => item.cif === cif && item.at >= start && item.at <= end)
        .filter((item) => plans.get(item.index)?.processing === 0)
        .map((item) => ({
          data_creare: '202611280930',
          cif,
          id_solicitare: item.index,
          detalii: `Factura cu id_incarcare=${item.index} emisa de cif_emitent=${cif} pentru cif_beneficiar=0000000000000`,
          tip: plans.get(item.index)!.verdict.state === 'ok' ? 'FACTURA TRIMISA' : 'ERORI FACTURA',
          id: String(Number(item.index) + 1_000_000),
        }))
      const pages = Math.ceil(mesaje.length / settings.listPageSize)
      if (!mesaje.length) {
        return json({ eroare: 'Nu exista mesaje in intervalul selectat', titlu: 'Lista Mesaje' })
      }
      if (page > pages) return json({ eroare: `Pagina ${page} nu exista`, titlu: 'Lista Mesaje' })
      listPages.push(page)
      const onPage = mesaje.slice((page - 1) * settings.listPageSize, page * settings.listPageSize)
      return json({
        mesaje: onPage,
        numar_inregistrari_in_pagina: onPage.length,
        numar_total_inregistrari_per_pagina: settings.listPageSize,
        numar_total_inregistrari: mesaje.length,
        numar_total_pagini: pages,
        index_pagina_curenta: page,
        serial: 'stub',
        cui: cif,
        titlu: 'Lista Mesaje disponibile',
      })
    }
    if (url.pathname === '/api/descarcare') {
      const index = String(Number(url.searchParams.get('id')) - 1_000_000)
      const plan = plans.get(index)
      const upload = uploads.find((item) => item.index === index)
      if (!plan || !upload) return send(404, '')
      const files =
        plan.verdict.state === 'ok'
          ? {
              [`${index}.xml`]: strToU8(upload.xml),
              [`semnatura_${index}.xml`]: strToU8('<Signature>semnătura MF</Signature>'),
            }
          : {
              [`${index}.xml`]: strToU8(
                `<header xmlns="mfp:anaf:dgti:efactura:raspunsValidare:v1" Index_incarcare="${index}">${plan.verdict.errors
                  .map((error) => `<Error errorMessage="${error}"/>`)
                  .join('')}</header>`
              ),
            }
      return send(200, zipSync(files), 'application/octet-stream')
    }
    send(404, '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    settings,
    uploads,
    tokenRequests,
    listPages,
    /** The access tokens issued so far stop working (ANAF's expiry or a revocation). */
    expireAccessTokens: () => validAccess.clear(),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
