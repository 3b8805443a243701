import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { defineConfig, stores } from '@adonisjs/session'
import type { SessionStoreFactory } from '@adonisjs/session/types'

/**
 * Sessions live in the database so that all of a user's sessions can be
 * ended at once (password reset, account made inactive): each session is
 * tagged with its user id at sign-in.
 */
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'session',
  clearWithBrowser: false,
  /** Idle timeout. The absolute 12 h limit is enforced by the auth middleware. */
  age: '2h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER'),
  stores: {
    cookie: stores.cookie(),
    /** The `sessions` table, one statement a request (app/services/auth/database_session_store.ts). */
    database: configProvider.create(async (application): Promise<SessionStoreFactory> => {
      const { DatabaseSessionStore } = await import('#services/auth/database_session_store')
      const db = await application.container.make('lucid.db')
      return (ctx, config) => new DatabaseSessionStore(db.connection(), config.age, ctx)
    }),
  },
})

export default sessionConfig
