import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'

/** The secret of an e-mailed link: 256 random bits, sent in the link and never stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url')

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The rows of `query` that `token` opens: not yet used (`usedColumn` is null) and not expired. */
export function usableLink<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>,
  token: string,
  usedColumn: string
) {
  return query
    .where('token_hash', hashLinkToken(token))
    .whereNull(usedColumn)
    .where('expires_at', '>', DateTime.now().toSQL()!)
}
