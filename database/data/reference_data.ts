import Role, { ROLES } from '#models/role'
import Module from '#models/module'
import Industry from '#models/industry'
import Niche from '#models/niche'
import ImpactArea from '#models/impact_area'
import { slugify } from '#services/shared/slug'

export const MODULES = [
  {
    slug: 'events-module',
    name: 'Evenimente',
    description: 'Evenimente, setările și stilurile comunității.',
  },
  { slug: 'feeds-module', name: 'Feed-uri', description: 'Postări, articole, video și quiz-uri.' },
  { slug: 'products-module', name: 'Produse', description: 'Produse și abonamente.' },
]

/** Industries (also a community's activity domains) and their niches. */
export const INDUSTRIES: Record<string, string[]> = {
  'Educație': ['Școli și licee', 'Universități', 'Formare profesională', 'Educație nonformală'],
  'Sănătate': ['Clinici private', 'Farmacii', 'Sănătate mintală', 'Recuperare medicală'],
  'Tehnologia informației': ['Dezvoltare software', 'Securitate cibernetică', 'Comerț electronic'],
  'Cultură și arte': ['Teatru', 'Muzică', 'Arte vizuale', 'Patrimoniu'],
  'Sport': ['Fotbal', 'Alergare', 'Ciclism', 'Sporturi de iarnă'],
  'Agricultură': ['Agricultură ecologică', 'Apicultură', 'Viticultură'],
  'Turism și ospitalitate': ['Agroturism', 'Hoteluri', 'Restaurante'],
  'Servicii sociale': ['Protecția copilului', 'Vârstnici', 'Persoane cu dizabilități'],
}

/** Main impact areas and their child areas. */
export const IMPACT_AREAS: Record<string, string[]> = {
  'Mediu': ['Reciclare', 'Energie regenerabilă', 'Împăduriri', 'Calitatea aerului'],
  'Educație': ['Alfabetizare digitală', 'Abandon școlar', 'Burse și mentorat'],
  'Sănătate': ['Prevenție', 'Sănătate mintală', 'Acces la servicii medicale'],
  'Incluziune socială': ['Comunități defavorizate', 'Egalitate de șanse', 'Integrarea migranților'],
  'Dezvoltare locală': ['Antreprenoriat', 'Infrastructură comunitară', 'Voluntariat'],
  'Cultură': ['Patrimoniu local', 'Evenimente culturale', 'Tradiții'],
}

export async function seedReferenceData() {
  await Role.updateOrCreateMany(
    'name',
    ROLES.map((name) => ({ name }))
  )
  await Module.updateOrCreateMany('slug', MODULES)

  for (const [name, niches] of Object.entries(INDUSTRIES)) {
    const industry = await Industry.updateOrCreate({ slug: slugify(name) }, { name })
    await Niche.updateOrCreateMany(
      'slug',
      niches.map((niche) => ({
        industryId: industry.id,
        name: niche,
        slug: slugify(`${name}-${niche}`),
      }))
    )
  }

  for (const [name, children] of Object.entries(IMPACT_AREAS)) {
    const main = await ImpactArea.updateOrCreate({ slug: slugify(name) }, { name, parentId: null })
    await ImpactArea.updateOrCreateMany(
      'slug',
      children.map((child) => ({
        parentId: main.id,
        name: child,
        slug: slugify(`${name}-${child}`),
      }))
    )
  }
}
