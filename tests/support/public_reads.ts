/**
 * The mobile app's reads of the public API on one server: no cookies, its cached copy's tag when
 * it has one. A change reaches a server's answers when the database's announcement of it does
 * (docs/decisions.md, "Answer versions kept until a change is announced"): a moment after the
 * write, so a changed answer is waited for, a second at most.
 */
import { expect, vi } from 'vitest'

/** How long a change may take to reach a server's answers (its announcement, on busy cores). */
export const ANNOUNCED_WITHIN_MS = 2000

export function publicReader(baseUrl: string) {
  const read = (path: string, etag?: string) =>
    fetch(baseUrl + path, {
      headers: { origin: 'https://app.example', ...(etag ? { 'if-none-match': etag } : {}) },
      redirect: 'manual',
    })

  /** The tag of a fresh answer (a 200). */
  const tagOf = async (path: string) => {
    const reply = await read(path)
    expect(reply.status).toBe(200)
    await reply.arrayBuffer()
    return reply.headers.get('etag')!
  }

  /** A tag still current gets a 304 with no body, the same tag and the CORS header. */
  const expectCurrent = async (path: string, etag: string, ifNoneMatch = etag) => {
    const reply = await read(path, ifNoneMatch)
    expect(reply.status).toBe(304)
    expect(await reply.text()).toBe('')
    expect(reply.headers.get('etag')).toBe(etag)
    expect(reply.headers.get('access-control-allow-origin')).toBe('*')
    expect(reply.headers.get('set-cookie')).toBeNull()
  }

  /** A tag no longer current gets the whole answer again, with a new tag (once announced). */
  const expectChanged = (path: string, etag: string) =>
    vi.waitFor(
      async () => {
        const reply = await read(path, etag)
        expect(reply.status).toBe(200)
        const body = (await reply.json()) as { data: { uid: string }[] }
        const fresh = reply.headers.get('etag')!
        expect(fresh).not.toBe(etag)
        return { etag: fresh, uids: body.data.map((item) => item.uid) }
      },
      { timeout: ANNOUNCED_WITHIN_MS, interval: 50 }
    )

  return { read, tagOf, expectCurrent, expectChanged }
}
