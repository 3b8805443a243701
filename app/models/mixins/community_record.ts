import { compose } from '@adonisjs/core/helpers'
import type { BaseModel } from '@adonisjs/lucid/orm'
import { column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'

/**
 * A community's record, the model side of `tenantRecord` (database/schema_helpers.ts): `id`,
 * `uid` and `community_id`, read through the community's tenant scope.
 */
export function communityRecord<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class CommunityRecord extends compose(superclass, withUid, withTenantScope('community')) {
    @column({ isPrimary: true })
    declare id: number

    @column()
    declare communityId: number
  }
  return CommunityRecord
}
