import type { TestProject } from 'vitest/node'
import { generatedSetup } from './global_setup.ts'

/** The fuzz's own exclusive stack: it runs beside the other files that need a database alone. */
export default function setup(project: TestProject) {
  return generatedSetup(project, 'fuzz')
}
