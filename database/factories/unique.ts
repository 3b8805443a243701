import { randomUUID } from 'node:crypto'

/** A unique suffix, so that parallel test files never collide on names, slugs or e-mails. */
export function unique(prefix = 'x') {
  return `${prefix}-${randomUUID().slice(0, 8)}`
}
