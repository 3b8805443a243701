/*
|--------------------------------------------------------------------------
| Background jobs (app/services/queue.ts)
|--------------------------------------------------------------------------
| The web process registers the jobs and runs their workers, so `npm run dev`
| needs nothing else. Stopped with the app.
*/
import app from '@adonisjs/core/services/app'
import { startQueue, stopQueue } from '#services/queue'
import '#jobs/import_contacts'

// Once the app has started (not while tools such as codegen only load it).
app.ready(async () => {
  await startQueue()
})
app.terminating(() => stopQueue())
