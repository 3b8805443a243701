import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'
import optimizeLocales from '@react-aria/optimize-locales-plugin'

export default defineConfig({
  plugins: [
    react(),
    // Only the interface languages: react-aria ships strings for 30+ locales.
    { ...optimizeLocales.vite({ locales: ['ro-RO', 'en-US'] }), enforce: 'pre' },
    tailwindcss(),
    adonisjs({ entryPoints: ['inertia/app.tsx'], reload: ['resources/views/**/*.edge'] }),
  ],
  cacheDir: process.env.VITE_CACHE_DIR,
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '@lang/': `${import.meta.dirname}/resources/lang/`,
      '@shared/': `${import.meta.dirname}/app/shared/`,
      '@generated/': `${import.meta.dirname}/.adonisjs/client/`,
    },
  },
})
