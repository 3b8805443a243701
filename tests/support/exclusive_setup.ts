import pg from 'pg'
import { afterAll, inject } from 'vitest'

/**
 * The files of a project with this setup run one at a time on their database, beside files of
 * other projects: each holds this lock on it from before its first test until after its last
 * (a file that ends, or whose worker dies, lets it go with its connection).
 */
const EXCLUSIVE_LOCK = 27_950

const holder = new pg.Client({ connectionString: inject('databaseUrl') })
await holder.connect()
await holder.query('select pg_advisory_lock($1)', [EXCLUSIVE_LOCK])
afterAll(() => holder.end())
