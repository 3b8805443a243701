import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { NotFoundException } from '#exceptions/http_errors'
import { ImageService } from '#services/images/image_service'
import { serveImage } from '#controllers/images/serve_image'
import { imageColumnOfRoute, type ImageColumn } from '#controllers/images/image_columns'
import { imageFileValidator } from '#validators/images/image_file'

/** Every image column declared in image_columns.ts; the route names the column. */
export default class ImagesController {
  private column(ctx: HttpContext): ImageColumn {
    const column = imageColumnOfRoute(ctx.route?.name)
    if (!column) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
    return column
  }

  async show(ctx: HttpContext) {
    const column = this.column(ctx)
    const owner = await column.see.owner(ctx)
    const key = owner[column.column] as string | null
    if (!key) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
    return serveImage(ctx, key)
  }

  async store(ctx: HttpContext) {
    const { request, session, i18n } = ctx
    const column = this.column(ctx)
    const owner = await column.change.owner(ctx)
    const field = request.file(column.column) ? column.column : column.field
    const data = await request.validateUsing(imageFileValidator(column.field), {
      data: { [column.field]: request.file(field) },
    })
    await ImageService.attach(owner, column.column, data[column.field] as MultipartFile, {
      type: typeof column.type === 'function' ? column.type(owner) : column.type,
      field,
      maxDimension: column.maxDimension,
      i18n,
    })
    session.flash('success', i18n.t(column.flash.saved))
    return this.done(ctx, column, owner)
  }

  async destroy(ctx: HttpContext) {
    const column = this.column(ctx)
    const owner = await column.change.owner(ctx)
    await ImageService.detach(owner, column.column)
    ctx.session.flash('success', ctx.i18n.t(column.flash.deleted))
    return this.done(ctx, column, owner)
  }

  private done({ response }: HttpContext, column: ImageColumn, owner: unknown) {
    if (column.redirectTo) return response.redirect(column.redirectTo(owner))
    return response.redirect().withQs().back()
  }
}
