import type { HttpContext } from '@adonisjs/core/http'
import { FreshConfirmation } from '#services/confirmation/fresh_confirmation'
import { TwoFactorService } from '#services/two_factor/two_factor_service'
import { twoFactorConfirmValidator } from '#validators/two_factor/two_factor'

/** The confirmation dialog's two calls (JSON): is the session's confirmation fresh; confirm. */
export default class ConfirmationController {
  /** `{ fresh, until, twoFactor }`: whether an action may go on, and what the dialog asks. */
  async show({ auth, session, response }: HttpContext) {
    const user = auth.use('web').user!
    const until = FreshConfirmation.until(session)
    return response.ok({
      fresh: until !== null,
      until: until?.toISOString() ?? null,
      twoFactor: TwoFactorService.isEnabled(user),
    })
  }

  /**
   * `password` or `code` (TOTP or recovery code): 200 with until when; a wrong one: 422 under
   * its field, counted in the second step's rate limit (docs/security.md, "Confirming").
   */
  async store(ctx: HttpContext) {
    const user = ctx.auth.use('web').user!
    const given = await ctx.request.validateUsing(twoFactorConfirmValidator)
    await FreshConfirmation.confirm(ctx, user, given)
    return ctx.response.ok({
      fresh: true,
      until: FreshConfirmation.until(ctx.session)?.toISOString(),
    })
  }
}
