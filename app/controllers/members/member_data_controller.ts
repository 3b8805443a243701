import type { HttpContext } from '@adonisjs/core/http'
import { memberDataExport } from '#services/members/member_data'
import { MemberDataService } from '#services/members/member_data_service'

/**
 * The member's data (docs/members.md, "The member's data"): GET /api/member/data (everything the
 * platform holds about them, as JSON) and DELETE /api/member/me (the erasure, which says what it
 * erased and what the law keeps).
 */
export default class MemberDataController {
  async show(ctx: HttpContext) {
    const member = ctx.auth.use('member').getUserOrFail()
    return ctx.response
      .header('content-disposition', 'attachment; filename="datele-mele.json"')
      .json({ data: await memberDataExport(member) })
  }

  async destroy(ctx: HttpContext) {
    const { i18n, response } = ctx
    const member = ctx.auth.use('member').getUserOrFail()
    const outcome = await MemberDataService.erase(member)
    const t = (key: string, data?: Record<string, unknown>) =>
      i18n.t(`member_events.erasure.${key}`, data)
    const kept = [{ what: 'account_row', why: t('kept.account_row') }]
    if (outcome.invoicesKept) {
      kept.push({ what: 'invoices', why: t('kept.invoices', { count: outcome.invoicesKept }) })
    }
    if (outcome.bidsKept) kept.push({ what: 'bids', why: t('kept.bids') })
    return response.json({
      data: {
        erased_at: outcome.erasedAt.toISO(),
        erased: (['account', 'identities', 'devices', 'contacts', 'registrations'] as const).map(
          (what) => ({ what, message: t(`erased.${what}`) })
        ),
        kept: kept.map(({ what, why }) => ({ what, message: why })),
        counts: {
          contacts: outcome.contacts,
          registrations: outcome.registrations,
          invoices_kept: outcome.invoicesKept,
          bids_kept: outcome.bidsKept,
        },
      },
    })
  }
}
