import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import User from '#models/user'
import { NotFoundException } from '#exceptions/http_errors'
import { ImageService } from '#services/image_service'
import { SessionLifetime } from '#services/session_lifetime'
import { createUserValidator, documentValidator, editUserValidator } from '#validators/users'
import { findByUidOr404 } from '#services/find_by_uid'

/** "Ana Maria Popescu" → first name "Ana Maria", last name "Popescu". */
export function splitName(name: string) {
  const words = name.trim().split(/\s+/)
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' }
}

/** /administrare/users (super-admins): create a user, edit any user, their document. */
export default class AdminUsersController {
  private find({ params, i18n }: HttpContext) {
    return findByUidOr404(User, params.uid, { message: i18n.t('errors.not_found') })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('admin/users/create', {})
  }

  /** The new user is active and has no role (roles come with invitations). */
  async store({ request, response, session, i18n }: HttpContext) {
    const data = await request.validateUsing(createUserValidator)
    const user = await User.create({
      ...splitName(data.name),
      email: data.email,
      password: data.password,
      status: 'active',
    })
    session.flash('success', i18n.t('users.admin.created'))
    return response.redirect(`/administrare/users/${user.uid}/edit`)
  }

  async edit(ctx: HttpContext) {
    const user = await this.find(ctx)
    await user.load('roles')
    return ctx.inertia.render('admin/users/edit', {
      user: {
        uid: user.uid,
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        phoneNumber: user.phoneNumber ?? '',
        email: user.email,
        status: user.status,
        roles: user.roles.map((role) => ({ name: role.name })),
        verifiedAt: user.verifiedAt?.toISO() ?? null,
        document: user.document
          ? {
              url: `/administrare/users/${user.uid}/document?t=${user.updatedAt?.toMillis() ?? 0}`,
              downloadUrl: `/administrare/files/download/${user.uid}`,
            }
          : null,
      },
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, session, auth, i18n } = ctx
    const user = await this.find(ctx)
    const data = await request.validateUsing(editUserValidator, { meta: { userId: user.id } })
    const self = user.id === auth.user!.id
    if (self && data.status === 'inactive') {
      throw new vineErrors.E_VALIDATION_ERROR([
        { field: 'status', message: i18n.t('users.admin.self_inactive'), rule: 'self' },
      ])
    }

    const becameInactive = data.status === 'inactive' && user.status !== 'inactive'
    user.merge({
      firstName: data.first_name,
      lastName: data.last_name,
      phoneNumber: data.phone_number,
      email: data.email,
      status: data.status,
    })
    if (data.password) user.password = data.password
    await user.save()
    // An inactive user is signed out everywhere; so is one whose password
    // an administrator changed (unless it is the administrator's own).
    if (becameInactive || (data.password && !self)) await SessionLifetime.endAllFor(user)

    session.flash('success', i18n.t('users.admin.saved'))
    return response.redirect(`/administrare/users/${user.uid}/edit`)
  }

  async storeDocument(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const user = await this.find(ctx)
    const { document } = await request.validateUsing(documentValidator)
    await ImageService.attach(user, 'document', document, {
      type: 'document',
      field: 'document',
      i18n,
    })
    session.flash('success', i18n.t('users.admin.document_saved'))
    return response.redirect(`/administrare/users/${user.uid}/edit`)
  }

  async destroyDocument(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const user = await this.find(ctx)
    await ImageService.detach(user, 'document')
    session.flash('success', i18n.t('users.admin.document_deleted'))
    return response.redirect(`/administrare/users/${user.uid}/edit`)
  }

  /** The document image, shown beside the edit form. */
  async showDocument(ctx: HttpContext) {
    const user = await this.find(ctx)
    if (!user.document) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
    return ImageService.serve(ctx, user.document)
  }
}
