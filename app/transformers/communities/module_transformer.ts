import { BaseTransformer } from '@adonisjs/core/transformers'
import type Module from '#models/module'

export default class ModuleTransformer extends BaseTransformer<Module> {
  toObject() {
    return this.pick(this.resource, ['id', 'slug', 'name', 'description'])
  }
}
