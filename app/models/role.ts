import { BaseModel, column } from '@adonisjs/lucid/orm'

export const ROLES = ['super-admin', 'org-admin'] as const
export type RoleName = (typeof ROLES)[number]

export default class Role extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: RoleName
}
