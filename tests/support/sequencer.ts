import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The order of the files after the HTTP tests, where two workers share the files that each need
 * the stack's database to themselves (tests/support/exclusive_setup.ts) and those that need none:
 * the longest exclusive file first, the files without a database beside it, the other exclusive
 * files last. A worker that takes an exclusive file while another holds the database waits.
 */
export class ExclusiveFilesSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => {
      const path = file.moduleId
      if (path.endsWith('tests/http/generated/fuzz.test.ts')) return 0
      if (['components', 'forms', 'unit'].includes(file.project.name)) return 1
      return 2
    }
    return sorted
      .map((file, index) => ({ file, index }))
      .sort(
        (a, b) =>
          a.file.project.config.sequence.groupOrder - b.file.project.config.sequence.groupOrder ||
          rank(a.file) - rank(b.file) ||
          a.index - b.index
      )
      .map(({ file }) => file)
  }
}
