import { useErrorsToast } from '~/components/forms/error_summary_toast'
import type { useT } from '~/lib/i18n'

/** The label of a field of the feed form in a toast (`media.2` → "Link media 3"). */
export function feedFieldLabel(t: ReturnType<typeof useT>, field: string) {
  const media = /^media\.(\d+)$/.exec(field)
  if (media) return t('feeds.fields.media_item', { number: Number(media[1]) + 1 })
  const key = `feeds.fields.${field.replace(/\.\d+$/, '')}`
  const label = t(key)
  return label === key ? field : label
}

/**
 * The feed form's errors as a toast (spec §8): "{field}: {message}" for the first field in
 * error, "Eroare: {message}" for an error of no field; each message also shows under its field.
 */
export function useFeedErrorToasts() {
  useErrorsToast((errors, t) => {
    const [first] = Object.entries(errors)
    if (!first) return null
    const [field, raw] = first
    const message = Array.isArray(raw) ? raw[0] : raw
    if (!message) return null
    return field ? `${feedFieldLabel(t, field)}: ${message}` : t('feeds.error', { message })
  })
}
