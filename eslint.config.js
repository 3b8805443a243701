import { configApp } from '@adonisjs/eslint-config'

export default configApp(
  {
    ignores: ['build/**', '.adonisjs/**', 'public/assets/**', 'tmp/**', 'storage/**', 'test-results/**', 'playwright-report/**'],
  },
  {
    // Links come from urlFor (inertia/client.ts, typed route names) on Inertia's own Link.
    rules: { '@adonisjs/prefer-adonisjs-inertia-link': 'off' },
  }
)
