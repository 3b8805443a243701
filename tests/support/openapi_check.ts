/**
 * Every answer of an /api/ route in the HTTP tests is checked against the OpenAPI document the
 * server serves (/api/openapi.json, built by app/openapi/document.ts): the operation must be
 * documented, its status listed, its content type listed and a JSON body valid against the
 * listed schema (JSON Schema 2020-12, ajv). A mismatch rejects the test's fetch with the path,
 * the status and ajv's errors. Installed for every HTTP test file by tests/support/http_setup.ts,
 * around the global fetch (TestClient uses it too): no test has to ask for it.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import * as formats from 'ajv-formats'

type Json = Record<string, any>

/** One answer as the check sees it. */
export interface ApiAnswer {
  method: string
  /** The path, with or without its query string. */
  url: string
  status: number
  contentType: string | null
  /** The body as text (read for JSON answers only). */
  body: string | null
}

const COMPONENTS_ID = 'openapi-components'
const WHERE = 'app/openapi/paths/<area>.ts (listed in app/openapi/document.ts)'

interface Template {
  path: string
  pattern: RegExp
  params: number
}

/** Refs to the document's schemas, pointed at the components registered with ajv. */
function withComponentRefs<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`)
  )
}

export class OpenApiCheck {
  private ajv: Ajv2020
  private templates: Template[]
  private compiled = new Map<string, ValidateFunction>()

  constructor(private document: Json) {
    this.ajv = new Ajv2020({
      allErrors: true,
      strict: true,
      strictTypes: false,
      strictRequired: false,
    })
    const addFormats = (formats as unknown as { default: (ajv: Ajv2020) => void }).default
    addFormats(this.ajv)
    this.ajv.addSchema(
      withComponentRefs({ $id: COMPONENTS_ID, $defs: document.components?.schemas ?? {} })
    )
    // Literal paths before templated ones (/api/docs/reference.js before /api/docs/{x}).
    this.templates = Object.keys(document.paths ?? {})
      .map((path) => {
        const source = path
          .split(/(\{[^}]+\})/)
          .map((part) =>
            part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          )
          .join('')
        return { path, pattern: new RegExp(`^${source}$`), params: path.split('{').length - 1 }
      })
      .sort((a, b) => a.params - b.params)
  }

  /** The documented path a request path falls under, or null. */
  templateOf(path: string) {
    return this.templates.find((template) => template.pattern.test(path))?.path ?? null
  }

  private resolve(value: Json): Json {
    if (typeof value?.$ref !== 'string') return value
    const parts = value.$ref.replace(/^#\//, '').split('/')
    return this.resolve(parts.reduce((node: Json, key: string) => node?.[key], this.document))
  }

  private validator(key: string, schema: Json) {
    let validate = this.compiled.get(key)
    if (!validate) {
      validate = this.ajv.compile(withComponentRefs(schema))
      this.compiled.set(key, validate)
    }
    return validate
  }

  /** What is wrong with the answer, each problem a sentence; empty when it matches. */
  problems(answer: ApiAnswer): string[] {
    const method = answer.method.toUpperCase()
    if (method === 'OPTIONS') return [] // CORS preflights: config/cors.ts answers them
    const path = answer.url.split('?')[0]
    const said = `${method} ${path} answered ${answer.status}`
    const template = this.templateOf(path)
    const operation: Json | undefined = template
      ? this.document.paths[template][method === 'HEAD' ? 'get' : method.toLowerCase()]
      : undefined

    if (!operation) {
      // A path or method the API does not have: the router's 404, in the API's error shape.
      if (answer.status === 404) {
        return this.bodyProblems(said, 'Error', { $ref: '#/components/schemas/Error' }, answer)
      }
      return [
        `${said}, but the OpenAPI document has no ${method} ${template ?? path}: add the route ` +
          `to ${WHERE}.`,
      ]
    }

    const source = this.document.paths[template!]['x-source'] ?? WHERE
    const where = `${method} ${template} (${source})`
    const responses: Json = operation.responses ?? {}
    const status = String(answer.status)
    const listed = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default
    if (!listed) {
      return [
        `${said}, a status the OpenAPI document does not list for ${where} ` +
          `(it lists ${Object.keys(responses).join(', ')}).`,
      ]
    }
    const response = this.resolve(listed)
    const content: Json = response.content ?? {}
    const bodiless = method === 'HEAD' || answer.status === 304 || answer.status === 204
    if (bodiless || Object.keys(content).length === 0) {
      if (!bodiless && answer.body) {
        return [`${said} with a body, but the OpenAPI document gives none for ${where}.`]
      }
      return []
    }
    const media = answer.contentType?.split(';')[0].trim().toLowerCase() ?? ''
    const mediaKey = Object.keys(content).find(
      (key) => key === media || (key.endsWith('/*') && media.startsWith(key.slice(0, -1)))
    )
    if (!mediaKey) {
      return [
        `${said} as "${media || 'no content type'}", which the OpenAPI document does not list ` +
          `for ${answer.status} of ${where} (it lists ${Object.keys(content).join(', ')}).`,
      ]
    }
    if (!/[/+]json$/.test(media)) return []
    const key = `${template} ${method} ${status} ${mediaKey}`
    return this.bodyProblems(`${said} (${where})`, key, content[mediaKey].schema, answer)
  }

  /** What is wrong with a value (an example, a request body) against a schema of the document. */
  valueProblems(label: string, schema: Json, value: unknown) {
    const validate = this.validator(`value ${label}`, schema)
    if (validate(value)) return []
    return [`${label}: ${this.ajv.errorsText(validate.errors)}`]
  }

  private bodyProblems(said: string, key: string, schema: Json, answer: ApiAnswer) {
    let body: unknown
    try {
      body = JSON.parse(answer.body ?? '')
    } catch {
      return [`${said}: the body is not JSON: ${(answer.body ?? '').slice(0, 200)}`]
    }
    const validate = this.validator(key, schema)
    if (validate(body)) return []
    const errors = (validate.errors ?? []).map(
      (error) =>
        `  ${error.instancePath || '(body)'} ${error.message}` +
        (error.params && Object.keys(error.params).length ? ` ${JSON.stringify(error.params)}` : '')
    )
    return [
      `${said}, and its body does not match the OpenAPI document:\n${errors.join('\n')}\n` +
        `  body: ${(answer.body ?? '').slice(0, 600)}`,
    ]
  }
}

/**
 * The servers whose /api/ answers are checked, by origin, each with its own document (loaded on
 * the first answer). On globalThis: the fetch installed once per worker and the test files that
 * register a server of their own must share it.
 */
const ORIGINS = Symbol.for('comunitate.openapiCheckedOrigins')
type Origins = Map<string, Promise<OpenApiCheck> | null>
const checkedOrigins = () => ((globalThis as { [ORIGINS]?: Origins })[ORIGINS] ??= new Map())
/** The fetch beneath the checked one: a document is read without being checked. */
const UNCHECKED = Symbol.for('comunitate.uncheckedFetch')
const uncheckedFetch = () =>
  (globalThis as { [UNCHECKED]?: typeof fetch })[UNCHECKED] ?? globalThis.fetch

/**
 * Checks the /api/ answers of the server at `baseUrl` too: a test's second server of the app (the
 * provider stand-ins', a low limit's), as the stack's own. Its document is read anew.
 */
export function checkAnswersOf(baseUrl: string) {
  checkedOrigins().set(new URL(baseUrl).origin, null)
}

/**
 * Throws, with the path, the status and ajv's errors, when an answer of a checked server's /api/
 * path does not match that server's document; a request that fetch does not make (node:http)
 * passes its answer here itself.
 */
export async function checkAnswer(url: URL, answer: Omit<ApiAnswer, 'url'>) {
  const origins = checkedOrigins()
  if (!origins.has(url.origin) || !/^\/api(\/|$)/.test(url.pathname)) return
  let check = origins.get(url.origin)
  if (!check) {
    check = uncheckedFetch()(`${url.origin}/api/openapi.json`).then(async (reply) => {
      if (!reply.ok) throw new Error(`GET /api/openapi.json answered ${reply.status}`)
      return new OpenApiCheck(await reply.json())
    })
    origins.set(url.origin, check)
  }
  const openApi = await check
  const problems = openApi.problems({ ...answer, url: url.pathname })
  if (problems.length) {
    throw new Error(`OpenAPI check (tests/support/openapi_check.ts):\n${problems.join('\n')}`)
  }
}

/** A fetch whose answers to the /api/ paths of `baseUrl` (and of servers added later) are checked. */
export function checkedFetch(baseUrl: string, fetchFn: typeof fetch = globalThis.fetch) {
  checkAnswersOf(baseUrl)
  ;(globalThis as { [UNCHECKED]?: typeof fetch })[UNCHECKED] = fetchFn
  return async function fetchChecked(input: string | URL | Request, init?: RequestInit) {
    const response = await fetchFn(input, init)
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!checkedOrigins().has(url.origin) || !/^\/api(\/|$)/.test(url.pathname)) return response
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
    const contentType = response.headers.get('content-type')
    const body = contentType && /json/.test(contentType) ? await response.clone().text() : null
    await checkAnswer(url, { method, status: response.status, contentType, body })
    return response
  } as typeof fetch
}
