import type { HttpContext } from '@adonisjs/core/http'
import Contact from '#models/contact'
import MemberPolicy from '#policies/member_policy'
import { NotFoundException } from '#exceptions/http_errors'
import { contactMemberPanel, membershipOf } from '#services/members/contact_member_panel'
import { CommunityMemberService } from '#services/members/community_member_service'
import { contactGdprPanel } from '#services/gdpr/contact_data'
import { orgToday } from '#services/shared/org_time'
import ContactTransformer from '#transformers/contacts/contact_transformer'
import { timelineOf } from '#services/audit/audit_log'

type Action = 'endSessions' | 'block' | 'unblock'

/**
 * /contacts/{uid}: the contact's page and, when the contact is a member of the community, the
 * "Membru" panel and its actions (end every session, block, unblock). Another community's
 * contact, or a contact who is not a member, is a 404.
 */
export default class ContactMembersController {
  private contact({ tenant, params, i18n }: HttpContext) {
    return Contact.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  async show(ctx: HttpContext) {
    const contact = await this.contact(ctx)
    const [member, timeline, gdpr] = await Promise.all([
      contactMemberPanel(ctx.tenant, contact.id),
      timelineOf(ctx.tenant, 'contact', contact.id),
      contactGdprPanel(ctx.tenant, contact),
    ])
    return ctx.inertia.render('contacts/show', {
      contact: ContactTransformer.transform(contact).useVariant('toRow'),
      member,
      timeline,
      // GDPR: consent history, the erasure (docs/security.md, "GDPR requests and consent").
      gdpr,
      today: orgToday(),
    })
  }

  endSessions(ctx: HttpContext) {
    return this.act(ctx, 'endSessions', async (membership, contact) => {
      const count = await CommunityMemberService.endSessions(membership.member, contact)
      return count
        ? ctx.i18n.t('contact_members.sessions_ended', { count })
        : ctx.i18n.t('contact_members.no_sessions')
    })
  }

  block(ctx: HttpContext) {
    return this.act(ctx, 'block', async (membership, contact) => {
      await CommunityMemberService.block(membership, contact, ctx.auth.use('web').user!.id)
      return ctx.i18n.t('contact_members.blocked', { name: contact.fullName })
    })
  }

  unblock(ctx: HttpContext) {
    return this.act(ctx, 'unblock', async (membership, contact) => {
      await CommunityMemberService.unblock(membership, contact)
      return ctx.i18n.t('contact_members.unblocked', { name: contact.fullName })
    })
  }

  /** The member of the contact, the policy's word on the action, then the action and its toast. */
  private async act(
    ctx: HttpContext,
    action: Action,
    run: (
      membership: NonNullable<Awaited<ReturnType<typeof membershipOf>>>,
      contact: Contact
    ) => Promise<string>
  ) {
    const { response, session, bouncer, tenant, i18n } = ctx
    const contact = await this.contact(ctx)
    const membership = await membershipOf(tenant, contact.id)
    if (!membership) throw new NotFoundException(i18n.t('errors.not_found'))
    if (await bouncer.with(MemberPolicy).denies(action, membership)) {
      session.flash('error', i18n.t(`contact_members.refused.${action}`))
      return response.redirect().withQs().back()
    }
    session.flash('success', await run(membership, contact))
    return response.redirect().withQs().back()
  }
}
