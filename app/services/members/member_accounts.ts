import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Member from '#models/member'
import MemberIdentity, { type MemberProvider } from '#models/member_identity'
import MobileSetting from '#models/mobile_setting'
import { MemberUnauthorized } from '#exceptions/member_unauthorized'

/** A sign-in by a method switched off in /mobile-app/settings is refused at once (403). */
export async function assertMethodEnabled(method: MemberProvider) {
  const settings = await MobileSetting.current()
  if (settings.authModules[method] !== true) throw new MemberUnauthorized('method_disabled')
}

/** A token records the method it was signed in by, as the ability `signed-in-by:<method>`. */
const SIGNED_IN_BY = 'signed-in-by:'

/** The method a token was signed in by (null for a token that does not say). */
export function signInMethodOf(abilities: string[]) {
  const ability = abilities.find((name) => name.startsWith(SIGNED_IN_BY))
  return ability ? (ability.slice(SIGNED_IN_BY.length) as MemberProvider) : null
}

/**
 * A token signed in by a method since switched off in /mobile-app/settings no longer works (401,
 * `method_switched_off`): the app signs the member in again by a method still offered.
 */
export async function assertTokenMethodEnabled(abilities: string[]) {
  const method = signInMethodOf(abilities)
  if (!method) return
  const settings = await MobileSetting.current()
  if (settings.authModules[method] !== true) throw new MemberUnauthorized('method_switched_off')
}

/** What a provider (or the e-mailed code) vouched for about the person signing in. */
export interface VouchedIdentity {
  provider: MemberProvider
  /** The provider's stable id of the person; for `email`, the address. */
  subject: string
  /** The e-mail, when the provider says it is verified (an unverified one is never used). */
  verifiedEmail: string | null
  firstName?: string | null
  lastName?: string | null
}

/**
 * The account of a sign-in: the one of (provider, subject); else the account of the verified
 * e-mail, which the identity then joins; else a new account. One transaction, so two first
 * sign-ins at once end in one account (the unique indexes decide).
 */
export async function memberForIdentity(vouched: VouchedIdentity) {
  const email = vouched.verifiedEmail?.trim().toLowerCase() ?? null
  return db.transaction(async (trx) => {
    const identity = await MemberIdentity.query({ client: trx })
      .where('provider', vouched.provider)
      .where('subject', vouched.subject)
      .forUpdate()
      .first()
    if (identity) {
      identity.lastUsedAt = DateTime.now()
      await identity.useTransaction(trx).save()
      return Member.findOrFail(identity.memberId, { client: trx })
    }
    let member = email
      ? await Member.query({ client: trx })
          .whereRaw('lower(email) = ?', [email])
          .whereNull('erased_at')
          .first()
      : null
    member ??= await Member.create(
      {
        email,
        emailVerifiedAt: email ? DateTime.now() : null,
        firstName: vouched.firstName ?? null,
        lastName: vouched.lastName ?? null,
      },
      { client: trx }
    )
    await MemberIdentity.create(
      {
        memberId: member.id,
        provider: vouched.provider,
        subject: vouched.subject,
        email,
        lastUsedAt: DateTime.now(),
      },
      { client: trx }
    )
    return member
  })
}

/** A member as the API shows them (the profile). */
export function memberJson(member: Member) {
  return {
    uid: member.uid,
    email: member.email,
    first_name: member.firstName,
    last_name: member.lastName,
    // A new account's row has the table's defaults, not read back into the model.
    phone_number: member.phoneNumber ?? null,
    locale: member.locale ?? 'ro',
  }
}

/**
 * A sign-in's answer: a new access token for the device (which records the method signed in
 * by), its expiry and the profile.
 */
export async function signInAnswer(member: Member, deviceName: string, method: MemberProvider) {
  const token = await Member.accessTokens.create(member, ['*', `${SIGNED_IN_BY}${method}`], {
    name: deviceName,
  })
  return {
    token: token.value!.release(),
    expires_at: token.expiresAt?.toISOString() ?? null,
    member: memberJson(member),
  }
}
