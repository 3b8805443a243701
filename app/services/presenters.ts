import db from '@adonisjs/lucid/services/db'
import UserModel from '#models/user'
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

/** A row of the read-only users table (inertia/components/users_table.tsx). */
export function presentUserRow(user: User) {
  return {
    uid: user.uid,
    firstName: user.firstName,
    lastName: user.lastName,
    status: user.status,
    email: user.email,
    phoneNumber: user.phoneNumber,
    roles: user.roles.map((role) => ({ name: role.name })),
  }
}

/** The users of an organization (its org-admins), by name, as users-table rows. */
export async function organizationUserRows(organizationId: number) {
  const users = await UserModel.query()
    .whereIn('id', db.from('user_roles').select('user_id').where('organization_id', organizationId))
    .preload('roles')
    .orderBy('last_name')
    .orderBy('first_name')
  return users.map(presentUserRow)
}
