/**
 * After a failed run, the test runners name the logs of the app under test (tmp/logs, written by
 * tests/support/stack.ts) that this run wrote: their output never reaches the terminal.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Reporter, TestRunEndReason } from 'vitest/node'

const root = fileURLToPath(new URL('../../', import.meta.url))
const folder = `${root}tmp/logs`

/** The line naming the logs written since `start`, or nothing when there are none. */
export function appLogsNote(start: number) {
  if (!existsSync(folder)) return ''
  const logs = readdirSync(folder)
    .map((name) => `${folder}/${name}`)
    .filter((path) => statSync(path).mtimeMs >= start && statSync(path).size > 0)
    .map((path) => relative(process.cwd(), path))
  return logs.length ? `\nThe app under test logged to ${logs.join(', ')}\n` : ''
}

/** Vitest's: the note after a run that did not pass. */
export class VitestAppLogs implements Reporter {
  // Created with the configuration, before the global setup starts the stack.
  #start = Date.now()

  onTestRunEnd(_modules: unknown, _errors: unknown, reason: TestRunEndReason) {
    if (reason !== 'passed') process.stdout.write(appLogsNote(this.#start))
  }
}
