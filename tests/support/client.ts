/**
 * An HTTP client that behaves like the browser app: it keeps cookies,
 * sends the XSRF token back, and speaks the Inertia protocol (X-Inertia
 * visits answered with the page as JSON).
 */
import { inject } from 'vitest'
import { currentTwoFactorCode, twoFactorSecretOf } from './db.ts'

export interface InertiaPage<Props = Record<string, any>> {
  component: string
  url: string
  version: string
  props: Props & { errors: Record<string, string>; auth: Record<string, any>; [key: string]: any }
  flash: Record<string, string | undefined>
  /** Props left for a request of their own (Inertia's deferred props), by group. */
  deferredProps?: Record<string, string[]>
}

export interface Reply {
  status: number
  location: string | null
  headers: Headers
  text: string
  json: () => any
}

/** The attributes of a Set-Cookie line, by lower-case name ("max-age", "samesite", "httponly"…). */
export function cookieAttributes(line: string) {
  const [, ...attributes] = line.split(';')
  const result = new Map<string, string>()
  for (const attribute of attributes) {
    const [name, ...value] = attribute.trim().split('=')
    result.set(name.toLowerCase(), value.join('='))
  }
  return result
}

export class TestClient {
  /** The stack's server, or another one (startAppServer in tests/support/stack.ts). */
  readonly baseUrl: string
  cookies = new Map<string, string>()
  /** The last Set-Cookie line received for each cookie (attributes included). */
  setCookies = new Map<string, string>()
  /** Headers sent with every request (a browser's `user-agent`). */
  defaultHeaders: Record<string, string> = {}
  version = ''
  /**
   * A member API caller's `Authorization` value (`Bearer mbr_…`): sent with every request, and no
   * cookie or XSRF token is fetched first (the member API is stateless).
   */
  authorization: string | null = null

  constructor(baseUrl: string = inject('baseUrl')) {
    this.baseUrl = baseUrl
  }

  private storeCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      this.setCookies.set(name, line)
      const expired = attributes.some(
        (a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim())
      )
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /**
   * The session id inside the signed `session` cookie (`s:` + base64url
   * of {"message": id} + "." + signature), or null without one.
   */
  sessionId(): string | null {
    const cookie = this.cookies.get('session')
    if (!cookie) return null
    const signed = decodeURIComponent(cookie).replace(/^s:/, '')
    const payload = signed.slice(0, signed.lastIndexOf('.'))
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return typeof decoded.message === 'string' ? decoded.message : null
  }

  async request(
    method: string,
    path: string,
    options: {
      body?: unknown
      inertia?: boolean
      json?: boolean
      headers?: Record<string, string>
      /** A multipart (FormData) or URL-encoded (URLSearchParams) body. */
      form?: FormData | URLSearchParams
      /** A body sent as written, with its content type. */
      raw?: { type: string; text: string }
      /** false: do not send the X-XSRF-TOKEN header (like a cross-site form). */
      xsrf?: boolean
    } = {}
  ): Promise<Reply> {
    if (
      (method !== 'GET' || options.inertia) &&
      !this.cookies.has('XSRF-TOKEN') &&
      !this.authorization
    ) {
      await this.request('GET', '/login')
    }
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers }
    if (this.authorization) headers.authorization = this.authorization
    if (this.cookies.size) headers.cookie = this.cookieHeader()
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf && method !== 'GET' && options.xsrf !== false)
      headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    // The mobile app (a member client) never speaks Inertia: its requests are plain JSON calls.
    if (options.inertia && !this.authorization) {
      headers['x-inertia'] = 'true'
      headers['x-inertia-version'] = this.version
      headers['x-requested-with'] = 'XMLHttpRequest'
      headers.accept = 'text/html, application/xhtml+xml'
    } else if (options.json) {
      headers.accept = 'application/json'
    }
    let body: FormData | URLSearchParams | string | undefined
    if (options.form) body = options.form
    else if (options.raw) {
      headers['content-type'] = options.raw.type
      body = options.raw.text
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' })
    this.storeCookies(response.headers)
    const text = await response.text()
    // Like the browser, learn the asset version from the first full page.
    const version = /data-page="app"[^>]*>[^<]*?"version":"([^"]*)"/.exec(text)
    if (version) this.version = version[1]
    if (response.status === 409 && options.inertia && response.headers.get('x-inertia-version')) {
      this.version = response.headers.get('x-inertia-version') ?? ''
      return this.request(method, path, options)
    }
    return {
      status: response.status,
      location: response.headers.get('location'),
      headers: response.headers,
      text,
      json: () => JSON.parse(text),
    }
  }

  /** An Inertia visit: the page (component and props) as JSON. */
  async visit<Props = Record<string, any>>(
    path: string
  ): Promise<InertiaPage<Props> & { status: number }> {
    const reply = await this.request('GET', path, { inertia: true })
    if (reply.status >= 300 && reply.status < 400 && reply.location) {
      return this.visit(
        new URL(reply.location, this.baseUrl).pathname +
          new URL(reply.location, this.baseUrl).search
      )
    }
    const page = reply.json() as InertiaPage<Props>
    return { ...page, status: reply.status }
  }

  /** The page component the browser lands on when it visits the path. */
  async componentAt(path: string) {
    const { component } = await this.visit(path)
    return component
  }

  /** One prop of the page the browser lands on when it visits the path. */
  async propAt(path: string, name: string) {
    const { props } = await this.visit(path)
    return props[name]
  }

  /**
   * Submits like an Inertia form: the reply (usually a redirect) and the
   * page the browser lands on (with errors, flash and props).
   */
  async submit(
    method: string,
    path: string,
    data?: unknown,
    options: { form?: FormData; from?: string } = {}
  ) {
    const referer = this.baseUrl + (options.from ?? path)
    const reply = await this.request(method, path, {
      body: data,
      inertia: true,
      form: options.form,
      headers: { referer },
    })
    let page: (InertiaPage & { status: number }) | null = null
    if (reply.status >= 300 && reply.status < 400 && reply.location) {
      const target = new URL(reply.location, this.baseUrl)
      page = await this.visit(target.pathname + target.search)
    } else if (reply.headers.get('content-type')?.includes('json')) {
      page = { ...reply.json(), status: reply.status }
    }
    return { status: reply.status, location: reply.location, page }
  }

  /**
   * Signs in through the form; a user whose two-factor secret the tests know (a super-admin of
   * `createUser`) passes the second step with the current code, as the user would. Once signed
   * in, the client confirms with the password (docs/security.md, "Fresh confirmation"), so that
   * the actions asking a fresh confirmation go on; `{ confirm: false }` leaves it unconfirmed.
   */
  async login(
    email: string,
    password: string,
    remember = false,
    { confirm = true }: { confirm?: boolean } = {}
  ) {
    let result = await this.submit('POST', '/login', { email, password, remember })
    if (result.page?.component === 'auth/login') {
      throw new Error(`Login failed for ${email}: ${result.page.props.errors.email}`)
    }
    if (result.location === '/login/two-factor' && twoFactorSecretOf(email)) {
      result = await this.passSecondStep(email)
    }
    if (confirm && result.location && !result.location.startsWith('/login')) {
      await this.confirm(password)
    }
    return result
  }

  /** The fresh confirmation's dialog, answered with the password (or `{ code }`). */
  async confirm(password: string | { code: string }) {
    const body = typeof password === 'string' ? { password } : password
    return this.request('POST', '/confirmation', { body, json: true })
  }

  /** The second step of a sign-in, with the user's current code. */
  async passSecondStep(email: string) {
    const code = await currentTwoFactorCode(email)
    const result = await this.submit('POST', '/login/two-factor', { code })
    if (result.page?.component === 'auth/two_factor') {
      throw new Error(`Second step failed for ${email}: ${result.page.props.errors.code}`)
    }
    return result
  }
}

/** A member API client: every request carries the member's device token. */
export function memberClient(token: string) {
  const client = new TestClient()
  client.authorization = `Bearer ${token}`
  return client
}

/** A client signed in as the user (remember-me optional). */
export async function signedIn(
  user: { email: string; password: string },
  remember = false,
  options: { confirm?: boolean } = {}
) {
  const client = new TestClient()
  await client.login(user.email, user.password, remember, options)
  return client
}
