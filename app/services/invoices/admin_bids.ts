import db from '@adonisjs/lucid/services/db'
import Bid from '#models/bid'
import Car from '#models/car'
import Contact from '#models/contact'
import Invoice from '#models/invoice'
import type { TenantScope } from '#models/mixins/with_tenant_scope'
import type { TenantContext } from '#services/shared/tenant_context'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import { likePattern, listQuery, type ListOptions } from '#services/shared/list_query'
import { searchContacts } from '#services/contacts/contact_service'
import { communityNameOf } from '#services/shared/administration_scope'
import { bidStateOf } from '#services/lots/auction_service'

/**
 * What a row of /administrare/bids shows besides the bid's own columns, each a scalar
 * subquery by primary key (or the live-invoice index), evaluated for the page's rows only.
 */
const ROW_EXTRAS = {
  car_info: `(select json_build_object('carUid', cars.uid, 'make', cars.make, 'model', cars.model,
      'year', cars.year, 'lotUid', lots.uid, 'lotTitle', lots.title)
    from cars join lots on lots.id = cars.lot_id where cars.id = bids.car_id)`,
  bidder: `(select concat_ws(' ', contacts.first_name, contacts.last_name)
    from contacts where contacts.id = bids.contact_id)`,
  invoice_info: `(select json_build_object('uid', invoices.uid, 'number',
      invoices.series_code || '-' || invoices.number)
    from invoices where invoices.bid_id = bids.id and invoices.status = 'issued'
      and invoices.kind = 'invoice')`,
  community_name: communityNameOf('bids'),
  bid_state: bidStateOf('bids'),
}

/** Sorts on the bid's own columns only: each has an index that leads with the community. */
export const ADMIN_BID_LIST_OPTIONS: ListOptions = {
  sortable: { placed_at: 'bids.placed_at', amount: 'bids.amount_cents', id: 'id' },
  deferredJoin: true,
  defaultSort: { key: 'placed_at', direction: 'desc' },
}

/**
 * The search: a bid's number, its bidder (the contacts' stored search column and its trigram
 * index), its car or lot, or its live invoice's number ("FCT-12"): the union of the ids each finds
 * through its own index, never a scan of every bid.
 */
function searchBids(
  query: ModelQueryBuilderContract<typeof Bid>,
  scope: TenantScope,
  text: string
) {
  const contacts = Contact.forTenant(scope)
  searchContacts(contacts.select('contacts.id'), text)
  const pattern = likePattern(text)
  const cars = Car.forTenant(scope)
    .join('lots', 'lots.id', 'cars.lot_id')
    .select('cars.id')
    .whereRaw(
      `lower(immutable_unaccent(concat_ws(' ', cars.make, cars.model, cars.year, lots.title)))
        like lower(immutable_unaccent(?))`,
      [pattern]
    )
  const matches = [
    Bid.forTenant(scope).select('bids.id').whereIn('bids.contact_id', contacts),
    Bid.forTenant(scope).select('bids.id').whereIn('bids.car_id', cars),
    Invoice.forTenant(scope)
      .select('invoices.bid_id')
      .where('invoices.status', 'issued')
      .where('invoices.kind', 'invoice')
      .whereRaw(`lower(invoices.series_code || '-' || invoices.number) like lower(?)`, [pattern]),
  ].map((part) => part.toSQL() as { sql: string; bindings: readonly unknown[] })
  if (/^\d{1,9}$/.test(text)) matches.push({ sql: 'select ?::int', bindings: [Number(text)] })
  // `= any(array(…))`: the matched ids are looked up by key. With `in (…)` the planner, guessing
  // few matches, hashed them against a scan of every bid (a car's search: 37 against 19 ms).
  query.whereRaw(
    `bids.id = any(array(${matches.map((part) => part.sql).join(' union ')}))`,
    matches.flatMap((part) => part.bindings) as RawQueryBindings
  )
}

/**
 * The page of /administrare/bids: sorted, searched, paginated, one statement. `scope` is the
 * tenant's, or the super-admin's filtered community's (`listScope`).
 */
export async function adminBidsPage(
  request: Parameters<typeof listQuery>[0],
  tenant: TenantContext,
  scope: TenantScope,
  columns: readonly string[]
) {
  const query = Bid.forTenant(scope)
  const search = typeof request.qs().search === 'string' ? request.qs().search.trim() : ''
  if (search) searchBids(query, scope, search.slice(0, 100))
  const extras = Object.entries(ROW_EXTRAS)
    .filter(([name]) => tenant.isSuperAdmin || name !== 'community_name')
    .map(([name, sql]) => db.raw(`${sql} as ${name}`))
  return listQuery(request, query, { ...ADMIN_BID_LIST_OPTIONS, columns, extras })
}
