/**
 * A list selects only the columns its rows' transformer variant reads (listQuery's `columns`,
 * from the transformer's `<variant>Fields`, e.g. `rowFields` for `toRow`). A variant that
 * reads an attribute missing from its fields would show an empty cell: this finds every
 * `…Fields` list of app/transformers by itself and checks that its variant reads nothing else.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { inject, describe, expect, test } from 'vitest'
import { DateTime } from 'luxon'
import { bootTestApp } from '../support/app.ts'
import { nativeImport } from '../support/native_import.js'

const root = new URL('../../app/transformers/', import.meta.url)
// The transformers that declare a fields list (the others may need services the test app
// does not boot).
const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('_transformer.ts'))
  .filter((file) => /static readonly \w+Fields = /.test(readFileSync(new URL(file, root), 'utf8')))
  .map((file) => file.replace(/\.ts$/, ''))

/** The model a transformer transforms: its `BaseTransformer<Model>`, imported from #models/…. */
function modelOf(file: string) {
  const source = readFileSync(new URL(`${file}.ts`, root), 'utf8')
  const name = /extends BaseTransformer<(\w+)>/.exec(source)?.[1]
  const path =
    name && new RegExp(`import (?:type )?${name} from '#models/(\\w+)'`).exec(source)?.[1]
  if (!path) throw new Error(`${file}: no BaseTransformer<Model> imported from #models`)
  return path
}

/** `rowFields` → `toRow`, `listRowFields` → `toListRow`, `objectFields` → `toObject`. */
const variantOf = (fields: string) =>
  `to${fields[0].toUpperCase()}${fields.slice(1, -'Fields'.length)}`

interface ColumnDefinition {
  meta?: { type?: string }
}
interface ModelClass {
  new (): Record<string, unknown>
  name: string
  $columnsDefinitions: Map<string, ColumnDefinition>
}

/**
 * A model with every column set (`filled`: dates as dates, the rest as 1; else every column
 * null, so that the other side of `x ?? …` and `x === null && …` runs too), seen through a
 * proxy that notes which column attributes are read.
 */
function recordingInstance(Model: ModelClass, filled: boolean, read: Set<string>) {
  const instance = new Model()
  for (const [attribute, column] of Model.$columnsDefinitions) {
    const type = column.meta?.type
    const value = type === 'datetime' || type === 'date' ? DateTime.now() : 1
    instance[attribute] = filled ? value : null
  }
  return new Proxy(instance, {
    get(target, key, receiver) {
      if (typeof key === 'string' && Model.$columnsDefinitions.has(key)) read.add(key)
      return Reflect.get(target, key, receiver)
    },
  })
}

/** The column attributes `variant` reads, with the columns filled and with them null. */
function attributesRead(Transformer: any, Model: ModelClass, variant: string) {
  const read = new Set<string>()
  new Transformer(recordingInstance(Model, true, read))[variant]()
  try {
    new Transformer(recordingInstance(Model, false, read))[variant]()
  } catch {
    // A column the variant needs set (createdAt.toISO()): what it read before is noted.
  }
  return read
}

describe('list rows read only the columns their list selects', () => {
  test('every transformer variant with a fields list reads only those fields', async () => {
    await bootTestApp(inject('databaseUrl'))
    const checked: string[] = []
    for (const file of files) {
      const { default: Transformer } = await nativeImport(`#transformers/${file}`)
      const lists = Object.keys(Transformer).filter((key) => key.endsWith('Fields'))
      if (!lists.length) continue
      const modelFile = modelOf(file)
      const { default: Model } = await nativeImport<{ default: ModelClass }>(`#models/${modelFile}`)
      for (const list of lists) {
        const fields: readonly string[] = Transformer[list]
        const variant = variantOf(list)
        expect(typeof Transformer.prototype[variant], `${file}.${variant}`).toBe('function')
        const read = attributesRead(Transformer, Model, variant)
        const missing = [...read].filter((attribute) => !fields.includes(attribute))
        expect(missing, `${file}.${variant} reads attributes not in ${list}`).toEqual([])
        checked.push(`${Model.name}.${variant}`)
      }
    }
    // The lists of the screens: if one loses its fields list, this says so.
    expect(checked).toEqual(
      expect.arrayContaining([
        'Organization.toCard',
        'User.toListRow',
        'Contact.toRow',
        'ContactList.toRow',
        'Company.toRow',
        'Product.toRow',
        'Segment.toRow',
        'Community.toRow',
        'Community.toCard',
        'Invitation.toObject',
        'MailboxMessage.toRow',
      ])
    )
  })
})
