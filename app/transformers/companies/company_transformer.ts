import { BaseTransformer } from '@adonisjs/core/transformers'
import type Company from '#models/company'
import { imageUrl } from '#services/images/image_urls'

export default class CompanyTransformer extends BaseTransformer<Company> {
  static readonly rowFields = [
    'uid',
    'id',
    'name',
    'website',
    'type',
    'status',
    'logo',
    'updatedAt',
  ] as const satisfies readonly (keyof Company)[]

  toRow() {
    return {
      ...this.pick(this.resource, ['uid', 'id', 'name', 'website', 'type', 'status']),
      logoUrl: imageUrl('company.logo', this.resource),
    }
  }
}
