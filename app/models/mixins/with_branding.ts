import type { BaseModel } from '@adonisjs/lucid/orm'
import { column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import { jsonColumn, type Branding } from '#models/json_column'

/** An organization's or a community's look: its colours, its logo and cover (ImageService keys). */
export function withBranding<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class ModelWithBranding extends superclass {
    @jsonColumn()
    declare branding: Branding

    @column({ serializeAs: null })
    declare logo: string | null

    @column({ serializeAs: null })
    declare cover: string | null
  }
  return ModelWithBranding
}
