/**
 * Catalog keys shown as they are: the front end writes the key itself when its text is missing
 * (`quizzes.fields.cover`). A word of the page is such a key when it is a key of the catalogs,
 * or has three parts or more under a group of keys of an area (`quizzes.fields.…`).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'

const langDir = fileURLToPath(new URL('../../../resources/lang/ro/', import.meta.url))

let known: { keys: Set<string>; groups: Set<string> } | undefined

function catalogKeys() {
  if (known) return known
  const keys = new Set<string>()
  const groups = new Set<string>()
  const walk = (node: unknown, key: string) => {
    if (node && typeof node === 'object') {
      groups.add(key)
      for (const [part, child] of Object.entries(node)) walk(child, `${key}.${part}`)
    } else {
      keys.add(key)
    }
  }
  for (const file of readdirSync(langDir).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(`${langDir}${file}`, 'utf8')), file.replace(/\.json$/, ''))
  }
  known = { keys, groups }
  return known
}

/** The catalog keys the page shows as text or as an accessible name, description or hint. */
export async function rawKeysShown(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']
    const values = [
      ...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(',')),
    ].flatMap((element) => attributes.map((name) => element.getAttribute(name) ?? ''))
    return [document.title, document.body?.innerText ?? '', ...values].join('\n')
  })
  const { keys, groups } = catalogKeys()
  const words = text.match(/\b[a-z_]+(?:\.[a-z0-9_]+)+\b/g) ?? []
  const shown = words.filter((word) => {
    const parts = word.split('.')
    return keys.has(word) || (parts.length >= 3 && groups.has(parts.slice(0, 2).join('.')))
  })
  return [...new Set(shown)]
}
