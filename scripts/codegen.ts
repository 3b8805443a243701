/**
 * `npm run codegen` (and the first step of `npm run typecheck`): refreshes .adonisjs/
 * — the props of every Inertia page by name, the transformers' data types, the shared
 * props and the route registry behind `urlFor` — from the code, without a database.
 * Booting the app for its route list needs the variables of start/env.ts: placeholders
 * fill the ones the environment lacks (nothing connects anywhere).
 */
import { spawnSync } from 'node:child_process'
import { placeholderEnv } from './placeholder_env.ts'

const result = spawnSync(process.execPath, ['ace', 'codegen'], {
  stdio: 'inherit',
  env: { ...placeholderEnv, ...process.env },
})
process.exit(result.status ?? 1)
