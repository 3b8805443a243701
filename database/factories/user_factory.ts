import factory from '@adonisjs/lucid/factories'
import User from '#models/user'
import Role, { type RoleName } from '#models/role'
import { unique } from '#database/factories/unique'

/** The password of every factory user unless given (hashed by the model, like a real one). */
export const FACTORY_PASSWORD = 'parola-test-1'

/**
 * An active user with a unique e-mail and last name, a phone number and no role. Name and
 * address are short enough that "Name <address>" fits a table cell whole (50 characters).
 */
export const UserFactory = factory
  .define(User, () => ({
    firstName: 'Test',
    lastName: unique('Popa'),
    email: `${unique('user')}@example.test`,
    phoneNumber: '+40700000000',
    password: FACTORY_PASSWORD,
    status: 'active' as const,
  }))
  .state('pending', (user) => (user.status = 'pending'))
  .state('inactive', (user) => (user.status = 'inactive'))
  .build()

/** Gives a user a role: super-admin, or org-admin of an organization. */
export async function assignRole(user: User, role: RoleName, organizationId: number | null = null) {
  const row = await Role.findByOrFail('name', role)
  await user.related('roles').attach({ [row.id]: { organization_id: organizationId } })
}
