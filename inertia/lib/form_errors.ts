/**
 * Server errors arrive keyed by the field's path (contact.first_name,
 * billing_info.iban, questions.0.answers.1.text): a field reads its own.
 */
export function errorAt(
  errors: Record<string, string | string[] | undefined>,
  path: string
): string | undefined {
  const error = errors[path]
  return Array.isArray(error) ? error[0] : error
}

/** The error of a list field or, failing that, the first of its elements' (`ids`, `ids.2`). */
export function errorOfList(
  errors: Record<string, string | string[] | undefined>,
  path: string
): string | undefined {
  const own = errorAt(errors, path)
  if (own) return own
  const element = Object.keys(errors).find((key) => key.startsWith(`${path}.`))
  return element ? errorAt(errors, element) : undefined
}

/** The value at a dotted path (questions.0.answers.1.text), or undefined. */
export function valueAt(data: unknown, path: string): unknown {
  let node = data
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/**
 * The errors that spoke of a value since changed: `questions` once a question is added,
 * `questions.0.answers` once that question's answers change. Cleared on change, they do
 * not wait for the next save.
 */
export function staleErrors(errors: object, before: unknown, after: unknown): string[] {
  return Object.keys(errors).filter(
    (path) => JSON.stringify(valueAt(before, path)) !== JSON.stringify(valueAt(after, path))
  )
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

/** What bindField needs of an Inertia useForm() result. */
export interface FormLike<Data> {
  data: Data
  errors: object
  setData: (update: (data: Data) => Data) => void
  clearErrors?: (...fields: any[]) => void
}

/**
 * The props of a text control for one (possibly nested) field of an Inertia
 * form: its name, what the user typed (kept after a failed submit, since it
 * lives in the form), the setter and the server's error for that path. The
 * error goes as soon as the user changes the value: it spoke of the old one.
 *
 *   <TextField label="IBAN" {...bindField(form, 'billing_info.iban')} />
 */
export function bindField<Data extends Record<string, any>>(form: FormLike<Data>, path: string) {
  const value = valueAt(form.data, path)
  return {
    name: path,
    value: value === null || value === undefined ? '' : String(value),
    onChange: (next: string) => {
      form.setData((data) => setAt(data, path, next))
      if (errorAt(form.errors as Record<string, string | undefined>, path)) {
        form.clearErrors?.(path)
      }
    },
    error: errorAt(form.errors as Record<string, string | undefined>, path),
  }
}
