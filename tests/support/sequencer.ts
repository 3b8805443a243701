import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The projects whose files each need the exclusive stack's database to themselves (the fuzz has
 * one of its own).
 */
const EXCLUSIVE = ['generated', 'http-alone']
/** The projects whose files use no database. */
const NO_DATABASE = ['components', 'components-own-mocks', 'forms', 'unit']
/** The longest of the exclusive files. */
const FUZZ = 'tests/http/generated/fuzz.test.ts'

/**
 * The order of the files, group by group (`sequence.groupOrder`), for two workers: a worker that
 * takes an exclusive file (tests/support/exclusive_setup.ts) while another file holds the
 * database waits. In a group: the fuzz first (the longest, on a stack of its own), then the files
 * on the shared stack with the other exclusive files spread among them, so that their chain runs
 * beside the fuzz and the other worker has files to run while an exclusive file waits or runs;
 * the files without a database, short ones, last.
 */
export class ExclusiveFilesSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const groups = new Map<number, TestSpecification[]>()
    for (const file of sorted) {
      const order = file.project.config.sequence.groupOrder
      groups.set(order, [...(groups.get(order) ?? []), file])
    }
    return [...groups.keys()].sort((a, b) => a - b).flatMap((order) => arrange(groups.get(order)!))
  }
}

function arrange(files: TestSpecification[]) {
  const fuzz = files.filter((file) => file.moduleId.endsWith(FUZZ))
  const exclusive = files.filter(
    (file) => EXCLUSIVE.includes(file.project.name) && !fuzz.includes(file)
  )
  const noDatabase = files.filter((file) => NO_DATABASE.includes(file.project.name))
  const shared = files.filter(
    (file) => !fuzz.includes(file) && !exclusive.includes(file) && !noDatabase.includes(file)
  )
  const every = Math.ceil(shared.length / Math.max(exclusive.length, 1))
  const spread = exclusive.flatMap((file, index) => [
    file,
    ...shared.slice(index * every, (index + 1) * every),
  ])
  return [...fuzz, ...spread, ...shared.slice(exclusive.length * every), ...noDatabase]
}
