import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

const alias = {
  '~/': `${import.meta.dirname}/inertia/`,
  '@lang/': `${import.meta.dirname}/resources/lang/`,
  '@shared/': `${import.meta.dirname}/app/shared/`,
  '@generated/': `${import.meta.dirname}/.adonisjs/client/`,
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Image and parsing work is CPU-bound: on two busy cores it takes seconds.
          testTimeout: 20_000,
        },
        resolve: { alias },
      },
      {
        plugins: [react()],
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          // user-event types character by character: slow on two busy cores, never stuck.
          testTimeout: 20_000,
          // The route registry behind urlFor (.adonisjs/client) is generated code.
          globalSetup: ['tests/support/codegen_global_setup.ts'],
        },
        resolve: { alias },
      },
      {
        // Every form marks required exactly what its validator requires (tests/forms): the
        // validators' fields come from `node ace routes:manifest`, the forms render as above.
        plugins: [react()],
        test: {
          name: 'forms',
          include: ['tests/forms/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          testTimeout: 20_000,
          globalSetup: ['tests/support/codegen_global_setup.ts', 'tests/forms/global_setup.ts'],
        },
        resolve: { alias },
      },
      {
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/http/generated/**'],
          environment: 'node',
          globalSetup: ['tests/support/http_global_setup.ts'],
          setupFiles: ['tests/support/http_setup.ts'],
          // The app's own TypeScript hook, for the factories (tests/support/app.ts).
          execArgv: ['--import=@poppinss/ts-exec'],
          server: { deps: { external: [/tests\/support\/native_import\.js$/] } },
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Generated from the router: every route, hostile input, tenant isolation. They compare
        // the whole database before and after a request, so they run alone, after the others,
        // on the same stack (docs/architecture.md, "Generated route tests").
        test: {
          name: 'generated',
          include: ['tests/http/generated/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/http/generated/global_setup.ts'],
          setupFiles: ['tests/support/http_setup.ts'],
          execArgv: ['--import=@poppinss/ts-exec'],
          server: { deps: { external: [/tests\/support\/native_import\.js$/] } },
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
