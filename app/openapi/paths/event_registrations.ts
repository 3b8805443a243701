/**
 * POST /api/communities/{slug}/events/{uid}/registrations
 * (app/controllers/event_attendees/registrations_api_controller.ts, docs/events.md
 * "Registration API"). The body's schema is the validator's own (VineJS toJSONSchema).
 */
import { registrationValidator } from '#validators/events/registrations'
import { json, operation, schemaRef, slugParameter, uidParameter } from '../components.js'
import type { JsonSchema, Paths } from '../types.js'

/** The validator's schema, with what VineJS cannot say about two of its fields. */
function registrationBody(): JsonSchema {
  const schema = registrationValidator.toJSONSchema() as JsonSchema & {
    properties: Record<string, JsonSchema>
  }
  return {
    ...schema,
    properties: {
      ...schema.properties,
      phone: {
        ...schema.properties.phone,
        description: 'As people type it; stored in E.164 (a Romanian number without +40 too).',
      },
      consent: {
        ...schema.properties.consent,
        enum: [true, 'true', 1, '1', 'on', 'yes'],
        description: 'Consent to the community’s terms: required.',
      },
      consent_version: {
        ...schema.properties.consent_version,
        description:
          'The version of the terms the app showed; `termeni-comunitate-v1` when absent.',
      },
    },
  }
}

const person = {
  first_name: 'Ana',
  last_name: 'Pop',
  email: 'ana.pop@example.com',
  phone: '0722 123 456',
  consent: true,
}

export function eventRegistrationsPaths(): Paths {
  return {
    '/api/communities/{slug}/events/{uid}/registrations': {
      post: operation({
        operationId: 'registerForEvent',
        summary: 'Register a person for a public event',
        description:
          'The answer is the same for a new registration and a repeat: the e-mail sent to the ' +
          'address tells the state (the confirmation link, the waiting list, the ticket). Limits: ' +
          '60 a minute per IP address and community, 10 an hour per address and event.',
        tags: ['Events'],
        parameters: [slugParameter, uidParameter],
        requestBody: {
          required: true,
          content: {
            ...json(registrationBody(), person),
            'application/x-www-form-urlencoded': { schema: registrationBody() },
          },
        },
        responses: {
          201: {
            description: 'Received: the e-mail tells what follows.',
            content: json(
              {
                type: 'object',
                required: ['data'],
                properties: {
                  data: {
                    type: 'object',
                    required: ['message'],
                    properties: { message: { type: 'string' } },
                    additionalProperties: false,
                  },
                },
                additionalProperties: false,
              },
              {
                data: {
                  message:
                    'Îți mulțumim! Verifică emailul: ți-am trimis acolo starea înscrierii și pașii următori.',
                },
              }
            ),
          },
          409: {
            description: 'The event has started: registrations are closed.',
            content: json(schemaRef('Error'), {
              error: 'closed',
              message: 'Înscrierile la acest eveniment s-au închis.',
            }),
          },
        },
        refusals: ['badRequest', 'notFound', 'tooLarge', 'invalid', 'tooManyRequests'],
      }),
    },
  }
}
