/**
 * Two-factor sign-in's operations (docs/security.md, "Two-factor sign-in"): the secret is kept
 * encrypted, the recovery codes hashed; every check of a code is rate-limited per user and
 * every change is written with its audit entry in one transaction (`recordTwoFactorEvent`).
 */
import { DateTime } from 'luxon'
import QRCode from 'qrcode'
import encryption from '@adonisjs/core/services/encryption'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Session } from '@adonisjs/session'
import User from '#models/user'
import type Organization from '#models/organization'
import { appName } from '#config/app'
import { failedSecondFactors } from '#start/limiter'
import { countedAttempt } from '#services/shared/counted_attempt'
import { fieldError } from '#validators/shared/field_error'
import { acceptedTotpStep, newTotpSecret, totpUri } from '#services/two_factor/totp'
import {
  looksLikeRecoveryCode,
  newRecoveryCodes,
  normaliseRecoveryCode,
} from '#services/two_factor/recovery_codes'
import {
  changeTwoFactor,
  recordTwoFactorEvent,
  recordTwoFactorRefusal,
} from '#services/two_factor/two_factor_events'
import { SessionLifetimeService } from '#services/auth/session_lifetime_service'

const SECRET_PURPOSE = 'two-factor-secret'
const SETUP_PURPOSE = 'two-factor-setup'
const CODES_PURPOSE = 'two-factor-recovery-codes'
const SETUP_KEY = 'two_factor_setup'
const CODES_FLASH = 'two_factor_codes'
/** How long an enrolment's secret is kept in the session before a new one is issued. */
export const SETUP_MINUTES = 10

/** The enrolment's secret in the session: sealed, with when it was made. */
type HeldSetup = { sealed: string; createdAt: number }

export type Enrolment = { secret: string; qr: string; uri: string }

/** The secret as stored: encrypted with the app's key. */
export const sealTwoFactorSecret = (secret: string) =>
  encryption.encrypt(secret, undefined, SECRET_PURPOSE)

function secretOf(user: User) {
  return user.twoFactorSecret
    ? encryption.decrypt<string>(user.twoFactorSecret, SECRET_PURPOSE)
    : null
}

export async function hashRecoveryCodes(codes: string[]) {
  return Promise.all(codes.map((code) => hash.make(normaliseRecoveryCode(code))))
}

/** The throttle's key and message, shared by every check of a code or a password. */
async function throttled<T>(ctx: HttpContext, user: User, field: string, check: () => Promise<T>) {
  const [error, result] = await countedAttempt(
    failedSecondFactors(),
    `two_factor_${user.id}`,
    check
  )
  if (error) {
    const minutes = Math.max(1, Math.ceil(error.response.availableIn / 60))
    throw fieldError(field, 'throttle', ctx.i18n.t('two_factor.throttled', { minutes }))
  }
  return result
}

function refuse(ctx: HttpContext, user: User, field = 'code'): never {
  recordTwoFactorRefusal(user, ctx.request)
  throw fieldError(field, 'code', ctx.i18n.t('two_factor.invalid_code'))
}

/** Takes the TOTP code's step if it comes after the last one accepted (one statement: no race). */
async function takeStep(user: User, step: number) {
  const updated = await User.query()
    .where('id', user.id)
    .where((query) =>
      query.whereNull('two_factor_last_step').orWhere('two_factor_last_step', '<', step)
    )
    .update({ two_factor_last_step: step })
  const count = Array.isArray(updated) ? Number(updated[0]) : Number(updated)
  if (count === 1) user.twoFactorLastStep = step
  return count === 1
}

/** Removes the recovery code's hash if one matches, under the user's row lock, with its entry. */
async function useRecoveryCode(ctx: HttpContext, user: User, code: string) {
  const typed = normaliseRecoveryCode(code)
  return db.transaction(async (trx) => {
    const locked = await User.query({ client: trx }).where('id', user.id).forUpdate().firstOrFail()
    const hashes = locked.twoFactorRecoveryCodes ?? []
    for (const [index, stored] of hashes.entries()) {
      if (await hash.verify(stored, typed)) {
        locked.twoFactorRecoveryCodes = hashes.filter((_, i) => i !== index)
        await locked.save()
        await recordTwoFactorEvent('recovery_code_used', {
          user,
          request: ctx.request,
          client: trx,
        })
        user.twoFactorRecoveryCodes = locked.twoFactorRecoveryCodes
        return true
      }
    }
    return false
  })
}

export class TwoFactorService {
  static isEnabled(user: User) {
    return !!user.twoFactorEnabledAt && !!user.twoFactorSecret
  }

  /** What My account shows of it. */
  static async stateOf(user: User) {
    return {
      enabled: TwoFactorService.isEnabled(user),
      enabledAt: user.twoFactorEnabledAt?.toISO() ?? null,
      recoveryCodesLeft: user.twoFactorRecoveryCodes?.length ?? 0,
      mandatory: await User.twoFactorMandatory(user.id),
    }
  }

  /**
   * The secret being set up in this session: nothing is written yet. A new one when none is held,
   * or when it is older than SETUP_MINUTES (one noted by whoever borrowed the session goes stale).
   */
  static setupSecret(session: Session, user: User) {
    const held = session.get(SETUP_KEY) as HeldSetup | string | undefined
    const fresh =
      !!held && typeof held === 'object' && Date.now() - held.createdAt < SETUP_MINUTES * 60 * 1000
    const open = fresh
      ? encryption.decrypt<{ userId: number; secret: string }>(held.sealed, SETUP_PURPOSE)
      : null
    if (open && open.userId === user.id) return open.secret
    const secret = newTotpSecret()
    const sealed = encryption.encrypt({ userId: user.id, secret }, undefined, SETUP_PURPOSE)
    session.put(SETUP_KEY, { sealed, createdAt: Date.now() } satisfies HeldSetup)
    return secret
  }

  /** A sign-in starts without it: a secret shown before is never the one confirmed after. */
  static forgetSetupSecret(session: Session) {
    session.forget(SETUP_KEY)
  }

  /** What the enrolment screen shows: the QR code of the URI and the secret to type. */
  static async enrolment(session: Session, user: User): Promise<Enrolment> {
    const secret = TwoFactorService.setupSecret(session, user)
    const uri = totpUri(secret, { issuer: appName, label: user.email })
    const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 220 })
    return { secret: secret.replace(/(.{4})(?=.)/g, '$1 '), qr, uri }
  }

  /**
   * Turns it on with the first code of the session's new secret; returns the recovery codes
   * (shown once). A wrong code is refused and counted.
   */
  static async enable(ctx: HttpContext, user: User, code: string) {
    const secret = TwoFactorService.setupSecret(ctx.session, user)
    const step = await throttled(ctx, user, 'code', async () => {
      const accepted = acceptedTotpStep(secret, code)
      if (accepted === null) refuse(ctx, user)
      return accepted
    })
    const codes = newRecoveryCodes()
    const hashes = await hashRecoveryCodes(codes)
    await changeTwoFactor('enabled', { user, request: ctx.request }, (trx) => {
      user.useTransaction(trx)
      user.merge({
        twoFactorSecret: sealTwoFactorSecret(secret),
        twoFactorEnabledAt: DateTime.now(),
        twoFactorLastStep: step,
        twoFactorRecoveryCodes: hashes,
      })
      return user.save()
    })
    TwoFactorService.forgetSetupSecret(ctx.session)
    return codes
  }

  /**
   * The second step of a sign-in: a TOTP code (once) or an unused recovery code (then used up).
   * Refused under `code`, counted.
   */
  static async verify(ctx: HttpContext, user: User, code: string) {
    return throttled(ctx, user, 'code', async () => {
      if (looksLikeRecoveryCode(code)) {
        if (!(await useRecoveryCode(ctx, user, code))) refuse(ctx, user)
        return 'recovery_code' as const
      }
      const secret = secretOf(user)
      const step = secret
        ? acceptedTotpStep(secret, code, { lastStep: user.twoFactorLastStep })
        : null
      if (step === null || !(await takeStep(user, step))) refuse(ctx, user)
      return 'totp' as const
    })
  }

  /** A code (or a recovery code) when typed, else the password: what turning it off asks. */
  static async confirm(ctx: HttpContext, user: User, given: { code?: string; password?: string }) {
    if (given.code) return TwoFactorService.verify(ctx, user, given.code)
    if (!given.password) {
      throw fieldError('code', 'required', ctx.i18n.t('two_factor.code_or_password'))
    }
    return throttled(ctx, user, 'password', async () => {
      if (!(await hash.verify(user.password, given.password ?? ''))) {
        recordTwoFactorRefusal(user, ctx.request)
        throw fieldError('password', 'password', ctx.i18n.t('two_factor.invalid_password'))
      }
      return 'password' as const
    })
  }

  static async regenerateRecoveryCodes(ctx: HttpContext, user: User) {
    const codes = newRecoveryCodes()
    const hashes = await hashRecoveryCodes(codes)
    await changeTwoFactor('recovery_codes_regenerated', { user, request: ctx.request }, (trx) => {
      user.useTransaction(trx)
      user.twoFactorRecoveryCodes = hashes
      return user.save()
    })
    return codes
  }

  static async disable(ctx: HttpContext, user: User) {
    await changeTwoFactor('disabled', { user, request: ctx.request }, (trx) =>
      TwoFactorService.clear(user, trx)
    )
    await user.refresh()
  }

  /**
   * A super-admin's reset of another user's second factor. Their sessions and remember-me tokens
   * end with it: a reset answers a lost or suspect device, so whoever holds a session signed in
   * with the old factor passes the password and a new enrolment again (docs/decisions.md).
   * One transaction: the factor cleared, the sessions ended and both entries.
   */
  static async reset(ctx: HttpContext, target: User, actor: User) {
    await changeTwoFactor('reset', { user: target, actor, request: ctx.request }, async (trx) => {
      await TwoFactorService.clear(target, trx)
      await SessionLifetimeService.endAllFor(target, {
        client: trx,
        actor,
        reason: 'two_factor_reset',
      })
    })
    await target.refresh()
  }

  /** An organization's switch: its admins must use it (or not) from their next sign-in. */
  static async setOrganizationRequired(
    ctx: HttpContext,
    organization: Organization,
    required: boolean,
    actor: User
  ) {
    if (organization.twoFactorRequired === required) return
    const kind = required ? 'organization_required' : 'organization_not_required'
    const of = { user: null, actor, organizationId: organization.id, request: ctx.request }
    await changeTwoFactor(kind, of, (trx) => {
      organization.useTransaction(trx)
      organization.twoFactorRequired = required
      return organization.save()
    })
  }

  private static async clear(user: User, trx: TransactionClientContract) {
    // One statement whatever the model holds (its last step may have been taken meanwhile).
    await User.query({ client: trx }).where('id', user.id).update({
      two_factor_secret: null,
      two_factor_enabled_at: null,
      two_factor_last_step: null,
      two_factor_recovery_codes: null,
    })
  }

  /** The new recovery codes for the next page only, encrypted in the session's flash. */
  static flashRecoveryCodes(session: Session, codes: string[]) {
    session.flash(CODES_FLASH, encryption.encrypt(codes, undefined, CODES_PURPOSE))
  }

  static flashedRecoveryCodes(session: Session) {
    const sealed = session.flashMessages.get(CODES_FLASH) as string | undefined
    return sealed ? encryption.decrypt<string[]>(sealed, CODES_PURPOSE) : null
  }
}
