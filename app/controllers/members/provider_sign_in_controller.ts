import type { HttpContext } from '@adonisjs/core/http'
import {
  assertMethodEnabled,
  memberForIdentity,
  signInAnswer,
} from '#services/members/member_accounts'
import { verifyIdToken, type IdTokenProvider } from '#services/members/providers/id_token'
import { verifyFacebookToken } from '#services/members/providers/facebook'
import {
  facebookSignInValidator,
  idTokenSignInValidator,
} from '#validators/members/provider_sign_in'

/**
 * POST /api/member/sign-in/google | apple | facebook (docs/members.md, "Google, Apple,
 * Facebook"): the method must be on in /mobile-app/settings (403), the body valid (422), the
 * provider's token accepted (401; 503 when the provider is down). Nothing is written before that.
 */
export default class ProviderSignInController {
  google(ctx: HttpContext) {
    return this.withIdToken(ctx, 'google')
  }

  apple(ctx: HttpContext) {
    return this.withIdToken(ctx, 'apple')
  }

  async facebook({ request }: HttpContext) {
    await assertMethodEnabled('facebook')
    const body = await request.validateUsing(facebookSignInValidator)
    const member = await memberForIdentity(await verifyFacebookToken(body.access_token))
    return signInAnswer(member, body.device_name, 'facebook')
  }

  private async withIdToken({ request }: HttpContext, provider: IdTokenProvider) {
    await assertMethodEnabled(provider)
    const body = await request.validateUsing(idTokenSignInValidator)
    const vouched = await verifyIdToken(provider, {
      idToken: body.id_token,
      nonce: body.nonce,
      firstName: body.first_name,
      lastName: body.last_name,
    })
    return signInAnswer(await memberForIdentity(vouched), body.device_name, provider)
  }
}
