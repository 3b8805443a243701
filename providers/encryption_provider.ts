import { configProvider } from '@adonisjs/core'
import { RuntimeException } from '@adonisjs/core/exceptions'
import type { ApplicationService, EncryptionService, EncryptorsList } from '@adonisjs/core/types'
import { KeyedEncryptionManager } from '#services/shared/keyed_encryption'

/**
 * Rebinds the container's `encryption` manager (registered by the core's app provider, which
 * runs first) so that it builds the keyed Encryption of app/services/shared/keyed_encryption.ts.
 * The core's `Encryption` binding, which the HTTP server, its cookies and signed URLs use,
 * resolves through this manager.
 */
export default class EncryptionProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton('encryption', async () => {
      const config = await configProvider.resolve<{
        default?: keyof EncryptorsList
        list: EncryptorsList
      }>(this.app, this.app.config.get('encryption'))
      if (!config) {
        throw new RuntimeException(
          'Invalid "config/encryption.ts" file. Make sure you are using the "defineConfig" method'
        )
      }
      // The core's EncryptionService is this manager's base class over the same list.
      return new KeyedEncryptionManager(config) as EncryptionService
    })
  }
}
