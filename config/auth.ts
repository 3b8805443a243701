import { defineConfig } from '@adonisjs/auth'
import { SignedInUserProvider, signedInSessionGuard } from '#services/auth/signed_in_user_provider'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: signedInSessionGuard({
      useRememberMeTokens: true,
      rememberMeTokensAge: '30 days',
      // The user with their roles, read with the session (app/services/auth/signed_in_user_provider.ts).
      provider: new SignedInUserProvider({ model: () => import('#models/user') }),
    }),
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
