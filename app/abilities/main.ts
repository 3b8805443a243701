/*
|--------------------------------------------------------------------------
| Bouncer abilities
|--------------------------------------------------------------------------
| Role-wide checks. Checks on one record live in app/policies.
*/
import { Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'

export const isSuperAdmin = Bouncer.ability(async (user: User) => {
  await user.load('roles')
  return user.roles.some((role) => role.name === 'super-admin')
})
