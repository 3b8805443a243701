import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import {
  clampPage,
  columnsOf,
  readListState,
  searchNormalized,
  type ListOptions,
  type ListState,
  type QueryStringSource,
} from '#services/shared/list_query'

type Query<Model extends LucidModel> = ModelQueryBuilderContract<Model>

/** A count: exact up to its limit, else "more than `count`". */
export type BoundedCount = {
  count: number
  exact: boolean
}

/**
 * A list page without its count (docs/decisions.md, "Counts beside the page, not in it"): the
 * page's rows and whether more follow. A page in the list's back half is read from its end in
 * the reversed order when the visit says the total its count gave (`?total=`), so the last page
 * costs what the first does; without it, or when the rows are fewer than that total promises,
 * the page is read by its offset.
 */
export async function listWithoutCount<Model extends LucidModel>(
  request: QueryStringSource,
  query: Query<Model>,
  options: ListOptions
) {
  const state = readListState(request, options)
  applySearch(query, options, state)
  const offset = (state.page - 1) * state.perPage
  const total = totalHint(request)
  if (total !== null && offset >= total / 2 && offset < total) {
    const size = Math.min(state.perPage, total - offset)
    const skipped = total - offset - size
    const rows = await pageRows(query, options, state, {
      offset: skipped,
      limit: size,
      reversed: true,
    })
    if (rows.length === size) return withMeta(rows, state, skipped > 0)
  }
  let rows = await pageRows(query, options, state, { offset, limit: state.perPage + 1 })
  // A page past the last one (a link kept after deletions) moves to the last page.
  if (!rows.length && state.page > 1 && clampPage(state, await countOf(query))) {
    const from = (state.page - 1) * state.perPage
    rows = await pageRows(query, options, state, { offset: from, limit: state.perPage + 1 })
  }
  return withMeta(rows.slice(0, state.perPage), state, rows.length > state.perPage)
}

/**
 * The rows `query` finds, exact up to `limit` and "more than `limit`" beyond it. Where the
 * planner expects no more than the limit, a plain count (parallel workers may share it);
 * beyond, a count that stops past the limit.
 */
export async function boundedCount<Model extends LucidModel>(
  query: Query<Model>,
  limit: number
): Promise<BoundedCount> {
  const counted =
    (await estimateOf(query)) <= limit
      ? await countOf(query)
      : await countOf(query.clone().limit(limit + 1))
  return counted > limit ? { count: limit, exact: false } : { count: counted, exact: true }
}

/** The rows the planner expects `query` to find (EXPLAIN: nothing is read). */
async function estimateOf<Model extends LucidModel>(query: Query<Model>) {
  const { sql, bindings } = query
    .clone()
    .clearOrder()
    .clearSelect()
    .select(`${query.model.table}.id`)
    .toSQL()
  const { rows } = await query.client.rawQuery(
    `explain (format json) ${sql}`,
    bindings as RawQueryBindings
  )
  const [{ Plan }] = rows[0]['QUERY PLAN'] as [{ Plan: { 'Plan Rows': number } }]
  return Plan['Plan Rows']
}

function withMeta<Row>(rows: Row[], state: ListState, hasMore: boolean) {
  return {
    rows,
    meta: { currentPage: state.page, perPage: state.perPage, hasMore },
    state: {
      sort: state.sort,
      direction: state.direction,
      search: state.search,
      perPage: state.perPage,
    },
  }
}

/** `?total=`: a whole number the client read off the list's count, or nothing. */
function totalHint(request: QueryStringSource) {
  const input = request.qs().total
  const total = typeof input === 'string' && /^\d{1,9}$/.test(input) ? Number(input) : 0
  return total > 0 ? total : null
}

function applySearch<Model extends LucidModel>(
  query: Query<Model>,
  options: ListOptions,
  state: ListState
) {
  if (state.search && options.searchColumn) {
    searchNormalized(query, [options.searchColumn], state.search, true)
  } else if (state.search && options.searchable?.length) {
    searchNormalized(query, options.searchable, state.search)
  }
}

/** The list's order (as listQuery sorts), or its exact reverse. */
function applyOrder<Model extends LucidModel>(
  query: Query<Model>,
  options: ListOptions,
  state: ListState,
  reversed: boolean
) {
  const direction = reversed === (state.direction === 'asc') ? 'desc' : 'asc'
  const column = options.sortable[state.sort]
  if (options.textSort?.includes(state.sort)) {
    // `column` comes from the developer's whitelist, never from the request.
    query.orderByRaw(`lower(${column}) ${direction}`)
  } else {
    query.orderBy(column, direction)
  }
  if (column !== 'id') query.orderBy('id', direction)
}

/**
 * The page's ids in order (an index-only scan), then their rows by primary key in one
 * statement; read in the reversed order, the rows come back in the list's.
 */
function pageRows<Model extends LucidModel>(
  query: Query<Model>,
  options: ListOptions,
  state: ListState,
  window: { offset: number; limit: number; reversed?: boolean }
) {
  const model = query.model
  const id = `${model.table}.id`
  const ids = query.clone().clearSelect().clearOrder().select(id)
  applyOrder(ids, options, state, window.reversed ?? false)
  const sql = ids.offset(window.offset).limit(window.limit).toSQL()
  const columns = options.columns ? columnsOf(model, options.columns) : [`${model.table}.*`]
  return model
    .query()
    .select(...columns, ...(options.extras ?? []))
    .joinRaw(
      `join unnest(array(${sql.sql})) with ordinality as page(id, position) on page.id = ${id}`,
      sql.bindings as RawQueryBindings
    )
    .orderBy('page.position', window.reversed ? 'desc' : 'asc')
}

async function countOf<Model extends LucidModel>(query: Query<Model>) {
  const counted = query.clone().clearOrder().clearSelect().select(query.client.raw('1'))
  const [row] = await query.client.query().from(counted.as('counted')).count('* as total')
  return Number(row.total)
}
