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
import { contactListsRoutes } from '#start/routes/contact_lists'
import { contactImportsRoutes } from '#start/routes/contact_imports'
import { exchangeRateRoutes } from '#start/routes/exchange_rates'
import { productsRoutes } from '#start/routes/products'
import { segmentsRoutes } from '#start/routes/segments'
import { feedsRoutes } from '#start/routes/feeds'
import { eventsRoutes } from '#start/routes/events'
import { quizzesRoutes } from '#start/routes/quizzes'
import { questsRoutes } from '#start/routes/quests'
import { lotsRoutes } from '#start/routes/lots'
import { contactMembersRoutes } from '#start/routes/contact_members'
import { segmentContactsRoutes } from '#start/routes/segment_contacts'
import { gdprRoutes } from '#start/routes/gdpr'

export function tenantRoutes() {
  router
    .group(() => {
      contactsRoutes()
      contactListsRoutes()
      contactImportsRoutes()
      exchangeRateRoutes()
      productsRoutes()
      segmentsRoutes()
      feedsRoutes()
      quizzesRoutes()
      questsRoutes()
      lotsRoutes()
      contactMembersRoutes()
      segmentContactsRoutes()
      gdprRoutes()

      router
        .group(() => {
          eventsRoutes()
        })
        .use(middleware.module('events-module'))
    })
    .use([middleware.auth(), middleware.tenant()])
}
