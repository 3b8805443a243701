import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

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
    /** The package's store on Lucid: the `sessions` table, tagged with the user id. */
    database: stores.database(),
  },
})

export default sessionConfig
