import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'

/** An impact area: a main area (no parent) or a child area of one; seeded reference data. */
export default class ImpactArea extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare parentId: number | null

  @column()
  declare name: string

  @column()
  declare slug: string

  @hasMany(() => ImpactArea, { foreignKey: 'parentId' })
  declare children: HasMany<typeof ImpactArea>
}
