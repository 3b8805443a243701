/**
 * The member's registrations, tickets and data (start/routes/member_events.ts,
 * app/controllers/members/member_{registrations,tickets,data,consents}_controller.ts;
 * docs/members.md, "Events and tickets" and "The member's data"). Bodies from their validators.
 */
import {
  marketingConsentValidator,
  memberRegistrationValidator,
} from '#validators/members/member_events'
import { json, nullable, operation, schemaRef, slugParameter, uidParameter } from '../components.js'
import type { Answer, JsonSchema, Paths } from '../types.js'

const object = (properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema => ({
  type: 'object',
  required: Object.keys(properties).filter((name) => !optional.includes(name)),
  properties,
  additionalProperties: false,
})
const text = { type: 'string' }
const time = { type: 'string', format: 'date-time' }
const data = (schema: JsonSchema) => object({ data: schema })

const ticketSchema = object({
  uid: { type: 'string', format: 'uuid' },
  status: { enum: ['held', 'confirmed', 'waiting', 'offered', 'cancelled', 'checked_in'] },
  waiting_position: {
    ...nullable({ type: 'integer' }),
    description: 'The place in line while waiting (1 = next).',
  },
  offer_expires_at: nullable(time),
  registered_at: time,
  cancelled_at: nullable(time),
  community: object({ slug: text, name: text }),
  event: object({
    uid: { type: 'string', format: 'uuid' },
    name: text,
    start_at: time,
    end_at: time,
    address: nullable(text),
    latitude: nullable({ type: 'number' }),
    longitude: nullable({ type: 'number' }),
  }),
  ticket: {
    ...nullable({ type: 'object' }),
    description:
      'Confirmed or checked in only. `qr_payload` is what the app draws as a QR code: the code the check-in reads.',
    required: ['code', 'qr_payload', 'checked_in_at'],
    properties: { code: text, qr_payload: text, checked_in_at: nullable(time) },
    additionalProperties: false,
  },
})

const ticketExample = {
  uid: '6f1c1f5e-8c1a-4d3e-9a57-2b0f4c1d9e10',
  status: 'confirmed',
  waiting_position: null,
  offer_expires_at: null,
  registered_at: '2031-05-01T10:00:00.000+00:00',
  cancelled_at: null,
  community: { slug: 'comunitatea-demo', name: 'Comunitatea demo' },
  event: {
    uid: '0b7e2c3a-5d4f-4e6a-8b9c-1d2e3f4a5b6c',
    name: 'Atelier de fotografie',
    start_at: '2031-05-10T09:00:00.000+03:00',
    end_at: '2031-05-10T17:30:00.000+03:00',
    address: 'Str. Memorandumului 28, Cluj-Napoca',
    latitude: 46.77,
    longitude: 23.59,
  },
  ticket: { code: '7K3M-Q9XB-2HRT-8WNE', qr_payload: '7K3MQ9XB2HRT8WNE', checked_in_at: null },
}

/** A refusal of these routes with its own code. */
const refusal = (description: string, error: string, message: string): Answer => ({
  description,
  content: json(schemaRef('Error'), { error, message }),
})

const consentSchema = object({
  given: { ...nullable({ type: 'boolean' }), description: 'Null while nothing was recorded.' },
  text_version: nullable(text),
  at: nullable(time),
  history: {
    type: 'array',
    description: 'Every decision, the latest first.',
    items: object({
      given: { type: 'boolean' },
      text_version: text,
      source: { enum: ['member', 'admin', 'import'] },
      ip: nullable(text),
      at: time,
    }),
  },
})
const consentExample = {
  given: true,
  text_version: 'marketing-v1',
  at: '2031-05-01T10:00:00.000+00:00',
  history: [
    {
      given: true,
      text_version: 'marketing-v1',
      source: 'member',
      ip: '203.0.113.7',
      at: '2031-05-01T10:00:00.000+00:00',
    },
  ],
}

const anyObject = { type: 'object' }
const dataExportSchema = object({
  exported_at: time,
  account: anyObject,
  identities: { type: 'array', items: anyObject },
  devices: { type: 'array', items: anyObject },
  communities: { type: 'array', items: anyObject },
  registrations: { type: 'array', items: ticketSchema },
})

const erasureItem = object({ what: text, message: text })
const erasureSchema = object({
  erased_at: time,
  erased: { type: 'array', items: erasureItem },
  kept: { type: 'array', items: erasureItem },
  counts: object({
    contacts: { type: 'integer' },
    registrations: { type: 'integer' },
    invoices_kept: { type: 'integer' },
    bids_kept: { type: 'integer' },
  }),
})

export function memberEventsPaths(): Paths {
  return {
    '/api/member/communities/{slug}/events/{uid}/registrations': {
      post: operation({
        operationId: 'memberRegisterForEvent',
        summary: 'Register for an event as oneself',
        description:
          'The member’s name, verified e-mail and contact in the community: no double opt-in, so ' +
          'a free place is confirmed with its ticket at once; a full event puts the member on ' +
          'the waiting list. The e-mail’s earlier registration comes back (200). Public and ' +
          'members-only events. Limit: 10 an hour per address and event.',
        tags: ['Member events'],
        member: true,
        parameters: [slugParameter, uidParameter],
        requestBody: {
          content: json(memberRegistrationValidator.toJSONSchema() as JsonSchema, {
            phone: '0722 123 456',
          }),
        },
        responses: {
          200: {
            description: 'Registered before: the registration as it is now.',
            content: json(data(ticketSchema), { data: ticketExample }),
          },
          201: {
            description: 'Registered: confirmed with a ticket, or waiting.',
            content: json(data(ticketSchema), { data: ticketExample }),
          },
          409: refusal(
            'The event has started (`closed`), the account has no e-mail (`no_email`), or the ' +
              'address’s registration for the event is another account’s (`other_member`: ' +
              'nothing changed).',
            'closed',
            'Înscrierile la acest eveniment s-au închis.'
          ),
        },
        refusals: ['badRequest', 'notFound', 'tooLarge', 'invalid', 'tooManyRequests'],
      }),
    },
    '/api/member/tickets': {
      get: operation({
        operationId: 'memberTickets',
        summary: 'The member’s tickets',
        description:
          'Every registration of the member, the latest event first, those of their verified ' +
          'e-mail made earlier in the communities they are in included (and linked to them).',
        tags: ['Member events'],
        member: true,
        responses: {
          200: {
            description: 'The registrations.',
            content: json(object({ data: { type: 'array', items: ticketSchema } }), {
              data: [ticketExample],
            }),
          },
        },
      }),
    },
    '/api/member/tickets/{uid}': {
      delete: operation({
        operationId: 'memberCancelTicket',
        summary: 'Cancel a registration',
        description:
          'As the cancel link: the place is freed and offered to the first on the waiting list.',
        tags: ['Member events'],
        member: true,
        parameters: [uidParameter],
        responses: {
          200: {
            description: 'Cancelled.',
            content: json(data(ticketSchema), {
              data: { ...ticketExample, status: 'cancelled', ticket: null },
            }),
          },
          404: refusal(
            'Not one of the member’s registrations.',
            'ticket_not_found',
            'Biletul nu există.'
          ),
          409: refusal(
            'Checked in (`checked_in`), or the event has ended (`ended`: its history stays as it ' +
              'was, nothing changed, nothing sent). A registration cancelled before answers 200 ' +
              'as it is, even after the end.',
            'ended',
            'Evenimentul s-a încheiat; înscrierea nu mai poate fi anulată.'
          ),
        },
      }),
    },
    '/api/member/data': {
      get: operation({
        operationId: 'memberData',
        summary: 'Everything the platform holds about the member',
        description:
          'The account, its sign-in methods and devices (no secret), and per community joined: ' +
          'contacts, lists, quiz answers, segments and how each was reached, quests, marketing ' +
          'consents, invoices where the member buys; then every registration. 10 an hour.',
        tags: ['Member data'],
        member: true,
        responses: {
          200: {
            description: 'The export (also as a file: Content-Disposition).',
            content: json(data(dataExportSchema), {
              data: {
                exported_at: '2031-05-02T08:00:00.000+00:00',
                account: { uid: ticketExample.uid, email: 'ana.pop@example.com' },
                identities: [{ provider: 'email', subject: 'ana.pop@example.com' }],
                devices: [{ id: '12', name: 'iPhone Ana' }],
                communities: [{ community: ticketExample.community, contacts: [] }],
                registrations: [ticketExample],
              },
            }),
          },
        },
        refusals: ['tooManyRequests'],
      }),
    },
    '/api/member/me': {
      delete: operation({
        operationId: 'memberErase',
        summary: 'Erase the account',
        description:
          'Personal data erased (account, sign-in methods, devices, contacts, registrations); ' +
          'kept, and why: the account row without personal data, the invoices where the member ' +
          'is the buyer (the accounting law), the auction’s bids without their contact.',
        tags: ['Member data'],
        member: true,
        responses: {
          200: {
            description: 'Erased: what was erased, what was kept and why.',
            content: json(data(erasureSchema), {
              data: {
                erased_at: '2031-05-02T08:00:00.000+00:00',
                erased: [
                  {
                    what: 'account',
                    message: 'Numele, adresa de e-mail și telefonul contului au fost șterse.',
                  },
                ],
                kept: [
                  {
                    what: 'invoices',
                    message:
                      'O factură în care ești cumpărător rămâne cu datele cumpărătorului, așa cum a fost emisă: legea cere păstrarea documentelor contabile (Legea contabilității nr. 82/1991, art. 25; Codul fiscal, art. 319).',
                  },
                ],
                counts: { contacts: 1, registrations: 2, invoices_kept: 1, bids_kept: 1 },
              },
            }),
          },
        },
      }),
    },
    '/api/member/communities/{slug}/consents/marketing': {
      get: operation({
        operationId: 'memberMarketingConsent',
        summary: 'The member’s marketing consent in the community',
        description:
          'Read in any state of the membership: a member who left or is blocked reads it too.',
        tags: ['Member data'],
        member: true,
        parameters: [slugParameter],
        responses: {
          200: {
            description: 'The state and its history.',
            content: json(data(consentSchema), { data: consentExample }),
          },
        },
        refusals: ['notFound'],
      }),
      post: operation({
        operationId: 'memberRecordMarketingConsent',
        summary: 'Give or withdraw marketing consent',
        description:
          'Appends a decision (Legea 506/2004): the text version shown, the time and the IP ' +
          'address. A member who left or is blocked withdraws it as easily as it was given ' +
          '(GDPR art. 7(3)); giving it there is refused, 401 `left` or `blocked`, nothing written.',
        tags: ['Member data'],
        member: true,
        parameters: [slugParameter],
        requestBody: {
          required: true,
          content: json(marketingConsentValidator.toJSONSchema() as JsonSchema, {
            given: true,
            text_version: 'marketing-v1',
          }),
        },
        responses: {
          200: {
            description: 'Recorded: the state and its history.',
            content: json(data(consentSchema), { data: consentExample }),
          },
        },
        refusals: ['badRequest', 'notFound', 'tooLarge', 'invalid'],
      }),
    },
  }
}
