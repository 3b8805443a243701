/** No imports: the browser reads it too. */

/** "data_nașterii" → "Data Nașterii": underscores to spaces, words capitalised; the contact form's label and the exports' header. */
export function labelFromKey(key: string) {
  return key
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('ro') + word.slice(1))
    .join(' ')
}
