import { DateTime } from 'luxon'
import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { appUrl } from '#config/app'
import InvitationNotification from '#mails/invitation_notification'
import Invitation from '#models/invitation'
import Organization from '#models/organization'
import Role, { ROLES, type RoleName } from '#models/role'
import User from '#models/user'
import { isUniqueViolation } from '#services/shared/db_errors'
import { hashLinkToken, newLinkToken, usableLink } from '#services/shared/link_tokens'
import { fieldError } from '#validators/shared/field_error'

export const INVITATION_DAYS = 7

export interface InvitationInput {
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  organizationId?: number | null
  organizationName?: string | null
  role: RoleName
}

export interface InvitationOptions {
  invitedBy?: User | null
  i18n?: I18n
  field?: string
}

export type EmailConflict = 'user_exists' | 'pending_invitation'

const defaultI18n = () => i18nManager.locale(i18nManager.defaultLocale)

export const conflictMessage = (i18n: I18n, conflict: EmailConflict) =>
  i18n.t(`validator.shared.messages.email.invitation.${conflict}`)

/** A single-use, expiring link e-mailed to the invitee. */
export class InvitationService {
  static async emailConflict(email: string): Promise<EmailConflict | null> {
    const address = email.trim().toLowerCase()
    if (await User.findByEmail(address)) return 'user_exists'
    const pending = await Invitation.query()
      // Raw: the unique index's expression, lower(email).
      .whereRaw('lower(email) = ?', [address])
      .whereNull('verified_at')
      .first()
    return pending ? 'pending_invitation' : null
  }

  /** An e-mail that cannot be sent keeps the invitation, `deliveredAt` empty, to be sent again. */
  static async send(input: InvitationInput, options: InvitationOptions = {}) {
    const i18n = options.i18n ?? defaultI18n()
    const field = options.field ?? 'email'
    if (!ROLES.includes(input.role)) throw new Error(`Unknown role "${input.role}"`)
    // With an organization the invitee always becomes its org-admin.
    const role: RoleName = input.organizationId ? 'org-admin' : input.role
    if (role === 'org-admin' && !input.organizationId) {
      throw new Error('An org-admin invitation needs an organizationId')
    }

    const conflictError = (conflict: EmailConflict) =>
      fieldError(field, `invitation.${conflict}`, conflictMessage(i18n, conflict))
    const conflict = await InvitationService.emailConflict(input.email)
    if (conflict) throw conflictError(conflict)

    let organizationName = input.organizationName ?? null
    if (input.organizationId && !organizationName) {
      const organization = await Organization.findOrFail(input.organizationId)
      organizationName = organization.name
    }

    const token = newLinkToken()
    let invitation: Invitation
    try {
      invitation = await Invitation.create({
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email: input.email,
        phoneNumber: input.phoneNumber.trim(),
        organizationId: input.organizationId ?? null,
        organizationName,
        role,
        tokenHash: hashLinkToken(token),
        expiresAt: DateTime.now().plus({ days: INVITATION_DAYS }),
        invitedBy: options.invitedBy?.id ?? null,
      })
    } catch (error) {
      // Another request invited the same address a moment ago.
      if (isUniqueViolation(error)) throw conflictError('pending_invitation')
      throw error
    }

    const delivered = await InvitationService.deliver(invitation, token, i18n, options.invitedBy)
    return { invitation, delivered }
  }

  /** The previous link stops working. */
  static async resend(invitation: Invitation, options: Omit<InvitationOptions, 'field'> = {}) {
    if (!invitation.isPending) throw new Error('Only a pending invitation can be sent again')
    const token = newLinkToken()
    invitation.tokenHash = hashLinkToken(token)
    invitation.expiresAt = DateTime.now().plus({ days: INVITATION_DAYS })
    await invitation.save()
    return InvitationService.deliver(
      invitation,
      token,
      options.i18n ?? defaultI18n(),
      options.invitedBy
    )
  }

  /** The e-mail is the only place a token exists. */
  static linkFor(token: string) {
    return `${appUrl}/auth/register/${token}`
  }

  private static async deliver(
    invitation: Invitation,
    token: string,
    i18n: I18n,
    inviter?: User | null
  ) {
    const link = InvitationService.linkFor(token)
    try {
      await mail.send(new InvitationNotification(invitation, link, INVITATION_DAYS, i18n, inviter))
    } catch (error) {
      logger.error({ err: error, invitation: invitation.uid }, 'invitation e-mail failed')
      return false
    }
    invitation.deliveredAt = DateTime.now()
    await invitation.save()
    return true
  }

  static findUsable(token: string) {
    return usableLink(Invitation.query(), token, 'verified_at').first()
  }

  /** Null when the link is not usable; 'user_exists' when the address got an account meanwhile. */
  static async accept(
    token: string,
    password: string,
    locale = i18nManager.defaultLocale
  ): Promise<User | null | 'user_exists'> {
    return db.transaction(async (trx) => {
      const invitation = await usableLink(Invitation.query({ client: trx }), token, 'verified_at')
        .forUpdate()
        .first()
      if (!invitation) return null
      if (await User.query({ client: trx }).where('email', invitation.email).first()) {
        return 'user_exists' as const
      }

      const now = DateTime.now()
      const user = await User.create(
        {
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          email: invitation.email,
          phoneNumber: invitation.phoneNumber,
          password,
          status: 'active',
          verifiedAt: now,
          locale,
        },
        { client: trx }
      )
      const role = await Role.findByOrFail('name', invitation.role, { client: trx })
      await user.related('roles').attach({
        [role.id]: { organization_id: invitation.organizationId },
      })

      invitation.verifiedAt = now
      invitation.userId = user.id
      await invitation.useTransaction(trx).save()
      return user
    })
  }
}
