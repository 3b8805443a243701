import type { HttpContext } from '@adonisjs/core/http'
import ContactList from '#models/contact_list'
import { ContactService } from '#services/contacts/contact_service'
import { bulkContactsValidator, bulkListValidator } from '#validators/contacts/contact'

/** All the uids must be the community's contacts: 404 otherwise, nothing changed. */
export default class ContactBulkController {
  async destroy({ request, response, session, tenant, i18n }: HttpContext) {
    const { uids } = await request.validateUsing(bulkContactsValidator)
    const ids = await ContactService.idsOr404(tenant, uids, i18n)
    await ContactService.deleteMany(tenant, ids)
    session.flash('success', i18n.t('contacts.bulk.deleted', { count: ids.length }))
    return response.redirect().withQs().back()
  }

  addToList(ctx: HttpContext) {
    return this.listAction(ctx, 'added', ContactService.addToList)
  }

  removeFromList(ctx: HttpContext) {
    return this.listAction(ctx, 'removed', ContactService.removeFromList)
  }

  private async listAction(
    { request, response, session, tenant, i18n }: HttpContext,
    done: 'added' | 'removed',
    action: (tenant: HttpContext['tenant'], list: ContactList, ids: number[]) => Promise<void>
  ) {
    const { uids, list: listUid } = await request.validateUsing(bulkListValidator)
    const list = await ContactList.findForTenantOr404(tenant, listUid, i18n.t('errors.not_found'))
    const ids = await ContactService.idsOr404(tenant, uids, i18n)
    await action(tenant, list, ids)
    session.flash(
      'success',
      i18n.t(`contacts.bulk.${done}`, { count: ids.length, list: list.title })
    )
    return response.redirect().withQs().back()
  }
}
