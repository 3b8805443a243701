import type { HttpContext } from '@adonisjs/core/http'
import Contact from '#models/contact'
import ContactList from '#models/contact_list'
import { listQuery, orderByLowerCase } from '#services/shared/list_query'
import {
  CONTACT_LIST_OPTIONS,
  ContactService,
  contactOptions,
  screenContacts,
} from '#services/contacts/contact_service'
import { contactOptionsValidator, contactValidator } from '#validators/contacts/contact'
import ContactTransformer from '#transformers/contacts/contact_transformer'

export default class ContactsController {
  async index({ inertia, request, tenant }: HttpContext) {
    // Side by side, one round trip: the page (its badge counts every contact,
    // whatever the search) and the lists the bulk actions offer (plain rows).
    const [list, lists] = await Promise.all([
      listQuery(request, screenContacts(tenant), {
        ...CONTACT_LIST_OPTIONS,
        columns: ContactTransformer.rowFields,
        unfilteredTotal: true,
      }),
      orderByLowerCase(ContactList.forTenant(tenant).select('uid', 'title'), 'title')
        .orderBy('id')
        .pojo<{ uid: string; title: string }>(),
    ])
    return inertia.render('contacts/index', {
      contacts: ContactTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: list.state,
      total: list.unfilteredTotal,
      lists,
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
    await contact.delete()
    session.flash('success', i18n.t('contacts.deleted', { name: contact.fullName }))
    return response.redirect().withQs().back()
  }

  private async find(tenant: HttpContext['tenant'], uid: unknown, i18n: HttpContext['i18n']) {
    const contact = await Contact.findForTenantOr404(tenant, uid, i18n.t('errors.not_found'))
    return contact
  }
}
