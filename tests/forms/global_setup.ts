import type { TestProject } from 'vitest/node'
import { placeholderEnv } from '../../scripts/placeholder_env.ts'
import { readRoutesManifest } from '../support/routes_manifest.ts'

/** A validator's field, as `node ace routes:manifest` describes it (commands/routes_manifest.ts). */
export type ValidatorField = {
  path: string[]
  kind: string
  presence: 'required' | 'conditional' | 'optional'
}

/**
 * Every validator of the app by name (`organizations/organizations#createOrganizationValidator`)
 * with its fields, read from the real validators by `node ace routes:manifest` (the app booted
 * with placeholder settings: no database, nothing served).
 */
export default function setup(project: TestProject) {
  const { validators } = readRoutesManifest({ ...process.env, ...placeholderEnv }) as {
    validators: Record<string, ValidatorField[]>
  }
  project.provide('validators', validators)
}

declare module 'vitest' {
  export interface ProvidedContext {
    validators: Record<string, ValidatorField[]>
  }
}
