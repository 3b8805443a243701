import type { FullResult, Reporter } from '@playwright/test/reporter'
import { appLogsNote } from '../../support/app_logs.ts'

/** After a run that did not pass, names the app's logs (tests/support/app_logs.ts). */
export default class AppLogsReporter implements Reporter {
  // Created with the configuration, before the global setup starts the stack.
  #start = Date.now()

  onEnd(result: FullResult) {
    if (result.status !== 'passed') process.stdout.write(appLogsNote(this.#start))
  }

  printsToStdio() {
    return false
  }
}
