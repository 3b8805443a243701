import Role, { ROLES } from '#models/role'
import Module from '#models/module'

export const MODULES = [
  {
    slug: 'events-module',
    name: 'Evenimente',
    description: 'Evenimente, setările și stilurile comunității.',
  },
  { slug: 'feeds-module', name: 'Feed-uri', description: 'Postări, articole, video și quiz-uri.' },
  { slug: 'products-module', name: 'Produse', description: 'Produse și abonamente.' },
]

export async function seedReferenceData() {
  await Role.updateOrCreateMany(
    'name',
    ROLES.map((name) => ({ name }))
  )
  await Module.updateOrCreateMany('slug', MODULES)
}
