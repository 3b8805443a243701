/** Cuts `text` to `max` characters with an ellipsis (table cells: 50). */
export function truncate(text: string, max = 50) {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text
}
