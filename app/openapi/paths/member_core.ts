/**
 * The member API's core (app/controllers/members/, docs/members.md): the e-mail sign-in, the
 * devices (tokens), the profile and the communities. Bodies' schemas are the validators' own
 * (VineJS toJSONSchema).
 */
import { emailSignInValidator, emailSignInVerifyValidator } from '#validators/members/sign_in'
import {
  emailChangeValidator,
  emailChangeVerifyValidator,
  profileValidator,
} from '#validators/members/profile'
import { json, nullable, operation, schemaRef, slugParameter } from '../components.js'
import type { JsonSchema, Parameter, Paths } from '../types.js'

const body = (validator: { toJSONSchema: () => unknown }, example: unknown) => ({
  required: true,
  content: json(validator.toJSONSchema() as JsonSchema, example),
})

const dateTime = { type: 'string', format: 'date-time' }
const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
  additionalProperties: false,
})
const data = (schema: JsonSchema) => object({ data: schema })
const message = data(object({ message: { type: 'string' } }))

const member = object({
  uid: { type: 'string', format: 'uuid' },
  email: nullable({ type: 'string', format: 'email' }),
  first_name: nullable({ type: 'string' }),
  last_name: nullable({ type: 'string' }),
  phone_number: nullable({ type: 'string', description: 'E.164 (+40…).' }),
  locale: { type: 'string', enum: ['ro', 'en'] },
})

const memberExample = {
  uid: '0b9e0a36-4a7b-4c55-9c1e-1f2a3b4c5d6e',
  email: 'ana.pop@example.com',
  first_name: 'Ana',
  last_name: 'Pop',
  phone_number: '+40722123456',
  locale: 'ro',
}

const device = object({
  id: { type: 'integer' },
  name: nullable({ type: 'string' }),
  created_at: nullable(dateTime),
  last_used_at: nullable(dateTime),
  expires_at: nullable(dateTime),
  current: { type: 'boolean', description: 'The token of this request.' },
})

const community = object({
  slug: { type: 'string' },
  name: { type: 'string' },
  joined_at: dateTime,
})

const communityExample = {
  slug: 'comunitatea-demo',
  name: 'Comunitatea Demo',
  joined_at: '2026-01-15T09:30:00.000Z',
}

const profileAnswer = {
  description: 'The profile.',
  content: json(data(member), { data: memberExample }),
}

const noContent = { 204: { description: 'Done.' } }

/** A sign-in's answer, the same for every method (the provider sign-ins too: member_providers.ts). */
export const signInAnswer = {
  description: 'Signed in: the device token (180 days), its expiry and the profile.',
  content: json(object({ token: { type: 'string' }, expires_at: nullable(dateTime), member }), {
    token: 'mbr_…',
    expires_at: '2027-06-01T10:00:00.000Z',
    member: memberExample,
  }),
}

const idParameter: Parameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The device’s id (from the device list).',
  schema: { type: 'integer', minimum: 1 },
}

export function memberCorePaths(): Paths {
  return {
    '/api/member/sign-in/email': {
      post: operation({
        operationId: 'memberSignInByEmail',
        summary: 'E-mail a sign-in code and link',
        description:
          'The same answer (and work) whether or not the address has an account. The e-mail ' +
          'holds a 6-digit code and a link `{app link base}/sign-in?token=…`, both valid 10 ' +
          'minutes and once; a new request replaces the earlier code. Limits: 5 codes per ' +
          'address in 15 minutes; 30 sign-in requests per IP address in 10 minutes.',
        tags: ['Members'],
        requestBody: body(emailSignInValidator, { email: 'ana.pop@example.com' }),
        responses: {
          202: {
            description: 'Sent (if the address is right).',
            content: json(message, {
              data: {
                message:
                  'Dacă adresa este corectă, îți vom trimite un cod de autentificare și un link. Verifică emailul.',
              },
            }),
          },
        },
        refusals: ['badRequest', 'methodDisabled', 'invalid', 'tooManyRequests'],
      }),
    },
    '/api/member/sign-in/email/verify': {
      post: operation({
        operationId: 'memberSignInVerify',
        summary: 'Trade the e-mailed code (or the link’s token) for a device token',
        description:
          '`{email, code, device_name}` or `{token, device_name}`. A wrong, expired, used or ' +
          'other address’s code or link: 422 under `code` (or `token`), and a wrong one counts ' +
          'a try: after 5 the code is dead.',
        tags: ['Members'],
        requestBody: body(emailSignInVerifyValidator, {
          email: 'ana.pop@example.com',
          code: '123456',
          device_name: 'iPhone-ul Anei',
        }),
        responses: { 200: signInAnswer },
        refusals: ['badRequest', 'methodDisabled', 'invalid', 'tooManyRequests'],
      }),
    },
    '/api/member/sign-out': {
      post: operation({
        operationId: 'memberSignOut',
        summary: 'End this device’s token',
        tags: ['Members'],
        member: true,
        responses: noContent,
      }),
    },
    '/api/member/devices': {
      get: operation({
        operationId: 'memberDevices',
        summary: 'The member’s devices (live tokens), the last used first',
        tags: ['Members'],
        member: true,
        responses: {
          200: {
            description: 'The devices.',
            content: json(data({ type: 'array', items: device }), {
              data: [
                {
                  id: 12,
                  name: 'iPhone-ul Anei',
                  created_at: '2026-01-15T09:30:00.000Z',
                  last_used_at: '2026-02-01T18:02:11.000Z',
                  expires_at: '2026-07-14T09:30:00.000Z',
                  current: true,
                },
              ],
            }),
          },
        },
      }),
      delete: operation({
        operationId: 'memberEndOtherDevices',
        summary: 'End every device but this one',
        tags: ['Members'],
        member: true,
        responses: noContent,
      }),
    },
    '/api/member/devices/{id}': {
      delete: operation({
        operationId: 'memberEndDevice',
        summary: 'End one of the member’s devices',
        tags: ['Members'],
        member: true,
        parameters: [idParameter],
        responses: noContent,
        refusals: ['notFound'],
      }),
    },
    '/api/member/me': {
      get: operation({
        operationId: 'memberProfile',
        summary: 'The profile',
        tags: ['Members'],
        member: true,
        responses: { 200: profileAnswer },
      }),
      patch: operation({
        operationId: 'memberUpdateProfile',
        summary: 'Change the name or phone (only the fields sent)',
        description: 'The communities’ contacts are not changed (docs/members.md, "Profile").',
        tags: ['Members'],
        member: true,
        requestBody: body(profileValidator, { first_name: 'Ana', phone_number: '0722 123 456' }),
        responses: { 200: profileAnswer },
        refusals: ['badRequest', 'invalid'],
      }),
    },
    '/api/member/me/email': {
      post: operation({
        operationId: 'memberRequestEmailChange',
        summary: 'E-mail a code to a new address',
        description:
          'The sign-in code’s limits: 5 codes in 15 minutes per address, and (with the verify ' +
          'route) the sign-in’s count per IP address and per member.',
        tags: ['Members'],
        member: true,
        requestBody: body(emailChangeValidator, { email: 'ana.noua@example.com' }),
        responses: {
          202: {
            description: 'Sent.',
            content: json(message, {
              data: {
                message: 'Ți-am trimis un cod la noua adresă. Introdu-l pentru a o confirma.',
              },
            }),
          },
        },
        refusals: ['badRequest', 'invalid', 'tooManyRequests'],
      }),
    },
    '/api/member/me/email/verify': {
      post: operation({
        operationId: 'memberVerifyEmailChange',
        summary: 'The new address’s code switches the account to it',
        description:
          'An address of another account: 422 under `email`. Counted with the request route, ' +
          'per IP address and per member, as the sign-ins are.',
        tags: ['Members'],
        member: true,
        requestBody: body(emailChangeVerifyValidator, { code: '123456' }),
        responses: { 200: profileAnswer },
        refusals: ['badRequest', 'invalid', 'tooManyRequests'],
      }),
    },
    '/api/member/communities': {
      get: operation({
        operationId: 'memberCommunities',
        summary: 'The communities the member is in',
        tags: ['Members'],
        member: true,
        responses: {
          200: {
            description: 'The communities, the first joined first.',
            content: json(data({ type: 'array', items: community }), { data: [communityExample] }),
          },
        },
      }),
    },
    '/api/member/communities/{slug}/join': {
      post: operation({
        operationId: 'memberJoinCommunity',
        summary: 'Join a community (or come back after leaving)',
        description: 'Blocked in it: 401 `blocked`.',
        tags: ['Members'],
        member: true,
        parameters: [slugParameter],
        responses: {
          200: {
            description: 'In it already.',
            content: json(data(community), { data: communityExample }),
          },
          201: {
            description: 'Joined.',
            content: json(data(community), { data: communityExample }),
          },
          409: {
            description:
              'The community’s contact of the member’s e-mail is another account’s (`email_in_use`): ' +
              'nothing written; the community’s staff correct that contact’s e-mail first.',
            content: json(schemaRef('Error'), {
              error: 'email_in_use',
              message:
                'În această comunitate, adresa ta de e-mail aparține contactului altui cont. ' +
                'Scrie organizatorilor comunității ca să o corecteze, apoi alătură-te din nou.',
            }),
          },
        },
        refusals: ['notFound'],
      }),
    },
    '/api/member/communities/{slug}': {
      delete: operation({
        operationId: 'memberLeaveCommunity',
        summary: 'Leave a community (the contact stays the community’s)',
        tags: ['Members'],
        member: true,
        parameters: [slugParameter],
        responses: noContent,
        refusals: ['notFound'],
      }),
    },
  }
}
