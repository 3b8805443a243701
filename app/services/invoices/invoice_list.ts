import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Invoice from '#models/invoice'
import { communityNameOf } from '#services/shared/administration_scope'
import { efacturaStateOf } from '#services/efactura/transmission'

/**
 * The invoices list's computed columns: each row's e-Factura state and, for a super-admin, its
 * community's name. Raw: correlated reads by key of a page's rows, which Lucid has no form for.
 */
export function withListColumns(
  rows: ModelQueryBuilderContract<typeof Invoice>,
  withCommunity: boolean
) {
  if (withCommunity) rows.select(db.raw(`${communityNameOf('invoices')} as community_name`))
  return rows.select(db.raw(`${efacturaStateOf} as efactura_state`))
}
