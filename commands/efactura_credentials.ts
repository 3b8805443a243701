import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace efactura:credentials <organization-slug>`: sets an organization's ANAF OAuth
 * credentials (client id, client secret, refresh token: asked for, never on the command line),
 * checked at ANAF's token endpoint and stored encrypted only if ANAF takes them (the form's
 * check, AnafTokens.verifyAndSave); `--remove` deletes them. docs/efactura.md, "Credentials".
 */
export default class EfacturaCredentials extends BaseCommand {
  static commandName = 'efactura:credentials'
  static description = "Set (or --remove) an organization's ANAF e-Factura OAuth credentials"
  static options: CommandOptions = { startApp: true }

  @args.string({ description: "The organization's slug" })
  declare organization: string

  @flags.boolean({ description: 'Delete the credentials: nothing is sent any more' })
  declare remove: boolean

  async run() {
    const { default: Organization } = await import('#models/organization')
    const { AnafTokens, credentialsRefusal } = await import('#services/efactura/anaf_tokens')
    // An operator's command, not a tenant's request: the organization found by its unique slug.
    const organization = await Organization.query().where('slug', this.organization).first()
    if (!organization) {
      this.logger.error(`No organization "${this.organization}"`)
      this.exitCode = 1
      return
    }
    if (this.remove) {
      await AnafTokens.remove(organization.id)
      this.logger.info(`ANAF credentials of ${organization.name} removed`)
      return
    }
    const clientId = await this.prompt.ask('Client ID')
    const clientSecret = await this.prompt.secure('Client secret')
    const refreshToken = await this.prompt.secure('Refresh token')
    try {
      await AnafTokens.verifyAndSave(organization.id, { clientId, clientSecret, refreshToken })
    } catch (error) {
      const refusal = credentialsRefusal(error)
      if (!refusal) throw error
      this.logger.error(
        refusal.reason === 'refused'
          ? `ANAF's token endpoint refused them (${refusal.code}): nothing saved`
          : `ANAF could not be reached (${refusal.code}): nothing saved, try again later`
      )
      this.exitCode = 1
      return
    }
    this.logger.info(`ANAF credentials of ${organization.name} checked with ANAF and saved`)
  }
}
