import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'

/** The page sizes every list offers. */
export const PAGE_SIZES = [10, 20, 50, 100, 200] as const
export const DEFAULT_PAGE_SIZE = 10

type Request = HttpContext['request']

export interface ListOptions {
  /** Sort keys the client may ask for → the column (or SQL expression) they sort by. */
  sortable: Record<string, string>
  /** Columns searched (case-insensitive, contains) by the `search` parameter. */
  searchable?: string[]
  /** A search of its own instead (the contacts' normalised search column); `text` is trimmed. */
  search?: (query: ModelQueryBuilderContract<LucidModel>, text: string) => void
  /** Sort keys of text columns, ordered regardless of case ("alfa" before "Bravo"). */
  textSort?: string[]
  /**
   * For large tables: the page's ids are found first (an index-only scan,
   * fast at any offset), then only those rows are read.
   */
  deferredJoin?: boolean
  defaultSort: { key: string; direction: 'asc' | 'desc' }
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
  if (state.search && options.search) {
    options.search(query as unknown as ModelQueryBuilderContract<LucidModel>, state.search)
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

  const { rows, meta } = options.deferredJoin
    ? await deferredPage(query, state)
    : await plainPage(query, state)
  return {
    rows,
    meta,
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

async function plainPage<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>,
  state: ListState
): Promise<Page<Model>> {
  const paginator = await query.paginate(state.page, state.perPage)
  return {
    rows: paginator.all() as InstanceType<Model>[],
    meta: {
      currentPage: paginator.currentPage,
      lastPage: paginator.lastPage,
      perPage: paginator.perPage,
      total: paginator.total,
    },
  }
}

/** The page's ids by the sorted query (limit, offset), then their rows, in that order. */
async function deferredPage<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>,
  state: ListState
): Promise<Page<Model>> {
  const model = query.model
  const id = `${model.table}.id`
  const [counted] = await query.clone().clearOrder().count('* as total')
  const total = Number(counted.$extras.total)
  const ids = await query
    .clone()
    .clearSelect()
    .select(id)
    .forPage(state.page, state.perPage)
    .pojo<{ id: number }>()
  const position = new Map(ids.map((row, index) => [row.id, index]))
  const rows = ids.length ? await model.query().whereIn(id, [...position.keys()]) : []
  rows.sort(
    (a, b) =>
      position.get(a.$primaryKeyValue as number)! - position.get(b.$primaryKeyValue as number)!
  )
  return {
    rows: rows as InstanceType<Model>[],
    meta: {
      currentPage: state.page,
      lastPage: Math.max(1, Math.ceil(total / state.perPage)),
      perPage: state.perPage,
      total,
    },
  }
}
