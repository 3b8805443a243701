import string from '@adonisjs/core/helpers/string'

/** Diacritics folded: "Cluj-Napoca Științe" → "cluj-napoca-stiinte". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MIN = 3
export const SLUG_MAX = 100

/**
 * The framework's slug, with every run of symbols a word break (not "and" for "&"), cut to `max`
 * without a trailing dash.
 */
export function slugify(text: string, max = SLUG_MAX) {
  return string
    .slug(text.replace(/[^\p{L}\p{M}\p{N}]+/gu, ' '), { lower: true, strict: true })
    .slice(0, max)
    .replace(/-+$/, '')
}
