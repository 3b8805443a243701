import Organization from '#models/organization'
import { isUid } from '#shared/identifiers'

/**
 * Lucid's `exists()` check for the uid of an existing organization (the community modal's hidden
 * organization_id, the organization of a user created by a super-admin): any organization of
 * the platform, since only a super-admin names one. A malformed uid is none (never a database
 * error). Its own module: the user and community validators both use it.
 */
export async function existingOrganization(_db: unknown, value: string) {
  if (!isUid(value)) return false
  return !!(await Organization.query().where('uid', value).select('id').first())
}
