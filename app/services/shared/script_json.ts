/** The characters that could end or reopen markup inside a <script>, or a JS line, as JSON escapes. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g

/**
 * A value as JSON that can sit inside `<script type="application/json">`: no stored text can
 * close the element or open a comment (`</script>`, `<!--`), so the page around it parses as
 * written. `JSON.parse` reads it back unchanged.
 */
export function scriptSafeJson(value: unknown) {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
}
