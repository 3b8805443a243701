import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Member from '#models/member'
import MemberIdentity from '#models/member_identity'

export interface ProfileChanges {
  first_name?: string
  last_name?: string
  phone_number?: string | null
}

/**
 * A member's profile (docs/members.md, "Profile"): the account's, for the whole platform. The
 * contacts the member is in the communities stay the communities' records (their staff correct
 * them, imports update them): a change here does not overwrite them; joining a community copies
 * the account's name and phone into a contact it creates.
 */
export class MemberProfileService {
  /** Only the fields sent change. */
  static async update(member: Member, changes: ProfileChanges) {
    member.merge({
      ...(changes.first_name !== undefined && { firstName: changes.first_name }),
      ...(changes.last_name !== undefined && { lastName: changes.last_name }),
      ...(changes.phone_number !== undefined && { phoneNumber: changes.phone_number }),
    })
    await member.save()
    return member
  }

  /** The address another account (not erased) has, or an identity of another account names. */
  static async emailTaken(member: Member, email: string) {
    const [account, identity] = await Promise.all([
      // Raw: the unique index's expression, lower(email).
      Member.query()
        .whereRaw('lower(email) = ?', [email])
        .whereNull('erased_at')
        .whereNot('id', member.id)
        .first(),
      MemberIdentity.query()
        .where('provider', 'email')
        .where('subject', email)
        .whereNot('member_id', member.id)
        .first(),
    ])
    return Boolean(account || identity)
  }

  /**
   * The verified new address replaces the old: on the account and as its e-mail sign-in (the
   * old address signs in no more). False when another account took it meanwhile.
   */
  static async changeEmail(member: Member, email: string) {
    try {
      await db.transaction(async (trx) => {
        member.useTransaction(trx).merge({ email, emailVerifiedAt: DateTime.now() })
        await member.save()
        const identity = await MemberIdentity.query({ client: trx })
          .where('member_id', member.id)
          .where('provider', 'email')
          .first()
        if (identity) {
          identity.merge({ subject: email, email })
          await identity.useTransaction(trx).save()
        } else {
          await MemberIdentity.create(
            { memberId: member.id, provider: 'email', subject: email, email },
            { client: trx }
          )
        }
      })
      return true
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return false
      throw error
    }
  }
}
