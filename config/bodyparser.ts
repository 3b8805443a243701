import { defineConfig } from '@adonisjs/core/bodyparser'

/**
 * Small limits by default. Routes that take files (images, imports) accept
 * multipart bodies up to 5 MB per file; nothing accepts more.
 */
const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
    limit: '1mb',
  },
  json: {
    convertEmptyStringsToNull: true,
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
    limit: '1mb',
  },
  multipart: {
    autoProcess: true,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '6mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
