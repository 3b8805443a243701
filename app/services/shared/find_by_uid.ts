import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { NotFoundException } from '#exceptions/http_errors'

import { isUid } from '#shared/identifiers'

/** Anything that is not a uid is simply not found, never a database error. */
export async function findByUidOr404<Model extends LucidModel>(
  model: Model,
  uid: unknown,
  options: { query?: ModelQueryBuilderContract<Model>; message?: string } = {}
): Promise<InstanceType<Model>> {
  const query = options.query ?? model.query()
  const row = isUid(uid) ? await query.where('uid', uid).first() : null
  if (!row) throw new NotFoundException(options.message ?? 'Not found')
  return row
}
