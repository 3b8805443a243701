import vine from '@vinejs/vine'
import { singleLineText } from '#validators/text_rules'

/** POST /organizations/:uid/efactura: the ANAF OAuth credentials, every one required. */
export const anafCredentialsValidator = vine.create({
  client_id: singleLineText().trim().minLength(1).maxLength(200),
  client_secret: singleLineText().trim().minLength(1).maxLength(500),
  refresh_token: singleLineText().trim().minLength(1).maxLength(4000),
})
