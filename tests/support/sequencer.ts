import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The projects whose files each need their stack's database to themselves. */
const EXCLUSIVE = ['generated', 'http-alone']

/**
 * The order of the files of a group, where two workers share the files that each need the
 * exclusive stack's database to themselves (tests/support/exclusive_setup.ts) and the others:
 * the longest exclusive file first, the other files beside it, the other exclusive files last.
 * A worker that takes an exclusive file while another holds the database waits.
 */
export class ExclusiveFilesSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => {
      if (file.moduleId.endsWith('tests/http/generated/fuzz.test.ts')) return 0
      return EXCLUSIVE.includes(file.project.name) ? 2 : 1
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
