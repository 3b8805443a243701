import { describe, expect, test } from 'vitest'
import { TestClient } from '../support/client.ts'

describe('public files', () => {
  test('the browser finds the icon at /favicon.ico, and pages name it', async () => {
    const client = new TestClient()
    const icon = await client.request('GET', '/favicon.ico')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toMatch(/icon/)
    const svg = await client.request('GET', '/favicon.svg')
    expect(svg.status).toBe(200)
    const login = await client.request('GET', '/login')
    expect(login.text).toContain('<link rel="icon" href="/favicon.ico"')
  })
})
