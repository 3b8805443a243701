/** Diacritics folded: "Cluj-Napoca Științe" → "cluj-napoca-stiinte". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MIN = 3
export const SLUG_MAX = 100

export function slugify(text: string, max = SLUG_MAX) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')
}
