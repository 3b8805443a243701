import app from '@adonisjs/core/services/app'
import { defineConfig, formatters, loaders } from '@adonisjs/i18n'

/**
 * One catalog per locale in resources/lang/{locale}/. Romanian is the
 * default; English is available from the user menu. The browser bundle
 * imports the same JSON files (inertia/lib/i18n.ts).
 */
const i18nConfig = defineConfig({
  defaultLocale: 'ro',
  supportedLocales: ['ro', 'en'],
  fallbackLocales: { en: 'ro' },
  formatter: formatters.icu(),
  loaders: [loaders.fs({ location: app.languageFilesPath() })],
})

export default i18nConfig
