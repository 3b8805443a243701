import { column } from '@adonisjs/lucid/orm'

/** Written as JSON text (node-postgres would turn arrays into PostgreSQL arrays); read back never null. */
export const jsonColumn = (options: { serializeAs?: string | null } = {}) =>
  column({
    ...options,
    prepare: (value: unknown) => JSON.stringify(value ?? {}),
    consume: (value: unknown) =>
      (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as never,
  })

export {
  BILLING_FIELDS,
  LINK_FIELDS,
  type Address,
  type BillingInfo,
  type Branding,
  type ContactBlock,
  type Links,
} from '#shared/blocks'
