/*
|--------------------------------------------------------------------------
| Queue workers inside the web process
|--------------------------------------------------------------------------
| With QUEUE_WORKERS=inline (the default in development) the web server also
| works the queue; otherwise `node ace queue:work` does. A queue that cannot
| start is logged and never stops the web server. On SIGTERM the queue stops
| with the app, whether this process works it or only sends jobs (its pool
| closes; a job in hand finishes first).
*/
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { startWorkers, stopQueue, workersInline } from '#services/queue'

if (workersInline()) {
  app.ready(() => {
    startWorkers().catch((error) => {
      // The app began to stop while they were starting (its queue stopped under them): no failure.
      if (app.isTerminating || app.isTerminated) return
      logger.error({ err: error }, 'queue: workers did not start')
    })
  })
}
app.terminating(async () => {
  await stopQueue()
  logger.info('queue: stopped')
})
