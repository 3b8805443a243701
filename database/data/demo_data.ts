import User from '#models/user'
import Role from '#models/role'
import Module from '#models/module'
import Organization from '#models/organization'
import Community from '#models/community'

export const DEMO_PASSWORD = 'parola-demo'

/** Demo accounts for development (never seeded in production). */
export async function seedDemoData() {
  if (await User.findByEmail('admin@example.com')) return

  const superAdmin = await Role.findByOrFail('name', 'super-admin')
  const orgAdmin = await Role.findByOrFail('name', 'org-admin')

  const admin = await User.create({
    firstName: 'Ana',
    lastName: 'Popescu',
    email: 'admin@example.com',
    phoneNumber: '+40721000001',
    password: DEMO_PASSWORD,
    status: 'active',
  })
  await admin.related('roles').attach([superAdmin.id])

  const organization = await Organization.create({
    name: 'Asociația Demo',
    slug: 'asociatia-demo',
    url: 'https://demo.example.com',
  })
  const community = await Community.create({
    organizationId: organization.id,
    name: 'Comunitatea Demo',
    slug: 'comunitatea-demo',
    description: 'Comunitatea de test a organizației demo.',
  })
  const events = await Module.findByOrFail('slug', 'events-module')
  await community.related('modules').attach([events.id])

  const member = await User.create({
    firstName: 'Mihai',
    lastName: 'Ionescu',
    email: 'org@example.com',
    phoneNumber: '+40721000002',
    password: DEMO_PASSWORD,
    status: 'active',
  })
  await member.related('roles').attach({ [orgAdmin.id]: { organization_id: organization.id } })
}
