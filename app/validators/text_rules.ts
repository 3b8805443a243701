import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'

/**
 * Control characters in text fields (docs/decisions.md): no NUL reaches PostgreSQL, and a name,
 * an address or a slug never carries a header or a second line.
 */

/** Also what a query string loses. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

// eslint-disable-next-line no-control-regex -- control characters are what this finds
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

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

export const singleLineText = () => vine.string().use(singleLine())

export const multiLineText = () => vine.string().use(multiLine())
