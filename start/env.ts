/*
|--------------------------------------------------------------------------
| Environment variables
|--------------------------------------------------------------------------
|
| Validated and typed environment variables. DATABASE_URL is always set
| by the time the app boots: scripts/with_db.ts provides one from the
| embedded PostgreSQL when the user did not.
|
*/
import { Env } from '@adonisjs/core/env'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string({ format: 'url', tld: false }),
  APP_NAME: Env.schema.string.optional(),
  HOST: Env.schema.string({ format: 'host' }),
  LOG_LEVEL: Env.schema.string(),

  DATABASE_URL: Env.schema.string(),

  SESSION_DRIVER: Env.schema.enum(['cookie', 'database', 'memory'] as const),
  // Hours a session without remember-me lasts after sign-in, however active (default 12;
  // config/session.ts, docs/security.md "Time-outs").
  SESSION_ABSOLUTE_HOURS: Env.schema.number.optional(),

  LIMITER_STORE: Env.schema.enum.optional(['database', 'memory'] as const),

  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),

  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  MAIL_FROM_ADDRESS: Env.schema.string.optional(),
  MAIL_FROM_NAME: Env.schema.string.optional(),

  /** Communities get https://{slug}.{COMMUNITY_DOMAIN} when set (e.g. comunitati.ro). */
  COMMUNITY_DOMAIN: Env.schema.string.optional({ format: 'host' }),

  GEOCODER: Env.schema.enum.optional(['none', 'nominatim'] as const),
  GEOCODER_URL: Env.schema.string.optional({ format: 'url', tld: false }),

  /** The BNR daily reference-rate XML feed (default https://www.bnr.ro/nbrfxrates.xml). */
  BNR_FEED_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  /** BNR's yearly file, `{year}` replaced (default https://www.bnr.ro/files/xml/years/nbrfxrates{year}.xml). */
  BNR_YEAR_URL: Env.schema.string.optional(),
  /** The EUR→RON rate served before any rate was stored (default 5.0). */
  EXCHANGE_RATE_DEFAULT: Env.schema.number.optional(),
  /** Run the queue's workers inside the web process (default: in development only). */
  QUEUE_WORKERS: Env.schema.enum.optional(['inline', 'off'] as const),
  // The jobs this process works, comma-separated (default: every registered job).
  QUEUE_JOBS: Env.schema.string.optional(),
  // Seconds between a worker's looks for jobs whose worker went silent (default 60).
  QUEUE_SUPERVISE_SECONDS: Env.schema.number.optional(),
  // Seconds of silence after which a job with a heartbeat (an import) is failed and retried, in
  // place of the job's own (30); pg-boss's minimum is 10 (the multi-node tests).
  QUEUE_HEARTBEAT_SECONDS: Env.schema.number.optional(),

  /** ANAF e-Factura (config/efactura.ts, docs/efactura.md): `test` (default) or `production`. */
  EFACTURA_ENV: Env.schema.enum.optional(['test', 'production'] as const),
  /** ANAF's API and OAuth base URLs, for a stand-in (the tests); default ANAF's own. */
  EFACTURA_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  EFACTURA_OAUTH_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  /** Milliseconds one request to ANAF may take (default 30,000). */
  EFACTURA_TIMEOUT_MS: Env.schema.number.optional(),

  // Event registrations (docs/events.md, "Attendees"): minutes a place is held until the
  // e-mail is confirmed (default 30).
  EVENT_HOLD_MINUTES: Env.schema.number.optional(),
  // Hours a freed place stays offered to the first of the waiting list (default 24).
  EVENT_OFFER_HOURS: Env.schema.number.optional(),
  // Registrations one IP address may send to one community in a minute (default 60).
  EVENT_REGISTRATIONS_PER_IP: Env.schema.number.optional(),

  // Fresh confirmation: minutes a confirmed password or code lasts (default: docs/security.md).
  FRESH_CONFIRMATION_MINUTES: Env.schema.number.optional(),

  /**
   * Members (docs/members.md): the base of the universal link an e-mailed sign-in opens
   * (`{base}/sign-in?token=…`; default `{APP_URL}/app`), and the sign-in requests one IP address
   * may send in 10 minutes (default 30).
   */
  MEMBER_APP_LINK_BASE: Env.schema.string.optional({ format: 'url', tld: false }),
  MEMBER_SIGN_IN_PER_IP: Env.schema.number.optional(),

  /** Days an audit entry is kept (config/audit.ts holds the default and the floor). */
  AUDIT_RETENTION_DAYS: Env.schema.number.optional(),

  /** /contacts counts exactly up to this many contacts, then says "more than" (default 1,000,000). */
  CONTACTS_EXACT_COUNT_LIMIT: Env.schema.number.optional(),

  /** Sign in with Google (config/ally.ts): the button shows only when both are set. */
  GOOGLE_CLIENT_ID: Env.schema.string.optional(),
  GOOGLE_CLIENT_SECRET: Env.schema.string.optional(),
  /** Google's endpoints, for a stand-in (the tests); default Google's own. */
  GOOGLE_AUTHORIZE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  GOOGLE_TOKEN_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  GOOGLE_USERINFO_URL: Env.schema.string.optional({ format: 'url', tld: false }),

  /**
   * The mobile app's sign-in with Google, Apple and Facebook (config/member_providers.ts,
   * docs/members.md "Google, Apple, Facebook"). Client ids are comma-separated lists (one per
   * platform: iOS, Android, web); a provider without one refuses its sign-in. The URLs are the
   * providers' own by default; the tests point them at stand-ins.
   */
  MEMBER_GOOGLE_CLIENT_IDS: Env.schema.string.optional(),
  MEMBER_GOOGLE_JWKS_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  MEMBER_GOOGLE_ISSUERS: Env.schema.string.optional(),
  MEMBER_APPLE_CLIENT_IDS: Env.schema.string.optional(),
  MEMBER_APPLE_JWKS_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  MEMBER_APPLE_ISSUER: Env.schema.string.optional(),
  MEMBER_FACEBOOK_APP_ID: Env.schema.string.optional(),
  MEMBER_FACEBOOK_APP_SECRET: Env.schema.string.optional(),
  MEMBER_FACEBOOK_GRAPH_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  /** Milliseconds one request to a provider may take (default 5,000). */
  MEMBER_PROVIDER_TIMEOUT_MS: Env.schema.number.optional(),

  /** Benchmarks only (bench/load.ts): registers start/routes/bench.ts, the framework's floor. */
  BENCH_ROUTES: Env.schema.boolean.optional(),

  // Tests only (NODE_ENV=test): the process running an import dies (SIGKILL) after reading this many rows.
  IMPORT_TEST_CRASH_AFTER_ROWS: Env.schema.number.optional(),
})
