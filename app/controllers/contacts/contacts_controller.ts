import type { HttpContext } from '@adonisjs/core/http'
import Contact from '#models/contact'
import ContactList from '#models/contact_list'
import { orderByLowerCase } from '#services/shared/list_query'
import {
  ContactService,
  contactCounts,
  contactOptions,
  contactsPage,
} from '#services/contacts/contact_service'
import { contactOptionsValidator, contactValidator } from '#validators/contacts/contact'
import ContactTransformer from '#transformers/contacts/contact_transformer'

export default class ContactsController {
  async index({ inertia, request, tenant }: HttpContext) {
    // The rows first; the counts (a million rows take a while) come in a request of their own.
    let page: ReturnType<typeof contactsPage> | undefined
    const read = () => (page ??= contactsPage(request, tenant, ContactTransformer.rowFields))
    return inertia.render('contacts/index', {
      contacts: () =>
        read().then(({ rows }) => ContactTransformer.transform(rows).useVariant('toRow')),
      meta: () => read().then(({ meta }) => meta),
      state: () => read().then(({ state }) => state),
      counts: inertia.defer(() => contactCounts(request, tenant)),
      lists: () =>
        orderByLowerCase(ContactList.forTenant(tenant).select('uid', 'title'), 'title')
          .orderBy('id')
          .pojo<{ uid: string; title: string }>(),
    })
  }

  async options({ request, response, tenant }: HttpContext) {
    const { q } = await request.validateUsing(contactOptionsValidator)
    return response.json(await contactOptions(tenant, q ?? ''))
  }

  async store({ request, response, session, tenant, i18n }: HttpContext) {
    const data = await request.validateUsing(contactValidator, {
      meta: { communityId: tenant.communityId },
    })
    const contact = await ContactService.save(new Contact(), tenant.communityId, data, i18n)
    session.flash('success', i18n.t('contacts.created', { name: contact.fullName }))
    return response.redirect().withQs().back()
  }

  async update({ request, response, session, tenant, params, i18n }: HttpContext) {
    const contact = await this.find(tenant, params.uid, i18n)
    const data = await request.validateUsing(contactValidator, {
      meta: { communityId: tenant.communityId, contactId: contact.id },
    })
    await ContactService.save(contact, tenant.communityId, data, i18n)
    session.flash('success', i18n.t('contacts.updated', { name: contact.fullName }))
    return response.redirect().withQs().back()
  }

  async destroy({ response, session, tenant, params, i18n }: HttpContext) {
    const contact = await this.find(tenant, params.uid, i18n)
    await ContactService.destroy(contact)
    session.flash('success', i18n.t('contacts.deleted', { name: contact.fullName }))
    return response.redirect().withQs().back()
  }

  private async find(tenant: HttpContext['tenant'], uid: unknown, i18n: HttpContext['i18n']) {
    const contact = await Contact.findForTenantOr404(tenant, uid, i18n.t('errors.not_found'))
    return contact
  }
}
