import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { apiI18n } from '#services/shared/api_i18n'

export type SignInProvider = 'google' | 'apple' | 'facebook'

/**
 * Why a sign-in with Google, Apple or Facebook was refused (docs/members.md, "Google, Apple,
 * Facebook"): the provider's token was not accepted (401), the provider is not configured on this
 * server (403, as a switched-off method), or it could not be reached (503, try again).
 */
export type ProviderRefusal = 'token_invalid' | 'not_configured' | 'unavailable'

const STATUS: Record<ProviderRefusal, number> = {
  token_invalid: 401,
  not_configured: 403,
  unavailable: 503,
}

/** Each refusal's `error` and `reason`: the app acts on them, and shows the message. */
const SHAPE: Record<ProviderRefusal, { error: string; reason: string }> = {
  token_invalid: { error: 'unauthenticated', reason: 'provider_token_invalid' },
  not_configured: { error: 'method_disabled', reason: 'not_configured' },
  unavailable: { error: 'provider_unavailable', reason: 'provider_unavailable' },
}

/** Seconds the app waits before trying a provider again that could not be reached. */
const RETRY_AFTER_SECONDS = 30

export class MemberProviderRefused extends Exception {
  constructor(
    readonly provider: SignInProvider,
    readonly refusal: ProviderRefusal,
    /** What exactly failed, for the log (never the token). */
    readonly detail: string = refusal
  ) {
    super(`${provider} sign-in refused: ${detail}`, { status: STATUS[refusal] })
  }

  async handle(error: this, { request, response, logger }: HttpContext) {
    // A 401 is not reported (the exception handler ignores it): why the token was refused is
    // logged here, for whoever builds the app against a wrong client id.
    if (error.refusal === 'token_invalid') {
      logger.info({ provider: error.provider, detail: error.detail }, 'member sign-in refused')
    }
    if (error.refusal === 'unavailable') {
      response.header('Retry-After', String(RETRY_AFTER_SECONDS))
    }
    response.status(error.status).json({
      ...SHAPE[error.refusal],
      message: apiI18n(request).t(`member_providers.refused.${error.refusal}`, {
        provider: PROVIDER_NAMES[error.provider],
      }),
    })
  }

  /** A provider down or not configured: a warning for whoever runs the platform. */
  async report(error: this, { logger }: HttpContext) {
    logger.warn({ provider: error.provider, detail: error.detail }, 'member sign-in refused')
  }
}

const PROVIDER_NAMES: Record<SignInProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
}
