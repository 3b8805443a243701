import env from '#start/env'
import { defineConfig, services } from '@adonisjs/ally'

const clientId = env.get('GOOGLE_CLIENT_ID', '')
const clientSecret = env.get('GOOGLE_CLIENT_SECRET', '')

/** Sign in with Google is offered only when its OAuth client is configured. */
export const googleSignInEnabled = clientId !== '' && clientSecret !== ''

/**
 * Sign in with Google (docs/decisions.md, "Registration requests and Google sign-in").
 * The endpoints can point at a stand-in (the tests start one); by default Google's own.
 */
const allyConfig = defineConfig({
  google: services.google({
    clientId,
    clientSecret,
    callbackUrl: `${env.get('APP_URL')}/auth/google/callback`,
    authorizeUrl: env.get('GOOGLE_AUTHORIZE_URL'),
    accessTokenUrl: env.get('GOOGLE_TOKEN_URL'),
    userInfoUrl: env.get('GOOGLE_USERINFO_URL'),
    scopes: ['openid', 'userinfo.email', 'userinfo.profile'],
    prompt: 'select_account',
  }),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
