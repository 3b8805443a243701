/**
 * Where the end-to-end stack runs and how Chromium is started. Read by
 * playwright.config.ts (evaluated before the global setup, and again in each
 * worker) and by tests/e2e/global_setup.ts, so both use the same defaults.
 * TEST_STACK / TEST_HTTP_PORT / TEST_PG_PORT let several stacks run side by side.
 */
import { existsSync } from 'node:fs'
import type { LaunchOptions } from '@playwright/test'

export function e2eSettings() {
  // One port above Vitest's shared stack (tests/support/stack.ts): both run at once (npm test).
  const port = Number(process.env.TEST_HTTP_PORT ?? 3334) + 1
  return {
    name: `${process.env.TEST_STACK ?? 'http'}-e2e`,
    port,
    pgPort: Number(process.env.TEST_PG_PORT ?? 54321) + 1,
    /** Set by the global setup once the app answers; the same address before that. */
    baseUrl: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`,
  }
}

/**
 * PLAYWRIGHT_CHROMIUM_PATH, else the system's headless shell (Chromium without its browser UI,
 * what Playwright itself runs headless: a browser test costs much less CPU there than in the full
 * Chromium, docs/performance.md "Test suite"), else the system Chromium, else Playwright's own.
 */
export function chromiumExecutable() {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path))
}

/** Runs as root, offline: no sandbox, no GPU, nothing that calls home. */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumExecutable(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  }
}
