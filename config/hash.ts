import app from '@adonisjs/core/services/app'
import { defineConfig, drivers } from '@adonisjs/core/hash'

/**
 * argon2id with the OWASP-recommended minimum: 19 MiB memory, 2 iterations,
 * parallelism 1. The test environment (NODE_ENV=test) uses 64 KiB of memory instead: the
 * suites create and sign in thousands of users. A hash is verified with its own stored cost.
 */
const hashConfig = defineConfig({
  default: 'argon',
  list: {
    argon: drivers.argon2({
      version: 0x13,
      variant: 'id',
      iterations: 2,
      memory: app.inTest ? 64 : 19456,
      parallelism: 1,
      saltSize: 16,
      hashLength: 32,
    }),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}
