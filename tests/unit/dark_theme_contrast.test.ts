/**
 * Brand-coloured text (links, the current tab, the error code) stays readable on the dark theme's
 * cards: every class list of inertia/ that colours text with a brand shade also says which colour
 * it takes in the dark theme, and that colour reaches 4.5:1 (WCAG AA for normal text) against a
 * card's background.
 */
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { typeScriptFiles } from '../support/source_files.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** A dark card's background: Tailwind's gray-800 (`dark:bg-gray-800`, components/ui/card.tsx). */
const DARK_CARD = '#1e2939'

/** The text colours of the dark theme: the brand shades of app.css, and Tailwind's light greys. */
function palette(): Record<string, string> {
  const css = readFileSync(join(root, 'inertia/css/app.css'), 'utf8')
  const brand = [...css.matchAll(/--color-(brand-\d+):\s*(#[0-9a-f]{6})/gi)].map(
    ([, name, hex]) => [name, hex]
  )
  return { 'white': '#ffffff', 'gray-100': '#f3f4f6', ...Object.fromEntries(brand) }
}

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/**
 * Each brand text class outside the dark theme (`text-brand-600`, `hover:text-brand-600`) with
 * the colour its class list gives it in the dark theme (`dark:text-brand-400`), or null.
 */
function brandTexts() {
  return typeScriptFiles(join(root, 'inertia')).flatMap((path) => {
    const file = relative(root, path)
    return [...readFileSync(path, 'utf8').matchAll(/(['"`])([^'"`\n]*)\1/g)].flatMap(
      ([, , classes]) => {
        const tokens = classes.split(/\s+/)
        return tokens
          .map((token) => /^((?:[^\s:]+:)*)text-(brand-\d+)$/.exec(token))
          .filter((match) => match !== null && !match[1].split(':').includes('dark'))
          .map((match) => {
            const [token, variants] = match!
            const dark = tokens
              .map((other) =>
                new RegExp(`^dark:${variants.replace(/[[\]&]/g, '\\$&')}text-([\\w-]+)$`).exec(
                  other
                )
              )
              .find((found) => found !== null)
            return { file, token, dark: dark ? dark[1] : null }
          })
      }
    )
  })
}

describe('brand-coloured text in the dark theme', () => {
  test('the scan finds the brand links of the pages', () => {
    expect(brandTexts()).toContainEqual({
      file: 'inertia/pages/segments/index.tsx',
      token: 'text-brand-600',
      dark: expect.anything(),
    })
  })

  test('the brand shades used in the light theme are too dark for a dark card', () => {
    const colours = palette()
    expect(contrast(colours['brand-600'], DARK_CARD)).toBeLessThan(4.5)
    expect(contrast(colours['brand-500'], DARK_CARD)).toBeLessThan(4.5)
  })

  test('every brand text sets a dark-theme colour that reaches 4.5:1 on a dark card', () => {
    const colours = palette()
    const unreadable = brandTexts()
      .filter(
        ({ dark }) =>
          dark === null || !(dark in colours) || contrast(colours[dark], DARK_CARD) < 4.5
      )
      .map(({ file, token, dark }) => `${file}: ${token} → ${dark ? `dark:${dark}` : 'nothing'}`)
    expect(unreadable).toEqual([])
  })
})
