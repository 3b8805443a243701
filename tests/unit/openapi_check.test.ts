/**
 * The check every /api/ answer of the HTTP tests goes through (tests/support/openapi_check.ts):
 * it passes what the document says and names what it does not.
 */
import { describe, expect, test } from 'vitest'
import { OpenApiCheck } from '../support/openapi_check.ts'

const document = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/api/things/{uid}': {
      'x-source': 'app/openapi/paths/things.ts',
      'get': {
        responses: {
          200: {
            description: 'a thing',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['uid', 'count'],
                  properties: {
                    uid: { type: 'string', format: 'uuid' },
                    count: { type: 'integer' },
                  },
                  additionalProperties: false,
                },
              },
              'image/png': { schema: { type: 'string' } },
            },
          },
          304: { description: 'not modified' },
          404: { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/api/things/latest': {
      get: { responses: { 204: { description: 'nothing' } } },
    },
  },
  components: {
    schemas: {
      Error: {
        type: 'object',
        required: ['error', 'message'],
        properties: { error: { type: 'string' }, message: { type: 'string' } },
        additionalProperties: false,
      },
    },
    responses: {
      NotFound: {
        description: 'not found',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  },
}

const UID = '0b9e0a36-4a7b-4c55-9c1e-1f2a3b4c5d6e'
const check = new OpenApiCheck(document)
const answer = (status: number, body: unknown, contentType = 'application/json; charset=utf-8') =>
  check.problems({
    method: 'GET',
    url: `/api/things/${UID}?page=2`,
    status,
    contentType,
    body: body === null ? null : JSON.stringify(body),
  })

describe('the OpenAPI check of an answer', () => {
  test('an answer as documented passes: JSON, another listed type, a 304 without a body', () => {
    expect(answer(200, { uid: UID, count: 2 })).toEqual([])
    expect(answer(200, null, 'image/png')).toEqual([])
    expect(answer(304, null, null as unknown as string)).toEqual([])
    expect(answer(404, { error: 'not_found', message: 'Nu există.' })).toEqual([])
  })

  test('a literal path is matched before a template', () => {
    const problems = check.problems({
      method: 'GET',
      url: '/api/things/latest',
      status: 204,
      contentType: null,
      body: null,
    })
    expect(problems).toEqual([])
  })

  test('a body unlike its schema names the path, the status, the field and the module', () => {
    const [problem] = answer(200, { uid: 'not-a-uid', count: '2', extra: true })
    expect(problem).toContain(`GET /api/things/${UID} answered 200`)
    expect(problem).toContain('app/openapi/paths/things.ts')
    expect(problem).toContain('/uid must match format "uuid"')
    expect(problem).toContain('/count must be integer')
    expect(problem).toContain('must NOT have additional properties')
  })

  test('a status or a content type the document does not list', () => {
    expect(answer(409, { error: 'closed', message: 'x' })[0]).toMatch(
      /answered 409, a status the OpenAPI document does not list .* \(it lists 200, 304, 404\)/
    )
    expect(answer(200, null, 'text/html')[0]).toContain('as "text/html"')
  })

  test('an error in another shape than the documented one', () => {
    expect(answer(404, { message: 'Not found', frames: [] })[0]).toContain(
      "must have required property 'error'"
    )
  })

  test('a route missing from the document fails, but the API’s 404 for an unknown path passes', () => {
    const missing = check.problems({
      method: 'POST',
      url: `/api/things/${UID}`,
      status: 201,
      contentType: 'application/json',
      body: '{}',
    })
    expect(missing[0]).toContain(
      `the OpenAPI document has no POST /api/things/{uid}: add the route`
    )
    const unknown = { method: 'GET', url: '/api/nothing', contentType: 'application/json' }
    expect(
      check.problems({ ...unknown, status: 404, body: '{"error":"not_found","message":"x"}' })
    ).toEqual([])
    expect(check.problems({ ...unknown, status: 200, body: '{}' })[0]).toContain(
      'has no GET /api/nothing'
    )
  })
})
