import type User from '#models/user'
import type { RoleName } from '#models/role'

/** The signed-in user as the browser sees it (no secrets). */
export function presentUser(user: User, role: RoleName | null) {
  return {
    uid: user.uid,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role,
    avatarUrl: user.avatar
      ? `/images/${user.uid}/avatar?t=${user.updatedAt?.toMillis() ?? 0}`
      : null,
    locale: user.locale,
  }
}
