import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'
import { appName } from '#config/app'
import MailboxTransport from '#services/mailbox/mailbox_transport'

/**
 * SMTP when SMTP_HOST is set. Without it every email lands in the local
 * mailbox (database table mailbox_messages) that super-admins can read in
 * the app, so invitation and reset links work on a fresh machine.
 */
const mailConfig = defineConfig({
  default: env.get('SMTP_HOST') ? 'smtp' : 'mailbox',
  from: {
    address: env.get('MAIL_FROM_ADDRESS', 'no-reply@localhost'),
    name: env.get('MAIL_FROM_NAME', appName),
  },
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', 'localhost'),
      port: env.get('SMTP_PORT', 587),
      secure: env.get('SMTP_SECURE', false),
      auth: env.get('SMTP_USERNAME')
        ? { type: 'login', user: env.get('SMTP_USERNAME')!, pass: env.get('SMTP_PASSWORD', '') }
        : undefined,
    }),
    mailbox: () => new MailboxTransport(),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
