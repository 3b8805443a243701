/**
 * What the benchmarks share: a browser-like HTTP client (cookies, XSRF,
 * Inertia visits answered with JSON) and percentiles.
 */
export class Browser {
  cookies = new Map<string, string>()
  version = ''
  readonly baseUrl: string
  constructor(baseUrl: string) {
    this.baseUrl = baseUrl
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim())
    }
  }

  async request(method: string, path: string, body?: Record<string, unknown>): Promise<Response> {
    const headers: Record<string, string> = {
      'cookie': [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-inertia': 'true',
      'x-inertia-version': this.version,
      'x-requested-with': 'XMLHttpRequest',
    }
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    if (body) headers['content-type'] = 'application/json'
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    })
    this.remember(response)
    if (response.status === 409) {
      this.version = response.headers.get('x-inertia-version') ?? ''
      return this.request(method, path, body)
    }
    await response.arrayBuffer()
    return response
  }
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
