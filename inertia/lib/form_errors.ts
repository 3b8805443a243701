/**
 * Server errors arrive keyed by the field's path (contact.first_name,
 * billing_info.iban, questions.0.answers.1.text): a field reads its own.
 */
export function errorAt(
  errors: Record<string, string | undefined>,
  path: string
): string | undefined {
  return errors[path]
}

/** Sets a value at a dotted path in a copy of `data` (for nested form state). */
export function setAt<T extends Record<string, any>>(data: T, path: string, value: unknown): T {
  const copy: any = structuredClone(data)
  const parts = path.split('.')
  let node = copy
  for (const part of parts.slice(0, -1)) node = node[part]
  node[parts.at(-1)!] = value
  return copy
}
