import vine from '@vinejs/vine'
import { COMPANY_STATUSES, COMPANY_TYPES } from '#models/company'
import { singleLineText } from '#validators/text_rules'

export const companyValidator = vine.create({
  name: singleLineText().trim().minLength(1).maxLength(200),
  website: singleLineText()
    .trim()
    .maxLength(500)
    .url({ require_protocol: true, protocols: ['http', 'https'] }),
  type: vine.enum(COMPANY_TYPES),
  status: vine.enum(COMPANY_STATUSES),
})
