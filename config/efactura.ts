import env from '#start/env'

/**
 * ANAF's e-Factura API (docs/efactura.md): the test and production endpoints, OAuth, and how
 * the transmission job retries and polls. EFACTURA_ENV picks the environment (test unless
 * set); EFACTURA_API_URL / EFACTURA_OAUTH_URL replace ANAF's hosts (a stand-in).
 */
const environment = env.get('EFACTURA_ENV', 'test')

const efacturaConfig = {
  environment,
  /** The API base: upload, stareMesaj, descarcare live under it. */
  apiUrl:
    env.get('EFACTURA_API_URL') ??
    (environment === 'production'
      ? 'https://api.anaf.ro/prod/FCTEL/rest'
      : 'https://api.anaf.ro/test/FCTEL/rest'),
  /** OAuth 2.0 (the same for both environments): the token endpoint is `${oauthUrl}/token`. */
  oauthUrl: env.get('EFACTURA_OAUTH_URL') ?? 'https://logincert.anaf.ro/anaf-oauth2/v1',
  /** An access token is refreshed when it expires within this many seconds. */
  refreshMarginSeconds: 24 * 3600,
  /** How long one request to ANAF may take before the try counts as failed. */
  requestTimeoutMs: env.get('EFACTURA_TIMEOUT_MS', 30_000),
  /**
   * Upload tries of one document before it waits for an admin (backoff doubles from
   * retryBaseSeconds). An uploaded document's status checks are counted apart and never stop:
   * their backoff doubles the same way up to checkRetryMaxSeconds.
   */
  maxAttempts: 8,
  retryBaseSeconds: 60,
  checkRetryMaxSeconds: 3600,
  /**
   * An upload left unanswered (a timeout, a worker gone) is uploaded again only when ANAF's
   * message list, read this long after it began, does not hold it (ANAF lists a document once
   * it has processed it).
   */
  uploadSettleMinutes: 60,
  /** Seconds between polls of a sent document's state. */
  pollSeconds: 300,
  /** Working days after issue before the dashboard lists a document not accepted (the law: 5). */
  lateAfterWorkingDays: 3,
}

export default efacturaConfig
