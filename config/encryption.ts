import env from '#start/env'
import { defineConfig } from '@adonisjs/core/encryption'
import { keyedAes256gcm } from '#services/shared/keyed_encryption'

const encryptionConfig = defineConfig({
  default: 'gcm',
  list: {
    // The package's aes256gcm, with its keys imported once (keyed_encryption.ts).
    gcm: keyedAes256gcm({ keys: [env.get('APP_KEY').release()], id: 'gcm' }),
  },
})

export default encryptionConfig

declare module '@adonisjs/core/types' {
  export interface EncryptorsList extends InferEncryptors<typeof encryptionConfig> {}
}
