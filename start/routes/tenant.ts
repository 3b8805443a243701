/*
|--------------------------------------------------------------------------
| The tenant area: the org-admin's current community
|--------------------------------------------------------------------------
| Every route of the area sits in this one group. Its `tenant` middleware lets
| in org-admins with a current community only (403 for other roles, a page
| saying so when the organization has no community yet); inside, rows are
| read through the models' tenant scope (docs/architecture.md).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

import { contactsRoutes } from '#start/routes/contacts'
import { importsRoutes } from '#start/routes/imports'
import { catalogRoutes } from '#start/routes/catalog'
import { eventsRoutes } from '#start/routes/events'
import { quizzesRoutes } from '#start/routes/quizzes'
import { questsRoutes } from '#start/routes/quests'
import { lotsRoutes } from '#start/routes/lots'

const PlaceholderController = () => import('#controllers/shared/placeholder_controller')

router
  .group(() => {
    contactsRoutes()
    importsRoutes()
    catalogRoutes()
    quizzesRoutes()
    questsRoutes()
    lotsRoutes()

    // Screens whose issue has not landed yet
    for (const [path, name] of [
      ['/feeds', 'feeds.index'],
      ['/feeds/create', 'feeds.create'],
    ] as const) {
      router.get(path, [PlaceholderController, 'show']).as(name)
    }

    router
      .group(() => {
        eventsRoutes()
      })
      .use(middleware.module('events-module'))
  })
  .use([middleware.auth(), middleware.tenant()])
