import { parseColor } from 'react-aria-components'

/** The colour's name in the interface language ("albastru închis"), as react-aria's ColorSwatch says it. */
export function colorName(hex: string, locale: string) {
  try {
    return parseColor(hex).getColorName(locale === 'en' ? 'en-GB' : 'ro-RO')
  } catch {
    return null
  }
}
