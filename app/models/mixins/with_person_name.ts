import type { BaseModel } from '@adonisjs/lucid/orm'
import { column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

/** A person's first and last name, and the two as one line (`fullName`). */
export function withPersonName<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class ModelWithPersonName extends superclass {
    @column()
    declare firstName: string

    @column()
    declare lastName: string

    get fullName() {
      return `${this.firstName} ${this.lastName}`.trim()
    }
  }
  return ModelWithPersonName
}
