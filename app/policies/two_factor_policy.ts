import TenantPolicy from '#policies/tenant_policy'
import type User from '#models/user'

const enabled = (user: User) => !!user.twoFactorEnabledAt && !!user.twoFactorSecret

/** Who may change whose second factor (docs/security.md, "Two-factor sign-in"). */
export default class TwoFactorPolicy extends TenantPolicy {
  /** Turn it on: one's own, while it is off. */
  enable(user: User, target: User) {
    return user.id === target.id && !enabled(target)
  }

  /** New recovery codes, turn it off: one's own, while it is on. */
  manage(user: User, target: User) {
    return user.id === target.id && enabled(target)
  }

  /** A super-admin resets another user's (their own: from My account). */
  reset(user: User, target: User) {
    return this.tenant.isSuperAdmin && user.id !== target.id && enabled(target)
  }
}
