/*
|--------------------------------------------------------------------------
| Answer versions kept until a change is announced
|--------------------------------------------------------------------------
| A web process listens for the database's announcements of changed answers
| from its start (app/services/shared/answer_versions.ts) and stops with the app.
*/
import app from '@adonisjs/core/services/app'
import answerVersions from '#services/shared/answer_versions'

app.ready(() => answerVersions.start())
app.terminating(() => answerVersions.stop())
