import { FEED_MEDIA_MAX } from '@shared/feeds'
import { Button } from '~/components/ui/button'
import { errorClasses } from '~/components/ui/field'
import { TextField } from '~/components/ui/text_field'
import { useT } from '~/lib/i18n'

/** A post's media: a list of links, one field each (errors under `media.N`), added and removed. */
export function MediaLinks({
  value,
  onChange,
  errors,
}: {
  value: string[]
  onChange: (media: string[]) => void
  errors: Record<string, string | undefined>
}) {
  const t = useT()
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-700 dark:text-gray-200">
        {t('feeds.fields.media')}
      </legend>
      {value.map((link, index) => (
        <div key={index} className="flex items-end gap-2">
          <TextField
            name={`media.${index}`}
            type="url"
            label={t('feeds.fields.media_item', { number: index + 1 })}
            placeholder="https://"
            value={link}
            onChange={(next) => onChange(value.map((old, at) => (at === index ? next : old)))}
            error={errors[`media.${index}`]}
            className="flex-1"
          />
          <Button
            variant="ghost"
            aria-label={t('feeds.fields.remove_media', { number: index + 1 })}
            onPress={() => onChange(value.filter((_, at) => at !== index))}
          >
            ✕
          </Button>
        </div>
      ))}
      {errors.media && <p className={errorClasses}>{errors.media}</p>}
      {value.length < FEED_MEDIA_MAX && (
        <div>
          <Button variant="secondary" onPress={() => onChange([...value, ''])}>
            {t('feeds.fields.add_media')}
          </Button>
        </div>
      )}
    </fieldset>
  )
}
