/*
|--------------------------------------------------------------------------
| Benchmark routes, registered only when BENCH_ROUTES=true (bench/load.ts)
|--------------------------------------------------------------------------
*/
import router from '@adonisjs/core/services/router'
import env from '#start/env'
import { middleware } from '#start/kernel'

export function benchRoutes() {
  if (env.get('BENCH_ROUTES')) {
    // The framework's floor: a signed-in request through every global middleware rendering a
    // page with the shared props alone (an existing prop-less page: a page of its own would add
    // its entry to every page's first load); bench:load prints each list screen's CPU as a
    // multiple of it.
    router
      .get('/bench/floor', ({ inertia }) => inertia.render('dashboard/empty', {}))
      .as('bench.floor')
      .use(middleware.auth())
  }
}
