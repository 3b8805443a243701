export type Catalog = Record<string, unknown>

/** `{ '…/lang/ro/organizations.json': {...} }` → `{ organizations: {...} }`: file name = area. */
export function catalogFromFiles(files: Record<string, unknown>): Catalog {
  return Object.fromEntries(
    Object.entries(files).map(([path, messages]) => [
      path.replace(/^.*\//, '').replace(/\.json$/, ''),
      messages,
    ])
  )
}
