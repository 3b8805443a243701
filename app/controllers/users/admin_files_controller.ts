import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { NotFoundException } from '#exceptions/http_errors'
import { serveImage } from '#controllers/images/serve_image'
import UserPolicy from '#policies/user_policy'

export default class AdminFilesController {
  async download(ctx: HttpContext) {
    const { tenant, params, bouncer, response, i18n } = ctx
    const message = i18n.t('errors.not_found')
    const user = await User.findForTenantOr404(tenant, params.uid, message)
    if (await bouncer.with(UserPolicy).denies('downloadDocument', user)) {
      throw new NotFoundException(message)
    }
    const ext = user.document!.slice(user.document!.lastIndexOf('.') + 1)
    response.header('Content-Disposition', `attachment; filename="document-${user.uid}.${ext}"`)
    return serveImage(ctx, user.document!)
  }
}
