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
  /** Idle timeout. The absolute limit (`absoluteLifetimeMs`, below) is the silent-auth middleware's. */
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

/**
 * Absolute timeout of a session without remember-me, from its sign-in (SESSION_ABSOLUTE_HOURS,
 * default 12): SessionLifetime signs it out past that, however active.
 */
export const absoluteLifetimeMs = (env.get('SESSION_ABSOLUTE_HOURS') ?? 12) * 60 * 60 * 1000

export default sessionConfig
