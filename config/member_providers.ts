import env from '#start/env'

/** A comma-separated list of the environment, without blanks. */
function list(value: string | undefined) {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

/**
 * The mobile app's sign-in with Google, Apple and Facebook (docs/members.md, "Google, Apple,
 * Facebook"). A provider is configured when it has client ids (Google, Apple) or an app id and
 * secret (Facebook); unconfigured, its sign-in answers 403 `not_configured`. Every URL is the
 * provider's own unless the environment names a stand-in (the tests).
 */
const memberProvidersConfig = {
  google: {
    /** The OAuth client ids whose ID tokens are accepted (the token's `aud`). */
    clientIds: list(env.get('MEMBER_GOOGLE_CLIENT_IDS')),
    jwksUrl: env.get('MEMBER_GOOGLE_JWKS_URL') ?? 'https://www.googleapis.com/oauth2/v3/certs',
    /** Google signs with either spelling of its issuer. */
    issuers: list(
      env.get('MEMBER_GOOGLE_ISSUERS') ?? 'https://accounts.google.com,accounts.google.com'
    ),
  },
  apple: {
    /** The app's bundle id (native sign-in) and Services IDs (web), the token's `aud`. */
    clientIds: list(env.get('MEMBER_APPLE_CLIENT_IDS')),
    jwksUrl: env.get('MEMBER_APPLE_JWKS_URL') ?? 'https://appleid.apple.com/auth/keys',
    issuers: [env.get('MEMBER_APPLE_ISSUER') ?? 'https://appleid.apple.com'],
  },
  facebook: {
    appId: env.get('MEMBER_FACEBOOK_APP_ID') ?? '',
    appSecret: env.get('MEMBER_FACEBOOK_APP_SECRET') ?? '',
    /** The Graph API's base, with its version. */
    graphUrl: env.get('MEMBER_FACEBOOK_GRAPH_URL') ?? 'https://graph.facebook.com/v22.0',
  },
  /** How long one request to a provider (its keys, Facebook's endpoints) may take. */
  timeoutMs: env.get('MEMBER_PROVIDER_TIMEOUT_MS', 5000),
  /** Seconds of clock difference between the provider and this server an ID token may have. */
  clockToleranceSeconds: 60,
}

export default memberProvidersConfig
