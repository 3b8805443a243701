import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { communityRecord } from '#models/mixins/community_record'
import { linkRowsOf } from '#models/tenant_links'
import User from '#models/user'
import type { ImportOptions, ImportStatus, SkippedRow } from '#shared/contact_import'

const json = <T>(empty: T) =>
  column({
    prepare: (value: unknown) => JSON.stringify(value ?? empty),
    consume: (value: unknown) =>
      (typeof value === 'string' ? JSON.parse(value) : (value ?? empty)) as never,
  })

export default class ContactImport extends compose(BaseModel, communityRecord) {
  static table = 'imports'

  /** The list memberships the import gave contacts it did not create (they carry its id). */
  static addedMemberships(contactImport: ContactImport, client?: QueryClientContract) {
    return linkRowsOf('contact_list_members', 'import_id', contactImport, client)
  }

  @column()
  declare userId: number | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column()
  declare fileName: string

  @column()
  declare fileKey: string | null

  @json({})
  declare options: ImportOptions

  @column()
  declare status: ImportStatus

  @column()
  declare rowsTotal: number

  @column()
  declare rowsDone: number

  @column()
  declare createdCount: number

  @column()
  declare updatedCount: number

  @column()
  declare unchangedCount: number

  @column()
  declare skippedCount: number

  /** The lists the import filled; `created` marks the new list it made (undo deletes it when empty). */
  @json([])
  declare lists: { id: number; title: string; added: number; created?: boolean }[]

  @json([])
  declare skipped: SkippedRow[]

  @column()
  declare error: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare finishedAt: DateTime | null

  @column.dateTime()
  declare undoneAt: DateTime | null
}
