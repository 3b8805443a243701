/** GET /api/mobile-settings (app/controllers/mobile_app/mobile_settings_api_controller.ts). */
import { AUTH_MODULES } from '#models/mobile_setting'
import { json, nullable, operation } from '../components.js'
import type { Paths } from '../types.js'

const color = nullable({ type: 'string', description: 'A CSS colour (#rrggbb).' })

const settings = {
  type: 'object',
  required: ['auth_modules', 'branding'],
  properties: {
    auth_modules: {
      type: 'object',
      description: 'The sign-in methods the app offers: only these are accepted.',
      required: [...AUTH_MODULES],
      properties: Object.fromEntries(AUTH_MODULES.map((name) => [name, { type: 'boolean' }])),
      additionalProperties: false,
    },
    branding: {
      type: 'object',
      required: ['primary_color', 'secondary_color', 'sign_in_header'],
      properties: {
        primary_color: color,
        secondary_color: color,
        sign_in_header: nullable({
          type: 'string',
          format: 'uri',
          description: 'The sign-in screen’s header image (absolute URL).',
        }),
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
}

export function mobileSettingsPaths(): Paths {
  return {
    '/api/mobile-settings': {
      get: operation({
        operationId: 'mobileSettings',
        summary: 'The app’s settings at start',
        description: 'The sign-in methods switched on and the branding. Cached 60 seconds.',
        tags: ['Mobile app'],
        responses: {
          200: {
            description: 'The settings.',
            content: json(settings, {
              auth_modules: { google: true, facebook: false, apple: true, email: true },
              branding: {
                primary_color: '#1d4ed8',
                secondary_color: '#f59e0b',
                sign_in_header:
                  'https://comunitate.example/images/mobile-app/sign-in-header?t=1765400000',
              },
            }),
          },
        },
      }),
    },
  }
}
