/**
 * `npm run codegen` (and the first step of `npm run typecheck`): refreshes .adonisjs/
 * — the props of every Inertia page by name, the transformers' data types, the shared
 * props and the route registry behind `urlFor` — from the code, without a database.
 * Booting the app for its route list needs the variables of start/env.ts: placeholders
 * fill the ones the environment lacks (nothing connects anywhere).
 */
import { spawnSync } from 'node:child_process'

const placeholders: Record<string, string> = {
  NODE_ENV: 'development',
  PORT: '3333',
  HOST: 'localhost',
  APP_URL: 'http://localhost:3333',
  APP_KEY: 'codegen-placeholder-key-not-used-for-anything',
  LOG_LEVEL: 'warn',
  DATABASE_URL: 'postgres://codegen@localhost:1/codegen',
  SESSION_DRIVER: 'memory',
}

const result = spawnSync(process.execPath, ['ace', 'codegen'], {
  stdio: 'inherit',
  env: { ...placeholders, ...process.env },
})
process.exit(result.status ?? 1)
