import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { RawBuilderContract, RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'

export const PAGE_SIZES = [10, 20, 50, 100, 200] as const
export const DEFAULT_PAGE_SIZE = 10

/** Where a list reads its query string from: the request, or anything with the same `qs()`. */
export interface QueryStringSource {
  qs(): Record<string, any>
}

type Query<Model extends LucidModel> = ModelQueryBuilderContract<Model>

export interface ListOptions<Model extends LucidModel = LucidModel> {
  /** Sort key the client may ask for → the column (or SQL expression). */
  sortable: Record<string, string>
  /** A stored normalised column with a trigram index (large tables), else `searchable`. */
  searchColumn?: string
  searchable?: string[]
  /** Sort keys ordered regardless of case. */
  textSort?: string[]
  /** For large tables: the page's ids first (an index-only scan at any offset), then their rows. */
  deferredJoin?: boolean
  unfilteredTotal?: boolean
  defaultSort: { key: string; direction: 'asc' | 'desc' }
  /** The attributes the transformer reads; without it, every column. */
  columns?: readonly string[]
  /** Scalar subqueries on the row's columns; with `deferredJoin`, for the page's rows only. */
  extras?: RawBuilderContract[]
  /** The rows' relation counts, sums and preloads (`withCount`, `withAggregate`, `preload`). */
  related?: (query: Query<Model>) => void
}

export interface ListState {
  sort: string
  direction: 'asc' | 'desc'
  search: string
  page: number
  perPage: number
}

/** Anything unknown falls back to the defaults: a bad sort column or page size never reaches SQL. */
export function readListState<Model extends LucidModel>(
  request: QueryStringSource,
  options: ListOptions<Model>
): ListState {
  const input = request.qs()
  const sort =
    // Own keys only: `?sort=constructor` must not reach an inherited property.
    typeof input.sort === 'string' && Object.hasOwn(options.sortable, input.sort)
      ? input.sort
      : options.defaultSort.key
  const direction =
    input.direction === 'asc' || input.direction === 'desc'
      ? input.direction
      : sort === options.defaultSort.key
        ? options.defaultSort.direction
        : 'asc'
  // Numbers only from plain strings (`?page[]=2` is not a page).
  const perPageInput = typeof input.per_page === 'string' ? Number(input.per_page) : Number.NaN
  const perPage = PAGE_SIZES.includes(perPageInput as (typeof PAGE_SIZES)[number])
    ? perPageInput
    : DEFAULT_PAGE_SIZE
  const pageInput = typeof input.page === 'string' ? Number(input.page) : Number.NaN
  const page = Math.max(1, Math.min(100_000, Math.trunc(pageInput) || 1))
  const search = typeof input.search === 'string' ? input.search.trim().slice(0, 100) : ''
  return { sort, direction, search, page, perPage }
}

export function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** Both sides lower case, no diacritics; `stored` columns already hold that form (trigram index). */
export function searchNormalized(
  query: Pick<Query<LucidModel>, 'where'>,
  columns: string[],
  text: string,
  stored = false
) {
  const pattern = likePattern(text)
  const column = stored ? '??' : 'lower(immutable_unaccent(??))'
  query.where((group) => {
    for (const name of columns) {
      group.orWhereRaw(`${column} like lower(immutable_unaccent(?))`, [name, pattern])
    }
  })
}

/**
 * Orders by the column regardless of case, as the screens' `lower(…)` indexes do. Raw: Lucid's
 * `orderBy` takes a column, not an expression. `column` is the developer's, never the request's.
 */
export function orderByLowerCase<Model extends LucidModel>(
  query: Query<Model>,
  column: string,
  direction: 'asc' | 'desc' = 'asc'
) {
  return query.orderByRaw(`lower(${column}) ${direction}`)
}

/** Sorts, searches and paginates; the state goes back so a reload or a shared link shows the same view. */
export async function listQuery<Model extends LucidModel>(
  request: QueryStringSource,
  query: Query<Model>,
  options: ListOptions<NoInfer<Model>>
) {
  const state = readListState(request, options)
  const unfiltered = options.unfilteredTotal && state.search ? query.clone() : null
  if (state.search && options.searchColumn) {
    searchNormalized(query, [options.searchColumn], state.search, true)
  } else if (state.search && options.searchable?.length) {
    searchNormalized(query, options.searchable, state.search)
  }
  const column = options.sortable[state.sort]
  if (options.textSort?.includes(state.sort)) {
    orderByLowerCase(query, column, state.direction)
  } else {
    query.orderBy(column, state.direction)
  }
  // A stable order for equal values, so rows never jump between pages.
  if (column !== 'id') query.orderBy('id', state.direction)

  // The totals ride on the page's own statement: one round trip.
  const totals = [countColumn(query, 'list_total')]
  if (unfiltered) totals.push(countColumn(unfiltered, 'unfiltered_total'))
  const tableColumns = options.columns
    ? columnsOf(query.model, options.columns)
    : [`${query.model.table}.*`]
  const extras = options.extras ?? []
  const selected = [...tableColumns, ...extras, ...totals]
  const readPage = () => {
    const page = options.deferredJoin
      ? deferredPage(query, state, selected)
      : query
          .clone()
          .select(...selected)
          .forPage(state.page, state.perPage)
    options.related?.(page)
    return page
  }
  let rows = await readPage()
  // A page past the last one has no row to carry the totals: counted, then the last page is read.
  const total = rows.length ? Number(rows[0].$extras.list_total) : await totalOf(query, state)
  if (!rows.length && clampPage(state, total)) rows = await readPage()
  const unfilteredTotal = !unfiltered
    ? total
    : rows.length
      ? Number(rows[0].$extras.unfiltered_total)
      : await countOf(unfiltered)
  return { rows, ...listPage(state, total), unfilteredTotal }
}

/** A page past the last one (a link kept after deletions) moves to the last page; true when it moved. */
export function clampPage(state: ListState, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / state.perPage))
  if (state.page <= lastPage) return false
  state.page = lastPage
  return true
}

export function listPage(state: ListState, total: number) {
  return {
    meta: {
      currentPage: state.page,
      lastPage: Math.max(1, Math.ceil(total / state.perPage)),
      perPage: state.perPage,
      total,
    },
    state: {
      sort: state.sort,
      direction: state.direction,
      search: state.search,
      perPage: state.perPage,
    },
  }
}

/**
 * A scalar subquery PostgreSQL runs once; for a grouped query it counts groups. Raw: Lucid has no
 * count of a subquery as a column of another statement.
 */
function countColumn<Model extends LucidModel>(query: Query<Model>, alias: string) {
  const counted = rowsToCount(query).toSQL()
  return query.client.raw(
    `(select count(*) from (${counted.sql}) as counted) as ${alias}`,
    counted.bindings as RawQueryBindings
  )
}

function rowsToCount<Model extends LucidModel>(query: Query<Model>) {
  return (
    query
      .clone()
      .clearOrder()
      .clearLimit()
      .clearOffset()
      .clearSelect()
      // Raw: a constant column, so the count reads no column of the rows.
      .select(query.client.raw('1'))
  )
}

async function countOf<Model extends LucidModel>(query: Query<Model>) {
  const [row] = await query.client
    .query()
    .from(rowsToCount(query).as('counted'))
    .count('* as total')
  return Number(row.total)
}

async function totalOf<Model extends LucidModel>(query: Query<Model>, state: ListState) {
  return state.page === 1 ? 0 : countOf(query)
}

/** With the primary key, which Lucid needs. */
export function columnsOf(model: LucidModel, attributes: readonly string[]) {
  const names = new Set([model.primaryKey, ...attributes])
  return [...names].map((attribute) => {
    const column = model.$getColumn(attribute)
    if (!column) throw new Error(`${model.name} has no attribute "${attribute}"`)
    return `${model.table}.${column.columnName}`
  })
}

/** The page's ids in order (an index-only scan at any offset), then their rows by primary key. */
function deferredPage<Model extends LucidModel>(
  query: Query<Model>,
  state: ListState,
  columns: (string | ReturnType<typeof countColumn>)[]
) {
  const model = query.model
  const id = `${model.table}.id`
  const ids = query.clone().clearSelect().select(id).forPage(state.page, state.perPage).toSQL()
  return model
    .query()
    .select(...columns)
    .joinRaw(
      `join unnest(array(${ids.sql})) with ordinality as page(id, position) on page.id = ${id}`,
      ids.bindings as RawQueryBindings
    )
    .orderBy('page.position')
}
