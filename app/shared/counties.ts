/**
 * Romania's counties and Bucharest with their ISO 3166-2:RO codes: an invoice's addresses store
 * the code, e-Factura (CIUS-RO) requires it, the screens show the name.
 */
export const COUNTIES = [
  { code: 'RO-AB', name: 'Alba' },
  { code: 'RO-AR', name: 'Arad' },
  { code: 'RO-AG', name: 'Argeș' },
  { code: 'RO-BC', name: 'Bacău' },
  { code: 'RO-BH', name: 'Bihor' },
  { code: 'RO-BN', name: 'Bistrița-Năsăud' },
  { code: 'RO-BT', name: 'Botoșani' },
  { code: 'RO-BV', name: 'Brașov' },
  { code: 'RO-BR', name: 'Brăila' },
  { code: 'RO-B', name: 'București' },
  { code: 'RO-BZ', name: 'Buzău' },
  { code: 'RO-CS', name: 'Caraș-Severin' },
  { code: 'RO-CL', name: 'Călărași' },
  { code: 'RO-CJ', name: 'Cluj' },
  { code: 'RO-CT', name: 'Constanța' },
  { code: 'RO-CV', name: 'Covasna' },
  { code: 'RO-DB', name: 'Dâmbovița' },
  { code: 'RO-DJ', name: 'Dolj' },
  { code: 'RO-GL', name: 'Galați' },
  { code: 'RO-GR', name: 'Giurgiu' },
  { code: 'RO-GJ', name: 'Gorj' },
  { code: 'RO-HR', name: 'Harghita' },
  { code: 'RO-HD', name: 'Hunedoara' },
  { code: 'RO-IL', name: 'Ialomița' },
  { code: 'RO-IS', name: 'Iași' },
  { code: 'RO-IF', name: 'Ilfov' },
  { code: 'RO-MM', name: 'Maramureș' },
  { code: 'RO-MH', name: 'Mehedinți' },
  { code: 'RO-MS', name: 'Mureș' },
  { code: 'RO-NT', name: 'Neamț' },
  { code: 'RO-OT', name: 'Olt' },
  { code: 'RO-PH', name: 'Prahova' },
  { code: 'RO-SM', name: 'Satu Mare' },
  { code: 'RO-SJ', name: 'Sălaj' },
  { code: 'RO-SB', name: 'Sibiu' },
  { code: 'RO-SV', name: 'Suceava' },
  { code: 'RO-TR', name: 'Teleorman' },
  { code: 'RO-TM', name: 'Timiș' },
  { code: 'RO-TL', name: 'Tulcea' },
  { code: 'RO-VS', name: 'Vaslui' },
  { code: 'RO-VL', name: 'Vâlcea' },
  { code: 'RO-VN', name: 'Vrancea' },
] as const

export type CountyCode = (typeof COUNTIES)[number]['code']

/** Bucharest: its addresses name a sector (1–6) instead of a city. */
export const BUCHAREST: CountyCode = 'RO-B'

export function countyName(code: string): string | undefined {
  return COUNTIES.find((county) => county.code === code)?.name
}
