import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

const alias = {
  '~/': `${import.meta.dirname}/inertia/`,
  '@lang/': `${import.meta.dirname}/resources/lang/`,
  '@shared/': `${import.meta.dirname}/app/shared/`,
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
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
        },
        resolve: { alias },
      },
      {
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
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
    ],
  },
})
