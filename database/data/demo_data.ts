import User from '#models/user'
import Role from '#models/role'
import Module from '#models/module'
import Organization from '#models/organization'
import Community from '#models/community'
import { isValidCui, isValidIban, isValidRegCom } from '#shared/identifiers_ro'

export const DEMO_PASSWORD = 'parola-demo'

/** The demo organization's billing details: complete and valid, so that its invoices can be issued. */
export const DEMO_BILLING = {
  cui: 'RO12345674',
  reg_com: 'J40/1234/2020',
  iban: 'RO16BTRLRONCRT0123456701',
  street: 'Strada Lipscani',
  street_no: '12',
  city: 'București',
  county: 'București',
  sector: '3',
  country: 'România',
  zip_code: '030031',
  bank: 'Banca Transilvania',
}

/** The identifiers a database seeded before may hold invalid, with their check. */
const DEMO_IDENTIFIERS = { cui: isValidCui, reg_com: isValidRegCom, iban: isValidIban }

/**
 * Demo accounts for development (never seeded in production). A database seeded before gets the
 * demo organization's billing details completed and its invalid identifiers replaced, so that
 * its invoices carry a complete and valid seller.
 */
export async function seedDemoData() {
  if (await User.findByEmail('admin@example.com')) return completeDemoBilling()

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
    billingInfo: { ...DEMO_BILLING },
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

/**
 * Gives the demo organization's billing details DEMO_BILLING's value of each field they lack,
 * and of each identifier that fails its check.
 */
async function completeDemoBilling() {
  // A development seeder, no tenant: the demo organization by its unique slug.
  const organization = await Organization.findBy('slug', 'asociatia-demo')
  if (!organization) return
  const billing = organization.billingInfo ?? {}
  const replaced = Object.entries(DEMO_BILLING).filter(([key]) => {
    const value = billing[key as keyof typeof billing]
    const check = DEMO_IDENTIFIERS[key as keyof typeof DEMO_IDENTIFIERS]
    return !value || (check && !check(value))
  })
  if (!replaced.length) return
  organization.billingInfo = { ...billing, ...Object.fromEntries(replaced) }
  await organization.save()
}
