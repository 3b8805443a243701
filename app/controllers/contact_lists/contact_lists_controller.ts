import type { HttpContext } from '@adonisjs/core/http'
import ContactList from '#models/contact_list'
import { columnsOf, listQuery, orderByLowerCase } from '#services/shared/list_query'
import { CONTACT_LIST_OPTIONS, listContacts } from '#services/contacts/contact_service'
import { contactListValidator } from '#validators/contact_lists/contact_list'
import ContactTransformer from '#transformers/contacts/contact_transformer'
import ContactListTransformer from '#transformers/contact_lists/contact_list_transformer'

export default class ContactListsController {
  private lists(tenant: HttpContext['tenant']) {
    return ContactList.forTenant(tenant)
      .select(...columnsOf(ContactList, ContactListTransformer.rowFields))
      .withScopes((scopes) => scopes.withContactCount())
  }

  private find({ tenant, params, i18n }: HttpContext) {
    return ContactList.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  async index({ inertia, request, tenant }: HttpContext) {
    const list = await listQuery(request, ContactList.forTenant(tenant), {
      sortable: { id: 'contact_lists.id', title: 'contact_lists.title', contacts: 'contact_count' },
      searchable: ['contact_lists.title', 'contact_lists.description'],
      textSort: ['title'],
      defaultSort: { key: 'id', direction: 'desc' },
      columns: ContactListTransformer.rowFields,
      related: (lists) => lists.withScopes((scopes) => scopes.withContactCount()),
    })
    return inertia.render('contact_lists/index', {
      lists: ContactListTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: list.state,
    })
  }

  async ajax({ response, tenant }: HttpContext) {
    const lists = await orderByLowerCase(this.lists(tenant), 'contact_lists.title').orderBy('id')
    return response.json(lists.map((row) => new ContactListTransformer(row).toRow()))
  }

  async show(ctx: HttpContext) {
    const { inertia, request, tenant } = ctx
    const contactList = await this.find(ctx)
    const list = await listQuery(request, listContacts(tenant, contactList), {
      ...CONTACT_LIST_OPTIONS,
      columns: ContactTransformer.rowFields,
    })
    const [counted] = await this.lists(tenant).where('contact_lists.id', contactList.id)
    return inertia.render('contact_lists/show', {
      list: ContactListTransformer.transform(counted).useVariant('toRow'),
      contacts: ContactTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: list.state,
    })
  }

  async store({ request, response, session, tenant, i18n }: HttpContext) {
    const data = await request.validateUsing(contactListValidator)
    const list = await ContactList.create({ ...data, communityId: tenant.communityId })
    session.flash('success', i18n.t('contact_lists.created', { title: list.title }))
    return response.redirect().withQs().back()
  }

  async update(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const list = await this.find(ctx)
    const data = await request.validateUsing(contactListValidator)
    await list.merge(data).save()
    session.flash('success', i18n.t('contact_lists.updated', { title: list.title }))
    return response.redirect().withQs().back()
  }

  /** Deletes the list and its memberships; the contacts stay. */
  async destroy(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const list = await this.find(ctx)
    await list.delete()
    session.flash('success', i18n.t('contact_lists.deleted', { title: list.title }))
    return response.redirect().toRoute('contact_lists.index')
  }
}
