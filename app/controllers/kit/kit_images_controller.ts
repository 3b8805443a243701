import type { HttpContext } from '@adonisjs/core/http'
import { ImageService } from '#services/images/image_service'
import { serveImage } from '#controllers/images/serve_image'
import { kitImageValidator } from '#validators/kit/kit_image'

const SESSION_KEY = 'kit_image'

const urlFor = (key: string) => `/kit/image/${key}`

/** One image per session, stored through ImageService like every real upload. */
export default class KitImagesController {
  async index({ inertia, session }: HttpContext) {
    const key = session.get(SESSION_KEY) as string | undefined
    return inertia.render('kit/images', {
      image: key && ImageService.isKey(key) ? { key, url: urlFor(key) } : null,
    })
  }

  async store({ request, response, session, auth, i18n }: HttpContext) {
    const { file, image_type: type } = await request.validateUsing(kitImageValidator)
    const { key } = await ImageService.store(file, {
      owner: auth.use('web').user!.uid,
      type,
      field: 'file',
      i18n,
    })
    const previous = session.get(SESSION_KEY) as string | undefined
    session.put(SESSION_KEY, key)
    if (previous) await ImageService.delete(previous).catch(() => {})
    session.flash('success', i18n.t('images.saved'))
    return response.redirect().withQs().back()
  }

  async destroy({ response, session, i18n }: HttpContext) {
    const key = session.get(SESSION_KEY) as string | undefined
    try {
      await ImageService.delete(key)
    } catch {
      session.flash('error', i18n.t('images.delete_failed'))
      return response.redirect().withQs().back()
    }
    session.forget(SESSION_KEY)
    session.flash('success', i18n.t('images.deleted'))
    return response.redirect().withQs().back()
  }

  async show(ctx: HttpContext) {
    const key = (ctx.params['*'] as string[] | undefined)?.join('/') ?? ''
    return serveImage(ctx, key)
  }
}
