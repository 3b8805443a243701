import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn, type Branding } from '#models/json_column'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

export const AUTH_MODULES = ['google', 'facebook', 'apple', 'email'] as const
export type AuthModules = Record<(typeof AUTH_MODULES)[number], boolean>

/** The companion mobile app's settings: one row, id 1; every change is a "settings changed" entry. */
export default class MobileSetting extends compose(
  BaseModel,
  withAuditTrail('mobile_settings', {
    label: () => null,
    owner: () => ({}),
    name: () => 'settings_change',
  })
) {
  @column({ isPrimary: true })
  declare id: number

  @jsonColumn()
  declare authModules: Partial<AuthModules>

  @jsonColumn()
  declare branding: Pick<Branding, 'primary_color' | 'secondary_color'>

  @column()
  declare signInHeader: string | null

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /** The one row, or its defaults unsaved until a super-admin saves them: a read writes nothing. */
  static async current() {
    return (
      (await MobileSetting.find(1)) ??
      new MobileSetting().merge({ id: 1, authModules: {}, branding: {} })
    )
  }
}
