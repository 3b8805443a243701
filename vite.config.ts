import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { pageAreasPlugin } from './scripts/page_areas.ts'
import { precompiledMessages, runtimeWithoutParser } from './scripts/precompiled_messages.ts'

export default defineConfig({
  plugins: [
    react(),
    // Only the interface languages: react-aria ships strings for 30+ locales.
    { ...optimizeLocales.vite({ locales: ['ro-RO', 'en-US'] }), enforce: 'pre' },
    tailwindcss(),
    // `virtual:page-areas`: the catalog areas each page needs (inertia/app.tsx loads only those).
    // Kept: with the whole catalog the heaviest page goes over bench:pages' budget (docs/performance.md).
    pageAreasPlugin(),
    // The catalogs' ICU messages parsed at build time, so the browser formats them without
    // intl-messageformat's parser (~/lib/translate).
    precompiledMessages(),
    adonisjs({ entryPoints: ['inertia/app.tsx'], reload: ['resources/views/**/*.edge'] }),
  ],
  cacheDir: process.env.VITE_CACHE_DIR,
  server: {
    // Nothing under tmp/ (the embedded PostgreSQL's files, uploads of the tests) or storage/ is
    // front end: watching them made the dev server handle an event per database write (a contact
    // import cost the test server more CPU than the import itself).
    watch: {
      ignored: [`${import.meta.dirname}/tmp/**`, `${import.meta.dirname}/storage/**`],
    },
    fs: {
      // The dev server serves only what the browser needs: the front end, the
      // translation catalogs and the shapes it shares with the server, and the
      // packages. Everything else of the project (source, .env, the embedded
      // database under tmp/, uploads under storage/) answers 403 or 404.
      strict: true,
      allow: ['inertia', 'resources/lang', 'app/shared', '.adonisjs/client', 'node_modules'],
      // tmp/ and storage/ of this project only (anchored: a checkout that itself lives
      // under a folder named tmp, like /tmp/ci-clone, must still serve its front end).
      deny: [
        '.env',
        '.env.*',
        '*.{crt,pem,key}',
        '**/.git/**',
        `${import.meta.dirname}/tmp/**`,
        `${import.meta.dirname}/storage/**`,
      ],
    },
  },
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '@lang/': `${import.meta.dirname}/resources/lang/`,
      '@shared/': `${import.meta.dirname}/app/shared/`,
      '@generated/': `${import.meta.dirname}/.adonisjs/client/`,
      ...runtimeWithoutParser(),
    },
  },
})
