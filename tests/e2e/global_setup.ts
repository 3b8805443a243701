import { startStack } from '../support/stack.ts'
import { e2eSettings } from './support/settings.ts'

export default async function globalSetup() {
  const settings = e2eSettings()
  const stack = await startStack(settings.name, settings.port, settings.pgPort)
  process.env.E2E_DATABASE_URL = stack.databaseUrl
  // Warm up Vite's dev server so the first test does not pay for it.
  await fetch(`${stack.baseUrl}/inertia/app.tsx`).catch(() => {})
  return () => stack.stop()
}
