import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { createGeocoder, type Geocoder } from '#services/shared/geocoder'

let configured: Geocoder | null = null

export function geocoder(): Geocoder {
  configured ??= createGeocoder(env.get('GEOCODER'), {
    baseUrl: env.get('GEOCODER_URL'),
    onError: (error) => logger.warn({ err: error }, 'geocoder: no suggestions'),
  })
  return configured
}
