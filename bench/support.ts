/**
 * What the benchmarks share: a browser that speaks Inertia (cookies, XSRF,
 * asset version), percentiles, and the timing loop that prints median, p95
 * and max per screen against its target.
 */
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import argon2 from 'argon2'
import pg from 'pg'

/** The password of the benchmarks' users. */
export const PASSWORD = 'parola-bench-1'

/** The hash of PASSWORD, as the app stores passwords (argon2id, the app's settings). */
export function passwordHash() {
  return argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2 })
}

/** A connection to the benchmark's database and the hash of PASSWORD. */
export async function seedingClient(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  return { client, hash: await passwordHash() }
}

/** A process's resident memory now (VmRSS) or at its peak (VmHWM), in MB, from /proc. */
export function residentMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024
}

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

  /** Signs in through the form (throws when it fails). */
  async signIn(email: string, password: string) {
    await this.request('GET', '/login')
    const login = await this.request('POST', '/login', { email, password })
    if (login.status !== 302 && login.status !== 303) throw new Error('Sign-in failed')
  }
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** A screen to time: its name, its path, and the p95 it must stay under (ms). */
export type Screen = { name: string; path: string; target: number }

/** Times each screen `runs` times after a warm-up and prints median, p95, max and the verdict. */
export async function timeScreens(browser: Browser, screens: Screen[], runs: number) {
  console.log('screen'.padEnd(40), 'median', '   p95', '   max', ' target')
  for (const { name, path, target } of screens) {
    for (let i = 0; i < 3; i++) await browser.request('GET', path) // warm-up
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const start = performance.now()
      const response = await browser.request('GET', path)
      times.push(performance.now() - start)
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    }
    times.sort((a, b) => a - b)
    const p95 = percentile(times, 95)
    const figure = (value: number) => `${value.toFixed(1)}`.padStart(6)
    console.log(
      name.padEnd(40),
      figure(percentile(times, 50)),
      figure(p95),
      figure(times.at(-1)!),
      p95 <= target ? `  met (≤ ${target})` : `  MISSED (≤ ${target})`
    )
  }
}
