import User from '#models/user'

export type GoogleRefusal =
  'not_configured' | 'denied' | 'state' | 'failed' | 'unverified' | 'unknown' | 'inactive'

export class GoogleSignInService {
  /** Only the profile's verified address counts; never creates an account. */
  static async userFor(profile: {
    email: string | null | undefined
    verified: boolean
  }): Promise<User | GoogleRefusal> {
    const email = (profile.email ?? '').trim().toLowerCase()
    if (!profile.verified || email === '') return 'unverified'
    // Raw: the unique index's expression, lower(email).
    const user = await User.query().whereRaw('lower(email) = ?', [email]).first()
    if (!user) return 'unknown'
    if (user.status !== 'active') return 'inactive'
    return user
  }
}
