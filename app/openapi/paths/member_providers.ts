/**
 * POST /api/member/sign-in/google | apple | facebook (start/routes/member_providers.ts,
 * app/controllers/members/provider_sign_in_controller.ts; docs/members.md, "Google, Apple,
 * Facebook"). The bodies' schemas are the validators' own (VineJS toJSONSchema); the refusals
 * are app/exceptions/member_provider_refused.ts and the switched-off method's 403.
 */
import {
  facebookSignInValidator,
  idTokenSignInValidator,
} from '#validators/members/provider_sign_in'
import { json, operation, schemaRef } from '../components.js'
import { signInAnswer } from './member_core.js'
import type { Answer, JsonSchema, Operation, Paths } from '../types.js'

type Provider = 'Google' | 'Apple' | 'Facebook'

const refusal = (description: string, properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  description,
  required: ['error', 'reason', 'message'],
  properties: { ...properties, message: { type: 'string' } },
  additionalProperties: false,
})

/** The validator's schema, with what the app should know about each field. */
function described(schema: JsonSchema, notes: Record<string, string>): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema>
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, field]) => [
        name,
        notes[name] ? { ...field, description: notes[name] } : field,
      ])
    ),
  }
}

const DEVICE_NAME = 'The device’s name, shown in the member’s list of devices.'

function idTokenBody(provider: 'Google' | 'Apple') {
  return described(idTokenSignInValidator.toJSONSchema() as JsonSchema, {
    id_token: `The ID token ${provider}’s SDK gave the app.`,
    nonce:
      'The raw nonce the app made for this sign-in; it gave the provider its SHA-256 ' +
      '(lower-case hex), which the token carries.',
    device_name: DEVICE_NAME,
    first_name:
      provider === 'Apple'
        ? 'The name Apple gives the app on the first sign-in only (never in the token): send it then.'
        : 'Optional: without it, the token’s `given_name`.',
    last_name:
      provider === 'Apple'
        ? 'As `first_name`: the first sign-in only.'
        : 'Optional: without it, the token’s `family_name`.',
  })
}

function facebookBody() {
  return described(facebookSignInValidator.toJSONSchema() as JsonSchema, {
    access_token: 'The user access token of Facebook Login.',
    device_name: DEVICE_NAME,
  })
}

/** 401: the provider did not vouch for the token. */
const tokenRefused = (provider: Provider): Answer => ({
  description:
    'The provider’s token was not accepted (signature, issuer, audience, expiry, nonce, or ' +
    'unknown to the provider): nothing written. Sign in with the provider again.',
  content: json(
    refusal('The provider’s token refused.', {
      error: { const: 'unauthenticated' },
      reason: { const: 'provider_token_invalid' },
    }),
    {
      error: 'unauthenticated',
      reason: 'provider_token_invalid',
      message: `Autentificarea cu ${provider} nu a putut fi verificată. Încearcă din nou.`,
    }
  ),
})

/** 403: the method is off in /mobile-app/settings, or the provider is not set up on the server. */
const notOffered = (provider: Provider): Answer => ({
  description:
    'This method is not offered: switched off in the mobile app’s settings (`method_disabled`) ' +
    'or the provider not configured on the server (`not_configured`). The app hides it.',
  content: json(
    refusal('A sign-in method not offered.', {
      error: { const: 'method_disabled' },
      reason: { enum: ['method_disabled', 'not_configured'] },
    }),
    {
      error: 'method_disabled',
      reason: 'not_configured',
      message: `Autentificarea cu ${provider} nu este configurată pe server.`,
    }
  ),
})

/** 503: the provider's keys or endpoint could not be reached in time. */
const unavailable = (provider: Provider): Answer => ({
  description:
    'The provider could not be reached (or did not answer in time): nothing written. Try ' +
    'again after the seconds of Retry-After.',
  headers: {
    'Retry-After': {
      description: 'Seconds to wait before trying again.',
      schema: { type: 'integer', minimum: 1 },
    },
  },
  content: json(
    refusal('The provider not reachable.', {
      error: { const: 'provider_unavailable' },
      reason: { const: 'provider_unavailable' },
    }),
    {
      error: 'provider_unavailable',
      reason: 'provider_unavailable',
      message: `${provider} nu răspunde acum. Încearcă din nou peste câteva momente.`,
    }
  ),
})

/** 422: a field refused, under its name. */
const invalid = (example: { field: string; rule: string; message: string }): Answer => ({
  description: 'A field refused (under its name): nothing written.',
  content: json(schemaRef('ValidationErrors'), { errors: [example] }),
})

const deviceNameMissing = {
  field: 'device_name',
  rule: 'required',
  message: 'Câmpul numele dispozitivului este obligatoriu.',
}

function signIn(
  provider: Provider,
  op: Pick<Operation, 'operationId' | 'summary' | 'description'> & {
    body: JsonSchema
    example: Record<string, unknown>
    invalid: { field: string; rule: string; message: string }
  }
) {
  return {
    post: operation({
      operationId: op.operationId,
      summary: op.summary,
      description:
        `${op.description} The method must be on in the mobile app’s settings and ` +
        `${provider} configured on the server; nothing is written before the token is ` +
        'accepted. The account is the one of this provider’s person; else the account of ' +
        'the e-mail the provider says is verified; else a new account. Counted in the ' +
        'sign-ins per IP address with the e-mail sign-in (429 past the limit).',
      tags: ['Members'],
      requestBody: { required: true, content: json(op.body, op.example) },
      responses: {
        200: signInAnswer,
        401: tokenRefused(provider),
        403: notOffered(provider),
        422: invalid(op.invalid),
        503: unavailable(provider),
      },
      refusals: ['badRequest', 'tooLarge', 'tooManyRequests'],
    }),
  }
}

const nonceRefused = {
  field: 'nonce',
  rule: 'minLength',
  message: 'Câmpul nonce trebuie să aibă cel puțin 16 caractere.',
}

const idTokenExample = {
  id_token: 'eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiIxMDk4NzY1NDMyMSJ9.c2lnbmF0dXJl',
  nonce: 'q3Zp8VtR0xYw2LmN6bHc1sJd4fKg',
  device_name: 'iPhone-ul Anei',
}

export function memberProvidersPaths(): Paths {
  return {
    '/api/member/sign-in/google': signIn('Google', {
      operationId: 'memberSignInGoogle',
      summary: 'Sign in with Google',
      description:
        'The ID token of Google’s SDK, checked against Google’s published keys (issuer, ' +
        'audience = one of the app’s client ids, expiry, nonce = SHA-256 of the raw nonce).',
      body: idTokenBody('Google'),
      example: idTokenExample,
      invalid: nonceRefused,
    }),
    '/api/member/sign-in/apple': signIn('Apple', {
      operationId: 'memberSignInApple',
      summary: 'Sign in with Apple',
      description:
        'The ID token of Sign in with Apple, checked against Apple’s published keys (issuer, ' +
        'audience = one of the app’s client ids, expiry, nonce = SHA-256 of the raw nonce). ' +
        'Apple gives the person’s name to the app on the first sign-in only: send it then.',
      body: idTokenBody('Apple'),
      example: { ...idTokenExample, first_name: 'Ana', last_name: 'Pop' },
      invalid: nonceRefused,
    }),
    '/api/member/sign-in/facebook': signIn('Facebook', {
      operationId: 'memberSignInFacebook',
      summary: 'Sign in with Facebook',
      description:
        'The user access token of Facebook Login, inspected with Facebook (valid, of this ' +
        'app, not expired); the person is read from Facebook with it.',
      body: facebookBody(),
      example: { access_token: 'EAAGm0PX4ZCpsBAKZCZD', device_name: 'Pixel-ul lui Ion' },
      invalid: deviceNameMissing,
    }),
  }
}
