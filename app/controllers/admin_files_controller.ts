import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { NotFoundException } from '#exceptions/http_errors'
import { ImageService } from '#services/image_service'
import { UID_PATTERN } from '#validators/users'
import UserPolicy from '#policies/user_policy'

/** /administrare/files (super-admins): files kept on users. */
export default class AdminFilesController {
  /** GET /administrare/files/download/{uid}: the user's document, as a download. */
  async download(ctx: HttpContext) {
    const { params, bouncer, response, i18n } = ctx
    const uid = String(params.uid ?? '')
    const user = UID_PATTERN.test(uid) ? await User.findBy('uid', uid) : null
    if (!user || (await bouncer.with(UserPolicy).denies('downloadDocument', user))) {
      throw new NotFoundException(i18n.t('messages.errors.not_found'))
    }
    const ext = user.document!.slice(user.document!.lastIndexOf('.') + 1)
    response.header('Content-Disposition', `attachment; filename="document-${user.uid}.${ext}"`)
    return ImageService.serve(ctx, user.document!)
  }
}
