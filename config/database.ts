import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'

/**
 * One PostgreSQL connection, always from DATABASE_URL. When the user sets
 * none, scripts/with_db.ts starts the embedded PostgreSQL and provides it.
 */
const dbConfig = defineConfig({
  connection: 'postgres',
  prettyPrintDebugQueries: true,
  connections: {
    postgres: {
      client: 'pg',
      connection: env.get('DATABASE_URL'),
      pool: { min: 0, max: 10 },
      // Models declare their columns themselves (app/models).
      schemaGeneration: { enabled: false },
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      seeders: {
        paths: ['database/seeders'],
      },
    },
  },
})

export default dbConfig
