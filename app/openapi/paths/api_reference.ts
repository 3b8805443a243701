/** This document and its reference page (app/controllers/api_reference/api_reference_controller.ts). */
import { json, operation } from '../components.js'
import type { Paths } from '../types.js'

const file = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: { type: 'string' } } },
})

const asset = (operationId: string, summary: string, type: string) =>
  operation({
    operationId,
    summary,
    tags: ['Reference'],
    responses: { 200: file(type, 'The file, from the swagger-ui-dist package.') },
  })

export function apiReferencePaths(): Paths {
  return {
    '/api/openapi.json': {
      get: operation({
        operationId: 'openApiDocument',
        summary: 'This document (OpenAPI 3.1)',
        description: 'Cached with an ETag: If-None-Match answers 304 while it is current.',
        tags: ['Reference'],
        parameters: [{ $ref: '#/components/parameters/IfNoneMatch' }],
        responses: {
          200: {
            description: 'The OpenAPI document.',
            content: json(
              { type: 'object', required: ['openapi', 'info', 'paths'] },
              { openapi: '3.1.0', info: { title: 'Comunitate API', version: '1.0.0' }, paths: {} }
            ),
          },
        },
        refusals: ['notModified'],
      }),
    },
    '/api/docs': {
      get: operation({
        operationId: 'apiReferencePage',
        summary: 'The reference page of this document',
        tags: ['Reference'],
        responses: { 200: file('text/html', 'The page (Swagger UI).') },
      }),
    },
    '/api/docs/swagger-ui.css': {
      get: asset('apiReferenceStyles', 'The page’s styles', 'text/css'),
    },
    '/api/docs/swagger-ui-bundle.js': {
      get: asset('apiReferenceScript', 'The page’s renderer', 'text/javascript'),
    },
    '/api/docs/reference.js': {
      get: asset('apiReferenceStart', 'The page’s start script', 'text/javascript'),
    },
  }
}
