/**
 * The OpenAPI 3.1 document of the API (served at /api/openapi.json, rendered at /api/docs).
 * Each area owns its part: a module under app/openapi/paths/ returning its paths, listed in
 * AREAS below. The tests check every /api/ answer against it and fail for a route it lacks
 * (docs/members.md, "The API reference").
 */
import env from '#start/env'
import { components } from './components.js'
import { apiReferencePaths } from './paths/api_reference.js'
import { eventRegistrationsPaths } from './paths/event_registrations.js'
import { memberContentPaths } from './paths/member_content.js'
import { memberEventsPaths } from './paths/member_events.js'
import { memberProvidersPaths } from './paths/member_providers.js'
import { mobileSettingsPaths } from './paths/mobile_settings.js'
import { publicEventsPaths } from './paths/public_events.js'
import { publicFeedPaths } from './paths/public_feed.js'
import { memberCorePaths } from './paths/member_core.js'
import type { PathItem, Paths } from './types.js'

/** The areas, in the reference page's order, each with its module (named in the tests' messages). */
const AREAS: { file: string; paths: () => Paths }[] = [
  { file: 'app/openapi/paths/mobile_settings.ts', paths: mobileSettingsPaths },
  { file: 'app/openapi/paths/public_feed.ts', paths: publicFeedPaths },
  { file: 'app/openapi/paths/public_events.ts', paths: publicEventsPaths },
  { file: 'app/openapi/paths/event_registrations.ts', paths: eventRegistrationsPaths },
  { file: 'app/openapi/paths/member_core.ts', paths: memberCorePaths },
  { file: 'app/openapi/paths/member_providers.ts', paths: memberProvidersPaths },
  { file: 'app/openapi/paths/member_events.ts', paths: memberEventsPaths },
  { file: 'app/openapi/paths/member_content.ts', paths: memberContentPaths },
  { file: 'app/openapi/paths/api_reference.ts', paths: apiReferencePaths },
]

const DESCRIPTION = `The JSON API of the community platform's companion mobile app.

**Languages.** Every message (errors, per-field messages, confirmations) is in Romanian, or in
English with \`Accept-Language: en\`.

**Errors.** A refusal answers \`{"error": code, "message"}\`; a field refused answers 422 with
\`{"errors": [{"field", "rule", "message"}]}\` (nothing written); a member's request refused
answers 401 \`{"error": "unauthenticated", "reason", "message"}\`; a sign-in method switched off
answers 403 \`{"error": "method_disabled", …}\`; a sign-in provider that cannot be reached answers
503 \`{"error": "provider_unavailable", …}\` with \`Retry-After\`; a limit reached answers 429 with
\`retry_after\` (seconds) and the \`Retry-After\` header.

**Members.** The member endpoints (\`/api/member/…\`) take the device token a sign-in answers,
in the \`Authorization: Bearer …\` header only.

**No session.** No cookie is set or read under \`/api/\`; any origin may call it (CORS).`

const TAGS = [
  { name: 'Mobile app', description: 'What the app reads at start.' },
  { name: 'Feed', description: 'A community’s public feed.' },
  { name: 'Events', description: 'A community’s public events and registrations.' },
  {
    name: 'Members',
    description:
      'Sign-in (by e-mail, Google, Apple, Facebook), the devices, the profile and the ' +
      'communities of a member.',
  },
  { name: 'Member events', description: 'A member’s registrations and tickets.' },
  { name: 'Member data', description: 'A member’s data, marketing consent and erasure.' },
  {
    name: 'Members: content',
    description: 'A community’s feed with its members-only items, quizzes, quests, products.',
  },
  { name: 'Reference', description: 'This document and its page.' },
]

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])

/** The document, built from the area modules (the server URL from APP_URL). */
export function buildOpenApiDocument() {
  const paths: Record<string, PathItem & { 'x-source': string }> = {}
  for (const area of AREAS) {
    for (const [path, item] of Object.entries(area.paths())) {
      // Two areas may share a path (GET /me is the profile's, DELETE /me the erasure's), never
      // one of its operations.
      const earlier = paths[path]
      const clash = earlier && Object.keys(item).find((key) => METHODS.has(key) && key in earlier)
      if (clash) throw new Error(`OpenAPI: ${clash} ${path} is in ${earlier['x-source']} too`)
      const source = earlier ? `${earlier['x-source']}, ${area.file}` : area.file
      paths[path] = { ...earlier, ...item, 'x-source': source }
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Comunitate API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: new URL(env.get('APP_URL')).origin, description: 'This server' }],
    tags: TAGS,
    paths,
    components,
  }
}

let built: { json: string } | null = null

/** The document as served, built once per process. */
export function openApiJson() {
  built ??= { json: JSON.stringify(buildOpenApiDocument()) }
  return built.json
}
