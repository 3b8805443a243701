/**
 * Every rule of every validator (elements of lists and blocks included)
 * has its message in both catalogs (resources/lang/{ro,en}/validator.json), and a message
 * that names its field has a label for it, never the field's key or an index ("The 0 field
 * must be positive"). The validators and their rules come from the app itself (`node ace
 * routes:manifest`); the messages are looked up as the i18n messages provider does: the
 * field's own (`selectedLists.*.recordId`), else the rule's.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { manifest } from './route_manifest.ts'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const LANGUAGES = ['ro', 'en'] as const

interface Catalog {
  messages: Record<string, string>
  fields: Record<string, string>
}

const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(`${root}resources/lang/${language}/validator.json`, 'utf8'))
      .shared as Catalog,
  ])
) as Record<(typeof LANGUAGES)[number], Catalog>

/** VineJS transforms: they change a value, never report. */
const TRANSFORMS = new Set([
  'trim',
  'toLowerCase',
  'toUpperCase',
  'toCamelCase',
  'escape',
  'normalizeEmail',
  'normalizeUrl',
])

/** The name an error is reported under, from a compiled rule's name. */
function reportedAs(rule: string) {
  if (TRANSFORMS.has(rule)) return null
  // requiredWhen, requiredIfExists…: a missing value, reported as `required`.
  if (rule.startsWith('required')) return 'required'
  if (rule === 'enumList') return 'enum'
  return rule
}

test('every rule of every validator has a message in Romanian and English, with a label for its field', () => {
  expect(Object.keys(manifest.rules).length).toBeGreaterThan(20)
  const problems = new Set<string>()
  for (const [validator, fields] of Object.entries(manifest.rules)) {
    for (const field of fields) {
      const path = field.path.join('.')
      const name = field.path.at(-1)!
      for (const rule of field.rules.map(reportedAs)) {
        if (!rule) continue
        for (const language of LANGUAGES) {
          const { messages, fields: labels } = catalogs[language]
          const message = messages[`${path}.${rule}`] ?? messages[rule]
          if (message === undefined) {
            problems.add(`${language}: no message for ${path}.${rule} (${validator})`)
          } else if (message.includes('{field}') && !Object.hasOwn(labels, name)) {
            problems.add(
              `${language}: "${message}" for ${path}.${rule} (${validator}) names its field, ` +
                `which has no label (fields.${name}); give ${path}.${rule} its own message`
            )
          }
        }
      }
    }
  }
  expect([...problems], [...problems].join('\n')).toEqual([])
})

test('every rule a validator reports by name has its message in Romanian and English', () => {
  // `field.report(message, 'rule', field)` in app/validators: the custom rules' names.
  const folder = `${root}app/validators`
  const names = new Set<string>()
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue
    const source = readFileSync(`${folder}/${file}`, 'utf8')
    for (const match of source.matchAll(/\.report\([^;]*?,\s*'([^'$]+)',\s*field/g)) {
      names.add(match[1])
    }
  }
  expect(names.size).toBeGreaterThan(10)
  const problems: string[] = []
  for (const name of names) {
    for (const language of LANGUAGES) {
      const keys = Object.keys(catalogs[language].messages)
      if (!keys.some((key) => key === name || key.endsWith(`.${name}`))) {
        problems.push(`${language}: no message for the rule ${name}`)
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([])
})
