/**
 * The parts of an OpenAPI 3.1 document the area modules write (app/openapi/paths/*.ts). Schemas
 * are JSON Schema 2020-12 objects, written as plain objects.
 */
export type JsonSchema = Record<string, unknown>

/** A reference to a shared component (app/openapi/components.ts). */
export interface Reference {
  $ref: string
}

export interface MediaType {
  schema: JsonSchema | Reference
  example?: unknown
  examples?: Record<string, { summary?: string; value: unknown }>
}

export interface Answer {
  description: string
  headers?: Record<string, Reference | { description?: string; schema: JsonSchema }>
  content?: Record<string, MediaType>
}

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required?: boolean
  description?: string
  schema: JsonSchema
  example?: unknown
}

export interface Operation {
  operationId: string
  summary: string
  description?: string
  tags: string[]
  parameters?: (Parameter | Reference)[]
  requestBody?: {
    required?: boolean
    description?: string
    content: Record<string, MediaType>
  }
  responses: Record<string, Answer | Reference>
  security?: Record<string, string[]>[]
}

export type Method = 'get' | 'put' | 'post' | 'delete' | 'patch'

export type PathItem = Partial<Record<Method, Operation>> & {
  parameters?: (Parameter | Reference)[]
}

/** An area's part of the document: its paths, by the OpenAPI path (`/api/communities/{slug}/feed`). */
export type Paths = Record<string, PathItem>
