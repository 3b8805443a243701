/**
 * A county as people type it ("Cluj", "Bistrita-Nasaud", "județul Iași", "RO-CJ", "CJ") read as
 * its ISO 3166-2:RO code: the organization's billing form, the invoice's seller and the buyer's
 * prefill read this.
 */
import { COUNTIES, type CountyCode } from '#shared/counties'

/** Lower case, without diacritics or surrounding spaces. */
export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()

/** The code of a county written as its name or its code; null when it is not a county. */
export function countyCode(text: string | null | undefined): CountyCode | null {
  if (!text) return null
  const wanted = plain(text).replace(/^judetul\s+/, '')
  const county = COUNTIES.find(
    (entry) =>
      plain(entry.name) === wanted ||
      entry.code.toLowerCase() === wanted ||
      entry.code.slice(3).toLowerCase() === wanted
  )
  return county?.code ?? null
}
