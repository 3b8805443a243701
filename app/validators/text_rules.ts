import vine, { VineString } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'

/**
 * Control characters in text fields (docs/decisions.md, "Hostile input").
 *
 * Every `vine.string()` is single-line: it refuses the C0 and C1 control
 * characters (NUL, CR, LF, tab, escape…), DEL and the Unicode line and
 * paragraph separators, before any other rule runs. A field shown as a text
 * area says `.multiLine()`: line breaks (CR, LF) and tabs are kept, the
 * other control characters are still refused. So no NUL ever reaches
 * PostgreSQL through a validator, and a name, an e-mail address or a slug
 * can never carry a header or a second line.
 */

/** What a single-line field refuses (and what a query string loses). */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/** What a multi-line field refuses: the same, except CR, LF and tab. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/** A rule named `name` (its message key) that refuses what `forbidden` finds. */
function refusing(name: 'singleLine' | 'multiLine', forbidden: RegExp, message: string) {
  return vine.createRule(
    (value: unknown, _: undefined, field: FieldContext) => {
      if (typeof value === 'string' && forbidden.test(value)) field.report(message, name, field)
    },
    { name }
  )
}

export const singleLine = refusing(
  'singleLine',
  SINGLE_LINE_FORBIDDEN,
  'The {{ field }} field must be a single line without control characters'
)

export const multiLine = refusing(
  'multiLine',
  MULTI_LINE_FORBIDDEN,
  'The {{ field }} field contains control characters that are not allowed'
)

declare module '@vinejs/vine' {
  interface VineString {
    /** A text area: keeps line breaks and tabs, still refuses other control characters. */
    multiLine(): this
  }
}

let installed = false

/**
 * Makes every `vine.string()` single-line and adds `.multiLine()`. Run once
 * at boot (start/validator.ts), before any validator is built.
 */
export function installTextRules() {
  if (installed) return
  installed = true
  const singleLineRule = singleLine().rule
  VineString.macro('multiLine', function (this: VineString) {
    const validations = (this as unknown as { validations: { rule: unknown }[] }).validations
    const index = validations.findIndex((validation) => validation.rule === singleLineRule)
    if (index === -1) return this.use(multiLine())
    validations[index] = multiLine()
    return this
  })
  const plainString = vine.string.bind(vine)
  vine.string = () => plainString().use(singleLine())
}
