/** The characters that could end or reopen markup inside a <script>, or a JS line, as JSON escapes. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g

/** No stored text can close the `<script>` element or open a comment; `JSON.parse` reads it back unchanged. */
export function scriptSafeJson(value: unknown) {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
}
