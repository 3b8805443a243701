/**
 * The public events and their images (app/controllers/events/events_api_controller.ts,
 * docs/organizations.md "Public endpoints").
 */
import {
  cachedJson,
  communityPageParameters,
  imageAnswer,
  nullable,
  operation,
  recordImageParameters,
} from '../components.js'
import type { Paths } from '../types.js'

const text = { type: 'string' }
const texts = { type: 'array', items: text }

export const publicEvent = {
  type: 'object',
  required: [
    'uid',
    'name',
    'description',
    'event_types',
    'event_promo',
    'whom_text',
    'uvp_text',
    'start_at',
    'end_at',
    'attendees_limit',
    'places_left',
    'full',
    'waiting_list',
    'attendees_price',
    'currency',
    'promises',
    'address',
    'latitude',
    'longitude',
    'primary_color',
    'secondary_color',
    'hero_image_url',
    'trust_el_image_url',
  ],
  properties: {
    uid: { type: 'string', format: 'uuid' },
    name: text,
    description: text,
    event_types: texts,
    event_promo: nullable(text),
    whom_text: text,
    uvp_text: text,
    start_at: { type: 'string', format: 'date-time' },
    end_at: { type: 'string', format: 'date-time' },
    attendees_limit: { type: 'integer', minimum: 0, description: '0: no limit.' },
    places_left: nullable({ type: 'integer', minimum: 0, description: 'null without a limit.' }),
    full: { type: 'boolean' },
    waiting_list: { type: 'boolean', description: 'New registrations join the waiting list.' },
    attendees_price: { type: 'string', pattern: '^\\d+\\.\\d{2}$', description: 'In EUR.' },
    currency: { const: 'EUR' },
    promises: texts,
    address: nullable(text),
    latitude: nullable({ type: 'number' }),
    longitude: nullable({ type: 'number' }),
    primary_color: nullable(text),
    secondary_color: nullable(text),
    hero_image_url: nullable({ type: 'string', description: 'A path on this server.' }),
    trust_el_image_url: nullable({ type: 'string', description: 'A path on this server.' }),
  },
  additionalProperties: false,
}

const eventsPage = {
  type: 'object',
  required: ['data', 'meta'],
  properties: {
    data: { type: 'array', items: publicEvent },
    meta: {
      type: 'object',
      required: ['current_page', 'per_page', 'total', 'last_page'],
      properties: {
        current_page: { type: 'integer', minimum: 1 },
        per_page: { type: 'integer', minimum: 1, maximum: 50 },
        total: { type: 'integer', minimum: 0 },
        last_page: { type: 'integer', minimum: 1 },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
}

const example = {
  data: [
    {
      uid: '0b9e0a36-4a7b-4c55-9c1e-1f2a3b4c5d6e',
      name: 'Atelier de grădinărit',
      description: 'O zi de lucru în comunitate.',
      event_types: ['workshop'],
      event_promo: null,
      whom_text: 'Pentru voluntari',
      uvp_text: 'Înveți făcând',
      start_at: '2027-05-16T09:00:00.000+03:00',
      end_at: '2027-05-16T13:00:00.000+03:00',
      attendees_limit: 30,
      places_left: 12,
      full: false,
      waiting_list: false,
      attendees_price: '25.00',
      currency: 'EUR',
      promises: ['Materiale incluse'],
      address: 'Str. Florilor 1, Cluj-Napoca',
      latitude: 46.77,
      longitude: 23.59,
      primary_color: '#166534',
      secondary_color: null,
      hero_image_url:
        '/api/communities/comunitatea-demo/events/0b9e0a36-4a7b-4c55-9c1e-1f2a3b4c5d6e/image/hero_image?t=1765400000000',
      trust_el_image_url: null,
    },
  ],
  meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 },
}

export function publicEventsPaths(): Paths {
  return {
    '/api/communities/{slug}/events': {
      get: operation({
        operationId: 'publicEvents',
        summary: 'A community’s upcoming public events',
        description:
          'Soonest first, with the places left. No session; cached 60 seconds with an ETag. 404 ' +
          'for an unknown community or one without the events module.',
        tags: ['Events'],
        parameters: communityPageParameters,
        responses: { 200: cachedJson('A page of events.', eventsPage, example) },
        refusals: ['notModified', 'notFound'],
      }),
    },
    '/api/communities/{slug}/events/{uid}/image/{type}': {
      get: operation({
        operationId: 'publicEventImage',
        summary: 'An image of a public event',
        description: 'The event’s `hero_image_url` or `trust_el_image_url`. Cached for long.',
        tags: ['Events'],
        parameters: [
          ...recordImageParameters,
          {
            name: 'type',
            in: 'path',
            required: true,
            schema: { enum: ['hero_image', 'trust_el_image'] },
          },
        ],
        responses: { 200: imageAnswer },
        refusals: ['notModified', 'notFound'],
      }),
    },
  }
}
