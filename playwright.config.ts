import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions, e2eSettings } from './tests/e2e/support/settings.ts'

// The workers load the app's models and factories (tests/support/app.ts) with
// the app's own TypeScript hook, like the server does.
if (!process.env.NODE_OPTIONS?.includes('@poppinss/ts-exec')) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import=@poppinss/ts-exec`.trim()
}

/**
 * End-to-end tests in real Chromium against the real app: its own database
 * and HTTP server, started by tests/e2e/global_setup.ts. Every test creates
 * its own users, so tests run in parallel.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The app's own files reach the workers through the app's TypeScript hook
  // (legacy decorators, `#models/…`), not Playwright's transform.
  build: {
    external: ['**/app/**', '**/config/**', '**/database/**', '**/start/**', '**/providers/**'],
  },
  globalSetup: './tests/e2e/global_setup.ts',
  fullyParallel: true,
  // A browser test mostly waits (for the page, the server, an animation): three at a time keep
  // two cores busy, where two left them idle most of the run.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // One line per test in a terminal, one character per test in a log (CI); failures in full
  // either way, then which files the app under test logged to (tmp/logs) if the run failed.
  reporter: [[process.stdout.isTTY ? 'list' : 'dot'], ['./tests/e2e/support/app_logs_reporter.ts']],
  // The front end is built once (tests/e2e/global_setup.ts), as in production. A test walks a
  // whole flow; two of them and the server share two cores.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: e2eSettings().baseUrl,
    locale: 'ro-RO',
    colorScheme: 'light',
    navigationTimeout: 30_000,
    actionTimeout: 15_000,
    // A failed test's trace (actions, DOM snapshots, network): in CI from its retry, elsewhere
    // kept from any failed run. A screencast of every test was a third of the run's CPU
    // (Chromium encoding frames); tracing every test, a further 7 %.
    trace: process.env.CI ? 'on-first-retry' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
})
