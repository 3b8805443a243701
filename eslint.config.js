import { configApp } from '@adonisjs/eslint-config'

export default configApp(
  {
    ignores: ['build/**', '.adonisjs/**', 'public/assets/**', 'tmp/**', 'storage/**', 'test-results/**', 'playwright-report/**'],
  },
  {
    // Links are plain paths (no generated route registry): see docs/decisions.md.
    rules: { '@adonisjs/prefer-adonisjs-inertia-link': 'off' },
  }
)
