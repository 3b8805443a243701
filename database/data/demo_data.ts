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
    billingInfo: {
      cui: 'RO12345678',
      reg_com: 'J40/1234/2020',
      iban: 'RO49AAAA1B31007593840000',
      street: 'Strada Lipscani',
      street_no: '12',
      city: 'București',
      county: 'București',
      country: 'România',
      zip_code: '030031',
    },
    legalRepresentativeContact: {
      first_name: 'Elena',
      last_name: 'Dumitrescu',
      email: 'elena.dumitrescu@example.com',
      phone_number: '+40721000003',
    },
    technicalAdministratorContact: {},
    branding: { primary_color: '#1d4ed8', secondary_color: '#f59e0b' },
  })
  const community = await Community.create({
    organizationId: organization.id,
    name: 'Comunitatea Demo',
    slug: 'comunitatea-demo',
    description: 'Comunitatea de test a organizației demo.',
  })
  // A second community, so the org-admin's community switcher shows.
  await Community.create({
    organizationId: organization.id,
    name: 'Voluntari Cluj',
    slug: 'voluntari-cluj',
    description: 'Voluntarii organizației din Cluj-Napoca.',
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
