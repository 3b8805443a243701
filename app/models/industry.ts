import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import Niche from '#models/niche'

/** An industry (also a community's activity domain); seeded reference data. */
export default class Industry extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare slug: string

  @hasMany(() => Niche)
  declare niches: HasMany<typeof Niche>
}
