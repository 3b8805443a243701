/** Free of framework imports, so that the mapping is unit-tested with a fake fetch. */

import type { GeoSuggestion } from '#shared/blocks'

export type { GeoSuggestion }

export interface Geocoder {
  readonly enabled: boolean
  search(query: string): Promise<GeoSuggestion[]>
}

export const GEOCODER_PROVIDERS = ['none', 'nominatim'] as const
export type GeocoderProvider = (typeof GEOCODER_PROVIDERS)[number]

export const DEFAULT_NOMINATIM_URL = 'https://nominatim.openstreetmap.org'

export const MIN_QUERY_LENGTH = 3
const MAX_QUERY_LENGTH = 200
const MAX_RESULTS = 5
const TIMEOUT_MS = 5000

export class NoGeocoder implements Geocoder {
  readonly enabled = false
  async search(): Promise<GeoSuggestion[]> {
    return []
  }
}

interface NominatimPlace {
  name?: string
  display_name?: string
  lat?: string
  lon?: string
  address?: Record<string, string | undefined>
}

export function fromNominatim(place: NominatimPlace): GeoSuggestion | null {
  const latitude = Number.parseFloat(place.lat ?? '')
  const longitude = Number.parseFloat(place.lon ?? '')
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  const address = place.address ?? {}
  const street = [address.road ?? address.pedestrian ?? address.square, address.house_number]
    .filter(Boolean)
    .join(' ')
  const city =
    address.city ?? address.town ?? address.village ?? address.municipality ?? address.county ?? ''
  const name = place.name || street || (place.display_name ?? '').split(',')[0].trim()
  return {
    name,
    street,
    city,
    country: address.country ?? 'România',
    latitude,
    longitude,
  }
}

export interface NominatimOptions {
  baseUrl?: string
  fetch?: typeof fetch
  onError?: (error: unknown) => void
  userAgent?: string
  /** Nominatim's usage policy limits the request rate. */
  minIntervalMs?: number
}

/** Nominatim's usage policy asks clients to cache. */
const CACHE_SIZE = 200
const CACHE_TTL_MS = 60 * 60 * 1000

export class NominatimGeocoder implements Geocoder {
  readonly enabled = true
  private readonly baseUrl: string
  private readonly fetch: typeof fetch
  private readonly minInterval: number
  private readonly cache = new Map<string, { at: number; places: GeoSuggestion[] }>()
  private queue: Promise<void> = Promise.resolve()
  private lastRequest = 0

  constructor(private readonly options: NominatimOptions = {}) {
    this.baseUrl = (options.baseUrl || DEFAULT_NOMINATIM_URL).replace(/\/+$/, '')
    this.fetch = options.fetch ?? globalThis.fetch
    this.minInterval = options.minIntervalMs ?? 1000
  }

  private turn() {
    const mine = this.queue.then(async () => {
      const wait = this.lastRequest + this.minInterval - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      this.lastRequest = Date.now()
    })
    this.queue = mine
    return mine
  }

  async search(query: string): Promise<GeoSuggestion[]> {
    const q = query.trim().slice(0, MAX_QUERY_LENGTH)
    if (q.length < MIN_QUERY_LENGTH) return []
    const key = q.toLowerCase()
    const cached = this.cache.get(key)
    if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.places
    const url = new URL(`${this.baseUrl}/search`)
    url.search = new URLSearchParams({
      q,
      'format': 'jsonv2',
      'addressdetails': '1',
      'countrycodes': 'ro',
      'limit': String(MAX_RESULTS),
      'accept-language': 'ro',
    }).toString()
    try {
      await this.turn()
      const response = await this.fetch(url, {
        headers: {
          'accept': 'application/json',
          // Nominatim's usage policy asks every client to identify itself.
          'user-agent': this.options.userAgent ?? 'comunitate-backoffice/1.0',
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`Geocoder answered ${response.status}`)
      const places = (await response.json()) as unknown
      if (!Array.isArray(places)) throw new Error('Geocoder answered something else than a list')
      const found = places
        .map((place) => fromNominatim(place as NominatimPlace))
        .filter((place): place is GeoSuggestion => place !== null)
      this.cache.delete(key)
      this.cache.set(key, { at: Date.now(), places: found })
      if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!)
      return found
    } catch (error) {
      this.options.onError?.(error)
      return []
    }
  }
}

export function createGeocoder(
  provider: string | undefined,
  options: NominatimOptions = {}
): Geocoder {
  return provider === 'nominatim' ? new NominatimGeocoder(options) : new NoGeocoder()
}
