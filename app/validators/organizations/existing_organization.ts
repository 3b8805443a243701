import Organization from '#models/organization'
import { isUid } from '#shared/identifiers'

/** Any organization of the platform, since only a super-admin names one; a malformed uid is none. */
export async function existingOrganization(_db: unknown, value: string) {
  if (!isUid(value)) return false
  return !!(await Organization.query().where('uid', value).select('id').first())
}
