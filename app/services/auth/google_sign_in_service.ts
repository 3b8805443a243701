import User from '#models/user'

/** Why a Google sign-in is refused (messages: auth.google.* in the catalogs). */
export type GoogleRefusal =
  'not_configured' | 'denied' | 'state' | 'failed' | 'unverified' | 'unknown' | 'inactive'

export class GoogleSignInService {
  /**
   * The account a Google profile signs in to: the user whose e-mail is the
   * profile's verified address (case ignored), if active. Never creates one.
   */
  static async userFor(profile: {
    email: string | null | undefined
    verified: boolean
  }): Promise<User | GoogleRefusal> {
    const email = (profile.email ?? '').trim().toLowerCase()
    if (!profile.verified || email === '') return 'unverified'
    const user = await User.query().whereRaw('lower(email) = ?', [email]).first()
    if (!user) return 'unknown'
    if (user.status !== 'active') return 'inactive'
    return user
  }
}
