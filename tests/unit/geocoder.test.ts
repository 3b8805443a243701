import { describe, expect, test, vi } from 'vitest'
import {
  createGeocoder,
  fromNominatim,
  NoGeocoder,
  NominatimGeocoder,
} from '../../app/services/shared/geocoder.ts'

/** A fetch that answers with `body` (JSON) and records what it was asked. */
function fakeFetch(body: unknown, status = 200) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })
  )
}

const PLACE = {
  name: 'Primăria Cluj-Napoca',
  display_name:
    'Primăria Cluj-Napoca, 3, Calea Moților, Centru, Cluj-Napoca, Cluj, 400001, România',
  lat: '46.7693',
  lon: '23.5899',
  address: {
    house_number: '3',
    road: 'Calea Moților',
    city: 'Cluj-Napoca',
    county: 'Cluj',
    country: 'România',
  },
}

describe('NominatimGeocoder', () => {
  test('asks for places in Romania only, in Romanian, identifying itself', async () => {
    const fetch = fakeFetch([PLACE])
    const geocoder = new NominatimGeocoder({
      baseUrl: 'https://geo.test/',
      fetch,
      minIntervalMs: 0,
    })
    await geocoder.search('  Primăria Cluj  ')
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0]
    const asked = new URL(String(url))
    expect(asked.origin + asked.pathname).toBe('https://geo.test/search')
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      'q': 'Primăria Cluj',
      'format': 'jsonv2',
      'addressdetails': '1',
      'countrycodes': 'ro',
      'limit': '5',
      'accept-language': 'ro',
    })
    expect((init?.headers as Record<string, string>)['user-agent']).toBeTruthy()
  })

  test('maps each place to name, street, city, country and coordinates', async () => {
    const geocoder = new NominatimGeocoder({ fetch: fakeFetch([PLACE]) })
    expect(await geocoder.search('Primăria Cluj')).toEqual([
      {
        name: 'Primăria Cluj-Napoca',
        street: 'Calea Moților 3',
        city: 'Cluj-Napoca',
        country: 'România',
        latitude: 46.7693,
        longitude: 23.5899,
      },
    ])
  })

  test('a place without a name is named by its street; a village stands for the city', () => {
    expect(
      fromNominatim({
        name: '',
        display_name: 'Strada Mare 10, Sâmbăta de Sus, Brașov, România',
        lat: '45.77',
        lon: '24.81',
        address: { road: 'Strada Mare', house_number: '10', village: 'Sâmbăta de Sus' },
      })
    ).toEqual({
      name: 'Strada Mare 10',
      street: 'Strada Mare 10',
      city: 'Sâmbăta de Sus',
      country: 'România',
      latitude: 45.77,
      longitude: 24.81,
    })
  })

  test('places without coordinates are left out', async () => {
    const geocoder = new NominatimGeocoder({
      fetch: fakeFetch([{ ...PLACE, lat: undefined }, PLACE]),
    })
    expect(await geocoder.search('Primăria')).toHaveLength(1)
  })

  test('requests leave at most one per interval; a repeated query is answered from the cache', async () => {
    const fetch = fakeFetch([PLACE])
    const geocoder = new NominatimGeocoder({ fetch, minIntervalMs: 120 })
    const started = Date.now()
    await Promise.all([geocoder.search('Primăria Cluj'), geocoder.search('Piața Unirii')])
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(Date.now() - started).toBeGreaterThanOrEqual(110)
    expect(await geocoder.search('primăria cluj')).toHaveLength(1)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  test('a short query is not sent', async () => {
    const fetch = fakeFetch([PLACE])
    expect(await new NominatimGeocoder({ fetch }).search('Cl')).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
  })

  test.each([
    ['an error status', () => fakeFetch({ error: 'busy' }, 503)],
    ['something else than a list', () => fakeFetch({ error: 'busy' })],
    [
      'a network failure',
      () =>
        vi.fn(async () => {
          throw new TypeError('fetch failed')
        }),
    ],
  ])('%s gives no suggestions and is reported', async (_, make) => {
    const onError = vi.fn()
    const geocoder = new NominatimGeocoder({ fetch: make() as typeof fetch, onError })
    expect(await geocoder.search('Primăria Cluj')).toEqual([])
    expect(onError).toHaveBeenCalledOnce()
  })
})

describe('createGeocoder', () => {
  test('none (or nothing) means no suggestions; nominatim the real one', async () => {
    expect(createGeocoder(undefined)).toBeInstanceOf(NoGeocoder)
    expect(createGeocoder('none').enabled).toBe(false)
    expect(await createGeocoder('none').search('Cluj-Napoca')).toEqual([])
    const nominatim = createGeocoder('nominatim', { fetch: fakeFetch([]) })
    expect(nominatim).toBeInstanceOf(NominatimGeocoder)
    expect(nominatim.enabled).toBe(true)
  })
})
