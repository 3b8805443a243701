import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'
import viteConfig from '#config/vite'

/**
 * The built assets' version, computed once at boot from Vite's manifest
 * (the package would hash the manifest again on every request). Undefined in
 * development and tests: the package answers "1" there.
 */
function assetsVersion() {
  const manifest = app.makePath(viteConfig.manifestFile!)
  if (!app.inProduction || !existsSync(manifest)) return undefined
  return createHash('md5').update(readFileSync(manifest)).digest('hex')
}

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  assetsVersion: assetsVersion(),
  ssr: { enabled: false, entrypoint: 'inertia/ssr.tsx' },
})

export default inertiaConfig
