import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { databaseAnswers, queueAnswers } from '#services/shared/health_checks'

/** A check that has not answered by then counts as failed: a load balancer waits on this. */
const CHECK_TIMEOUT_MS = 3000

type Status = 'ok' | 'error'

/** 'error' is logged, never shown. */
async function probe(name: string, check: () => Promise<unknown>): Promise<Status> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name}: no answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS
    )
  })
  try {
    await Promise.race([check(), timeout])
    return 'ok'
  } catch (error) {
    logger.warn({ err: error }, `health: ${name} unreachable`)
    return 'error'
  } finally {
    clearTimeout(timer)
  }
}

/** For load balancers (docs/deployment.md): nothing but the statuses, no session, no cookie. */
export default class HealthController {
  async show({ response }: HttpContext) {
    const [database, queueStatus] = await Promise.all([
      probe('database', databaseAnswers),
      probe('queue', queueAnswers),
    ])
    const ok = database === 'ok' && queueStatus === 'ok'
    response.header('cache-control', 'no-store')
    return response
      .status(ok ? 200 : 503)
      .json({ status: ok ? 'ok' : 'error', database, queue: queueStatus })
  }
}
