/**
 * What every area of the API shares: the error shapes (app/exceptions/handler.ts and the
 * registration API, docs/events.md), the member token, the language header, paging, the cache
 * headers. The area modules (app/openapi/paths/*.ts) build their operations with the helpers
 * below, so that each operation lists the errors it can answer in the same words.
 */
import type { Answer, JsonSchema, MediaType, Operation, Parameter, Reference } from './types.js'

/** A shared schema by name (components.schemas). */
export const schemaRef = (name: keyof typeof schemas): Reference => ({
  $ref: `#/components/schemas/${name}`,
})
const responseRef = (name: keyof typeof responses): Reference => ({
  $ref: `#/components/responses/${name}`,
})
const parameterRef = (name: keyof typeof parameters): Reference => ({
  $ref: `#/components/parameters/${name}`,
})
const headerRef = (name: keyof typeof headers): Reference => ({
  $ref: `#/components/headers/${name}`,
})

/** A string or null. */
export const nullable = (schema: JsonSchema): JsonSchema => ({
  ...schema,
  type: [schema.type as string, 'null'],
})

const ERROR_CODES = [
  'bad_request',
  'not_found',
  'closed',
  'body_too_large',
  'too_many_requests',
  'server_error',
  'forbidden',
]

const schemas = {
  Error: {
    type: 'object',
    description:
      'Every refusal of the API but a field refused (422) and a member refused (401): a code ' +
      'the app acts on, a message it shows (in the language of Accept-Language).',
    required: ['error', 'message'],
    properties: {
      error: { type: 'string', description: 'The code.', examples: ERROR_CODES },
      message: { type: 'string', description: 'For people, in Romanian or English.' },
    },
    additionalProperties: false,
  },
  ValidationErrors: {
    type: 'object',
    description:
      'A field (or more) refused: each with its field name, the rule that refused it and the ' +
      'message to show beside the field (Romanian, or English with Accept-Language: en).',
    required: ['errors'],
    properties: {
      errors: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['field', 'rule', 'message'],
          properties: {
            field: { type: 'string', description: 'The field, dotted for a nested one.' },
            rule: { type: 'string', examples: ['required', 'email', 'maxLength'] },
            message: { type: 'string' },
            index: { type: 'integer', description: 'An element of a list: its position.' },
            meta: { type: 'object', description: 'The rule’s options.' },
          },
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
  },
  Unauthenticated: {
    type: 'object',
    description:
      'A member’s request refused: sign in again (`token_invalid`, `account_erased`; ' +
      '`method_switched_off`: the method the token was signed in by is no longer offered), or the ' +
      'community no longer takes the member (`not_a_member`, `left`, `blocked`).',
    required: ['error', 'reason', 'message'],
    properties: {
      error: { const: 'unauthenticated' },
      reason: {
        enum: [
          'token_invalid',
          'account_erased',
          'method_switched_off',
          'not_a_member',
          'left',
          'blocked',
        ],
      },
      message: { type: 'string' },
    },
    additionalProperties: false,
  },
  MethodDisabled: {
    type: 'object',
    description: 'A sign-in method switched off in the mobile app’s settings.',
    required: ['error', 'reason', 'message'],
    properties: {
      error: { const: 'method_disabled' },
      reason: { const: 'method_disabled' },
      message: { type: 'string' },
    },
    additionalProperties: false,
  },
  TooManyRequests: {
    type: 'object',
    description: 'A limit reached: the seconds to wait, also in the Retry-After header.',
    required: ['error', 'message', 'retry_after'],
    properties: {
      error: { const: 'too_many_requests' },
      message: { type: 'string' },
      retry_after: { type: 'integer', minimum: 1 },
    },
    additionalProperties: false,
  },
} satisfies Record<string, JsonSchema>

/** A JSON error answer with its schema and an example. */
function errorAnswer(description: string, schema: Reference, example: unknown): Answer {
  return { description, content: { 'application/json': { schema, example } } }
}

const responses = {
  BadRequest: errorAnswer(
    'A body that cannot be read (malformed JSON, nested too deep).',
    schemaRef('Error'),
    {
      error: 'bad_request',
      message: 'Datele trimise nu au putut fi citite (nu sunt un formular sau un JSON valid).',
    }
  ),
  NotFound: errorAnswer(
    'Nothing here for this caller: an unknown or malformed slug or uid, a community without the module, a record not public or of another community, a path or method the API does not have.',
    schemaRef('Error'),
    { error: 'not_found', message: 'Pagina nu a fost găsită.' }
  ),
  PayloadTooLarge: errorAnswer('A body larger than the server takes.', schemaRef('Error'), {
    error: 'body_too_large',
    message: 'Datele trimise sunt prea mari.',
  }),
  Invalid: errorAnswer('A field refused: nothing was written.', schemaRef('ValidationErrors'), {
    errors: [{ field: 'email', rule: 'email', message: 'Introdu o adresă de email validă.' }],
  }),
  TooManyRequests: {
    ...errorAnswer('Too many requests: wait the seconds given.', schemaRef('TooManyRequests'), {
      error: 'too_many_requests',
      message: 'Prea multe înscrieri într-un timp scurt. Încearcă din nou peste 60 de secunde.',
      retry_after: 60,
    }),
    headers: { 'Retry-After': headerRef('RetryAfter') },
  },
  Unauthenticated: errorAnswer(
    'The member token is missing, unknown, expired or revoked, or the member may not use this community.',
    schemaRef('Unauthenticated'),
    {
      error: 'unauthenticated',
      reason: 'token_invalid',
      message: 'Sesiunea a expirat sau nu este validă. Autentifică-te din nou.',
    }
  ),
  MethodDisabled: errorAnswer('This sign-in method is switched off.', schemaRef('MethodDisabled'), {
    error: 'method_disabled',
    reason: 'method_disabled',
    message: 'Această metodă de autentificare nu este disponibilă.',
  }),
  ServerError: errorAnswer(
    'The server failed; the message carries an id to quote to support.',
    schemaRef('Error'),
    {
      error: 'server_error',
      message:
        'A apărut o eroare pe server. Încearcă din nou; dacă se repetă, spune-ne codul erorii: a1b2c3d4.',
    }
  ),
  NotModified: {
    description: 'The copy named by If-None-Match is current: no body.',
    headers: { 'ETag': headerRef('ETag'), 'Cache-Control': headerRef('CacheControl') },
  },
} satisfies Record<string, Answer>

const parameters = {
  AcceptLanguage: {
    name: 'Accept-Language',
    in: 'header',
    description: 'The language of the messages: Romanian (`ro`, the default) or English (`en`).',
    schema: { type: 'string', default: 'ro' },
    example: 'en',
  },
  IfNoneMatch: {
    name: 'If-None-Match',
    in: 'header',
    description: 'The ETag of the copy the app holds: 304 without a body while it is current.',
    schema: { type: 'string' },
  },
  Slug: {
    name: 'slug',
    in: 'path',
    required: true,
    description: 'The community’s slug (lower-case letters, digits and single hyphens).',
    schema: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 },
    example: 'comunitatea-demo',
  },
  Uid: {
    name: 'uid',
    in: 'path',
    required: true,
    description: 'The record’s uid.',
    schema: { type: 'string', format: 'uuid' },
  },
  Page: {
    name: 'page',
    in: 'query',
    description: 'The page, from 1; anything else is page 1.',
    schema: { type: 'integer', minimum: 1, default: 1 },
  },
  PerPage: {
    name: 'per_page',
    in: 'query',
    description: 'Items per page, 1 to 50; anything else is 20.',
    schema: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
  },
} satisfies Record<string, Parameter>

const headers = {
  ETag: { description: 'The answer’s version, for If-None-Match.', schema: { type: 'string' } },
  CacheControl: { description: 'How long the answer may be kept.', schema: { type: 'string' } },
  LastModified: { description: 'When the answer last changed.', schema: { type: 'string' } },
  RetryAfter: { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } },
}

export const components = {
  schemas,
  responses,
  parameters,
  headers,
  securitySchemes: {
    memberToken: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'mbr_…',
      description:
        'A member’s device token, answered by a sign-in (`token`), valid 180 days; sent only in ' +
        'the Authorization header, never in a URL.',
    },
  },
}

/** The refusals an operation may list, by name. */
export const refusals = {
  badRequest: ['400', responseRef('BadRequest')],
  notFound: ['404', responseRef('NotFound')],
  tooLarge: ['413', responseRef('PayloadTooLarge')],
  invalid: ['422', responseRef('Invalid')],
  tooManyRequests: ['429', responseRef('TooManyRequests')],
  unauthenticated: ['401', responseRef('Unauthenticated')],
  methodDisabled: ['403', responseRef('MethodDisabled')],
  notModified: ['304', responseRef('NotModified')],
} as const satisfies Record<string, readonly [string, Reference]>

export type Refusal = keyof typeof refusals

/** A JSON body (request or answer) with its schema and an example. */
export function json(schema: JsonSchema | Reference, example?: unknown): Record<string, MediaType> {
  return { 'application/json': example === undefined ? { schema } : { schema, example } }
}

/** A cacheable JSON answer: ETag, Cache-Control, Last-Modified. */
export function cachedJson(description: string, schema: JsonSchema | Reference, example: unknown) {
  return {
    description,
    headers: {
      'ETag': headerRef('ETag'),
      'Cache-Control': headerRef('CacheControl'),
      'Last-Modified': headerRef('LastModified'),
    },
    content: json(schema, example),
  } satisfies Answer
}

export const pagingParameters = [parameterRef('Page'), parameterRef('PerPage')]
export const slugParameter = parameterRef('Slug')
export const uidParameter = parameterRef('Uid')
export const ifNoneMatchParameter = parameterRef('IfNoneMatch')
/** A community's public list (the feed, the events): its slug, the page and its size, the version. */
export const communityPageParameters = [slugParameter, ...pagingParameters, ifNoneMatchParameter]
/** An image of a community's record by uid (a feed item's, a quiz's cover): cached with an ETag. */
export const recordImageParameters = [slugParameter, uidParameter, ifNoneMatchParameter]

/**
 * An operation of the API: its own answers, the refusals it lists, and what every operation
 * shares (the language header, a server error). `member: true` adds the member token and its 401.
 */
export function operation(
  op: Omit<Operation, 'responses'> & {
    responses: Operation['responses']
    refusals?: Refusal[]
    member?: boolean
  }
): Operation {
  const { refusals: names = [], member = false, ...rest } = op
  const listed = member ? (['unauthenticated', ...names] as Refusal[]) : names
  return {
    ...rest,
    ...(member ? { security: [{ memberToken: [] }] } : {}),
    parameters: [...(rest.parameters ?? []), parameterRef('AcceptLanguage')],
    responses: {
      ...rest.responses,
      ...Object.fromEntries(listed.map((name) => refusals[name])),
      500: responseRef('ServerError'),
    },
  }
}

/** An image the API links to (JPEG, PNG or WebP), cached for long with an ETag. */
export const imageAnswer: Answer = {
  description: 'The image.',
  headers: { 'ETag': headerRef('ETag'), 'Cache-Control': headerRef('CacheControl') },
  content: Object.fromEntries(
    ['image/jpeg', 'image/png', 'image/webp'].map((type) => [
      type,
      { schema: { type: 'string', contentMediaType: type } },
    ])
  ),
}
