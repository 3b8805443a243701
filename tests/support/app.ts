/**
 * The Adonis application booted inside a test process (a Vitest or a
 * Playwright worker), against the test stack's database, so that tests build
 * their data with the Lucid models and factories (database/factories) like
 * the app itself does. Only the providers are booted: no HTTP server, no
 * routes, no Vite (the stack's own server answers the requests). Booted once
 * per process.
 *
 * The app's files are loaded by Node itself, through the same TypeScript hook
 * as the server (`--import=@poppinss/ts-exec`, set for the workers in
 * vitest.config.ts and playwright.config.ts): `#models/…` and the
 * decorators work exactly as in the app, and the test runner's own transform
 * never sees them. `factories()` hands the factories to the tests.
 */
import 'reflect-metadata'
import type { ApplicationService } from '@adonisjs/core/types'
import { nativeImport } from './native_import.js'
import { TEST_APP_KEY } from './stack.ts'

const APP_ROOT = new URL('../../', import.meta.url)

type Provider = { file?: () => unknown } | (() => unknown)

let booting: Promise<ApplicationService> | null = null

export function bootTestApp(databaseUrl: string): Promise<ApplicationService> {
  booting ??= boot(databaseUrl)
  return booting
}

type Factories = typeof import('../../database/factories/user_factory.ts') &
  typeof import('../../database/factories/organization_factory.ts') &
  typeof import('../../database/factories/community_factory.ts') &
  typeof import('../../database/factories/invitation_factory.ts') &
  typeof import('../../database/factories/password_reset_token_factory.ts') &
  typeof import('../../database/factories/mailbox_message_factory.ts') &
  typeof import('../../database/factories/contact_factory.ts') &
  typeof import('../../database/factories/contact_list_factory.ts') &
  typeof import('../../database/factories/company_factory.ts') &
  typeof import('../../database/factories/product_factory.ts') &
  typeof import('../../database/factories/segment_factory.ts') &
  typeof import('../../database/factories/contact_import_factory.ts') &
  typeof import('../../database/factories/event_factory.ts') &
  typeof import('../../database/factories/quiz_factory.ts') &
  typeof import('../../database/factories/quest_factory.ts') &
  typeof import('../../database/factories/feed_factory.ts') &
  typeof import('../../database/factories/lot_factory.ts') &
  typeof import('../../database/factories/invoice_factory.ts') &
  typeof import('../../database/factories/event_registration_factory.ts') &
  typeof import('../../database/factories/member_factory.ts')

let loading: Promise<Factories> | null = null

/** The model factories of database/factories, once the app is booted against `databaseUrl`. */
export function factories(databaseUrl: string): Promise<Factories> {
  loading ??= bootTestApp(databaseUrl).then(async () => {
    const modules = await Promise.all(
      [
        'user_factory',
        'organization_factory',
        'community_factory',
        'invitation_factory',
        'password_reset_token_factory',
        'mailbox_message_factory',
        'contact_factory',
        'contact_list_factory',
        'company_factory',
        'product_factory',
        'segment_factory',
        'contact_import_factory',
        'event_factory',
        'quiz_factory',
        'quest_factory',
        'feed_factory',
        'lot_factory',
        'invoice_factory',
        'event_registration_factory',
        'member_factory',
      ].map((name) => nativeImport(`#database/factories/${name}`))
    )
    return Object.assign({}, ...modules) as Factories
  })
  return loading
}

async function boot(databaseUrl: string) {
  // What start/env.ts validates; the stack's server has the same values.
  Object.assign(process.env, {
    NODE_ENV: 'test',
    TZ: 'UTC',
    PORT: process.env.PORT ?? '0',
    HOST: '127.0.0.1',
    APP_URL: process.env.APP_URL ?? 'http://127.0.0.1',
    APP_KEY: TEST_APP_KEY,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    SESSION_DRIVER: 'memory',
    LIMITER_STORE: 'memory',
    DRIVE_DISK: 'fs',
    DATABASE_URL: databaseUrl,
  })
  const { Ignitor } = await nativeImport<typeof import('@adonisjs/core')>('@adonisjs/core')
  const ignitor = new Ignitor(APP_ROOT, {
    importer: (filePath: string) =>
      nativeImport(
        filePath.startsWith('./') || filePath.startsWith('../')
          ? new URL(filePath, APP_ROOT).href
          : filePath
      ),
  })
  const app = ignitor.createApp('test')
  // Only what models and transformers need: the database, hashing (passwords), the files (image
  // URLs), the translations and the core; and the rate limits, which the routes (a signed link's
  // name, tests/http/helpers/attendees.ts) import.
  const rc = await nativeImport<{ default: { providers: Provider[] } }>(
    new URL('adonisrc.ts', APP_ROOT).href
  )
  app.rcContents({
    ...rc.default,
    providers: rc.default.providers.filter((provider) =>
      /app_provider|hash_provider|database_provider|drive_provider|i18n_provider|limiter_provider/.test(
        String(typeof provider === 'function' ? provider : provider.file)
      )
    ),
    preloads: [],
  })
  app.booting(async () => {
    await nativeImport('#start/env')
  })
  await app.init()
  await app.boot()
  return app as ApplicationService
}

/** Closes the database connections (end of a Playwright worker). */
export async function terminateTestApp() {
  if (!booting) return
  const app = await booting
  await app.terminate()
  booting = null
  loading = null
}
