import { BaseTransformer } from '@adonisjs/core/transformers'
import type Industry from '#models/industry'

export default class IndustryTransformer extends BaseTransformer<Industry> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'name']),
      niches: this.resource.niches.map((niche) => this.pick(niche, ['id', 'name'])),
    }
  }
}
