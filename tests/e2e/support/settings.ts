/** Where the end-to-end stack runs (overridable so that several can run side by side). */
export function e2eSettings() {
  const port = Number(process.env.TEST_HTTP_PORT ?? 3335)
  return {
    name: process.env.TEST_STACK ?? 'e2e',
    port,
    pgPort: Number(process.env.TEST_PG_PORT ?? 54322),
    baseUrl: `http://127.0.0.1:${port}`,
  }
}
