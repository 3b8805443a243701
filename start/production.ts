/*
|--------------------------------------------------------------------------
| Production: framework work done once instead of on every request
|--------------------------------------------------------------------------
| Each is measured in docs/decisions.md ("Per-request cost", fifth pass) and
| tested on its own; development and tests keep the framework's behaviour
| (fresh Edge components, a transform()'s stack for its error).
*/
import edge from 'edge.js'
import app from '@adonisjs/core/services/app'
import { listComponentsOnce } from '#services/shared/edge_components'
import { transformWithoutStacks } from '#transformers/app_transformer'

if (app.inProduction) {
  listComponentsOnce(edge)
  transformWithoutStacks()
}
