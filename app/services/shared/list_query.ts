import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import { preparedFetch } from '#services/shared/prepared_query'

/** The page sizes every list offers. */
export const PAGE_SIZES = [10, 20, 50, 100, 200] as const
export const DEFAULT_PAGE_SIZE = 10

type Request = HttpContext['request']

export interface ListOptions {
  /** Sort keys the client may ask for → the column (or SQL expression) they sort by. */
  sortable: Record<string, string>
  /** Columns searched (case-insensitive, contains) by the `search` parameter. */
  searchable?: string[]
  /**
   * Instead: a stored normalised search column (lower case, no diacritics,
   * with a trigram index; see the contacts and platform-screen migrations),
   * searched with one LIKE, so "stefan" finds "Ștefan".
   */
  searchColumn?: string
  /** A search of its own instead (the contacts' normalised search column); `text` is trimmed. */
  search?: (query: ModelQueryBuilderContract<LucidModel>, text: string) => void
  /** Sort keys of text columns, ordered regardless of case ("alfa" before "Bravo"). */
  textSort?: string[]
  /**
   * For large tables: the page's ids are found first (an index-only scan,
   * fast at any offset), then only those rows are read.
   */
  deferredJoin?: boolean
  /**
   * Also count the rows without the search (a badge that counts every row):
   * on a search, one more column of the page's own query; `unfilteredTotal`.
   */
  unfilteredTotal?: boolean
  /**
   * How many rows the query has before any search, as a query of one value that the database
   * keeps (a counter table, such as `contact_counts`): the total of a page without a search and
   * the `unfilteredTotal`, instead of a count over the rows. It must count exactly what the
   * query selects.
   */
  counter?: ModelQueryBuilderContract<LucidModel>
  defaultSort: { key: string; direction: 'asc' | 'desc' }
  /**
   * The model attributes a row of the page reads (its transformer's row fields): only their
   * columns are selected and hydrated, with the query's own extra columns (counts, aggregates).
   * Without it, the columns the query selects itself, or else every column of the table.
   */
  columns?: readonly string[]
}

export interface ListState {
  sort: string
  direction: 'asc' | 'desc'
  search: string
  page: number
  perPage: number
}

/**
 * Reads the list parameters of the query string (sort, direction, search,
 * page, per_page). Anything unknown falls back to the defaults: a bad sort
 * column or page size never reaches SQL.
 */
export function readListState(request: Request, options: ListOptions): ListState {
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

/** Escapes LIKE wildcards so that a search for "50%" means the text "50%". */
export function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/**
 * "Contains" on a stored normalised search column: the term is normalised
 * the same way (lower case, no diacritics) by the database.
 */
export function searchNormalized(
  query: Pick<ModelQueryBuilderContract<LucidModel>, 'whereRaw'>,
  column: string,
  text: string
) {
  // `column` comes from the developer's list options, never from the request.
  query.whereRaw(`${column} like lower(immutable_unaccent(?))`, [likePattern(text)])
}

/**
 * Sorts, searches and paginates a query for a server-driven data table.
 * Returns the rows of the page, the paging meta and the state the client
 * shows (so a reload or a shared link shows the same view).
 */
export async function listQuery<Model extends LucidModel>(
  request: Request,
  query: ModelQueryBuilderContract<Model>,
  options: ListOptions
) {
  const state = readListState(request, options)
  const unfiltered = options.unfilteredTotal && state.search ? query.clone() : null
  const counter = options.counter
  if (state.search && options.search) {
    options.search(query as unknown as ModelQueryBuilderContract<LucidModel>, state.search)
  } else if (state.search && options.searchColumn) {
    searchNormalized(query, options.searchColumn, state.search)
  } else if (state.search && options.searchable?.length) {
    const pattern = likePattern(state.search)
    query.where((group) => {
      for (const column of options.searchable!) group.orWhereILike(column, pattern)
    })
  }
  const column = options.sortable[state.sort]
  if (options.textSort?.includes(state.sort)) {
    // `column` comes from the developer's whitelist, never from the request.
    query.orderByRaw(`lower(${column}) ${state.direction}`)
  } else {
    query.orderBy(column, state.direction)
  }
  // A stable order for equal values, so rows never jump between pages.
  if (column !== 'id') query.orderBy('id', state.direction)

  const columns = [
    counter && !state.search ? valueColumn(counter, 'list_total') : totalColumn(query),
  ]
  if (unfiltered) {
    columns.push(
      counter
        ? valueColumn(counter, 'unfiltered_total')
        : countColumn(unfiltered, 'unfiltered_total')
    )
  }
  const tableColumns = options.columns
    ? columnsOf(query.model, options.columns)
    : selectsColumns(query)
      ? []
      : [`${query.model.table}.*`]
  const { rows, meta } = options.deferredJoin
    ? await deferredPage(query, state, tableColumns, columns)
    : await plainPage(query, state, tableColumns, columns)
  const unfilteredTotal = !unfiltered
    ? meta.total
    : rows.length
      ? Number(rows[0].$extras.unfiltered_total)
      : counter
        ? await counterValue(counter)
        : await countOf(unfiltered)
  return {
    rows,
    meta,
    unfilteredTotal,
    state: {
      sort: state.sort,
      direction: state.direction,
      search: state.search,
      perPage: state.perPage,
    },
  }
}

type Page<Model extends LucidModel> = {
  rows: InstanceType<Model>[]
  meta: { currentPage: number; lastPage: number; perPage: number; total: number }
}

type Query<Model extends LucidModel> = ModelQueryBuilderContract<Model>

/**
 * The list's total as one more column of the page's own query (a scalar
 * subquery PostgreSQL runs once), so a page costs one round trip instead of
 * a count and then the page. Works for grouped queries too (it counts groups).
 */
function totalColumn<Model extends LucidModel>(query: Query<Model>) {
  return countColumn(query, 'list_total')
}

/** A column of the page's query (its total, another count). */
type Column = ReturnType<typeof countColumn>

/** How many rows `query` has, as a column named `alias` of another query. */
function countColumn<Model extends LucidModel>(query: Query<Model>, alias: string) {
  const counted = rowsToCount(query).toSQL()
  return query.client.raw(
    `(select count(*) from (${counted.sql}) as counted) as ${alias}`,
    counted.bindings as RawQueryBindings
  )
}

/** The list's rows as `select 1`, without order or paging: what its total counts. */
function rowsToCount<Model extends LucidModel>(query: Query<Model>) {
  return query
    .clone()
    .clearOrder()
    .clearLimit()
    .clearOffset()
    .clearSelect()
    .select(query.client.raw('1'))
}

/** The total of a page past the last one (it has no row to carry the total column). */
async function totalOf<Model extends LucidModel>(query: Query<Model>, state: ListState) {
  return state.page === 1 ? 0 : countOf(query)
}

/** A query of one value (a list's `counter`) as a column named `alias` of another query. */
function valueColumn(valueQuery: Query<LucidModel>, alias: string) {
  const { sql, bindings } = valueQuery.toSQL()
  return valueQuery.client.raw(`(${sql}) as ${alias}`, bindings as RawQueryBindings)
}

/** The value of a list's counter (`ListOptions.counter`), on its own. */
async function counterValue(counter: Query<LucidModel>) {
  const [row] = await counter.client.query().select(valueColumn(counter, 'total'))
  return Number(row.total)
}

/** How many rows `query` has, on its own. */
async function countOf<Model extends LucidModel>(query: Query<Model>) {
  const [row] = await query.client
    .query()
    .from(rowsToCount(query).as('counted'))
    .count('* as total')
  return Number(row.total)
}

function pageMeta(total: number, state: ListState) {
  return {
    currentPage: state.page,
    lastPage: Math.max(1, Math.ceil(total / state.perPage)),
    perPage: state.perPage,
    total,
  }
}

/** Whether the query names its columns (else it reads `*`). Knex keeps them as "columns" statements. */
function selectsColumns<Model extends LucidModel>(query: Query<Model>) {
  const statements = (query.knexQuery as unknown as { _statements: { grouping: string }[] })
    ._statements
  return statements.some((statement) => statement.grouping === 'columns')
}

/**
 * The qualified columns of a model's attributes (a transformer's row fields), with the primary
 * key, which Lucid needs.
 */
export function columnsOf(model: LucidModel, attributes: readonly string[]) {
  const names = new Set([model.primaryKey, ...attributes])
  return [...names].map((attribute) => {
    const column = model.$getColumn(attribute)
    if (!column) throw new Error(`${model.name} has no attribute "${attribute}"`)
    return `${model.table}.${column.columnName}`
  })
}

/**
 * A page's statement: prepared (planned once per connection, see preparedFetch)
 * unless it searches. A search's best plan depends on the words searched
 * (a trigram index for a rare word, the table's order for a common one): a
 * plan made once for any word was measured at 51 ms for the contacts
 * search against 7–9 ms planned each time, so a search is planned each time.
 */
function fetchPage<Model extends LucidModel>(query: Query<Model>, state: ListState) {
  return state.search ? query.exec() : preparedFetch(query)
}

async function plainPage<Model extends LucidModel>(
  query: Query<Model>,
  state: ListState,
  tableColumns: string[],
  columns: Column[]
): Promise<Page<Model>> {
  const rows = await fetchPage(
    query.select(...tableColumns, ...columns).forPage(state.page, state.perPage),
    state
  )
  const count = rows.length ? Number(rows[0].$extras.list_total) : await totalOf(query, state)
  return { rows, meta: pageMeta(count, state) }
}

/**
 * For large tables, in one statement: the page's ids by the sorted query (an
 * index-only scan at any offset, kept in order by `array(…)` and numbered by
 * `with ordinality`), then their rows joined by primary key, with the total.
 */
async function deferredPage<Model extends LucidModel>(
  query: Query<Model>,
  state: ListState,
  tableColumns: string[],
  columns: Column[]
): Promise<Page<Model>> {
  const model = query.model
  const id = `${model.table}.id`
  const ids = query.clone().clearSelect().select(id).forPage(state.page, state.perPage).toSQL()
  const rows = await fetchPage(
    model
      .query()
      .select(...tableColumns, ...columns)
      .joinRaw(
        `join unnest(array(${ids.sql})) with ordinality as page(id, position) on page.id = ${id}`,
        ids.bindings as RawQueryBindings
      )
      .orderBy('page.position'),
    state
  )
  const count = rows.length ? Number(rows[0].$extras.list_total) : await totalOf(query, state)
  return { rows, meta: pageMeta(count, state) }
}
