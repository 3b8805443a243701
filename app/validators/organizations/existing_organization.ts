import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import { isUid } from '#shared/identifiers'

/**
 * The uid of an existing organization (the community modal's hidden
 * organization_id, the organization of a user created by a super-admin).
 * Its own module: the user and community validators both use it.
 */
export const existingOrganization = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (!field.isValid || typeof value !== 'string') return
    const found = isUid(value) ? await db.from('organizations').where('uid', value).first() : null
    if (!found) field.report('The organization does not exist', 'organization_exists', field)
  }
)
