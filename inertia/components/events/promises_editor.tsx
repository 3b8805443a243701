import { EVENT_LIMITS } from '@shared/event_options'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { TextField } from '~/components/ui/text_field'
import { useT } from '~/lib/i18n'

/** Drops the empty promises before the form is sent (spec §4). */
export function filledPromises(promises: string[]) {
  return promises.map((text) => text.trim()).filter(Boolean)
}

/**
 * An event's promises: up to 5 text fields; "Adaugă promisiune" adds one (hidden at 5), the
 * remove control shows only while more than one exists. Errors arrive per promise
 * (`promises.2`) and for the list (`promises`).
 */
export function PromisesEditor({
  value,
  onChange,
  errors,
}: {
  value: string[]
  onChange: (promises: string[]) => void
  errors: Record<string, string | undefined>
}) {
  const t = useT()
  const promises = value.length ? value : ['']
  const set = (index: number, text: string) =>
    onChange(promises.map((old, i) => (i === index ? text : old)))
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-100">
        {t('events.fields.promises')}
      </legend>
      <p className="text-xs text-gray-500 dark:text-gray-400">
        {t('events.promises_hint', { max: EVENT_LIMITS.promises })}
      </p>
      {promises.map((text, index) => (
        <div key={index} className="flex items-end gap-2">
          <TextField
            name={`promises.${index}`}
            label={t('events.fields.promise', { number: index + 1 })}
            value={text}
            onChange={(next) => set(index, next)}
            maxLength={EVENT_LIMITS.promise}
            error={errors[`promises.${index}`]}
            className="flex-1"
          />
          {promises.length > 1 && (
            <Button
              variant="ghost"
              aria-label={t('events.promises_remove', { number: index + 1 })}
              onPress={() => onChange(promises.filter((_, i) => i !== index))}
              className="mb-0.5 px-2"
            >
              <span aria-hidden="true">✕</span>
            </Button>
          )}
        </div>
      ))}
      {errors.promises && (
        <p className="text-sm text-red-600 dark:text-red-400" role="alert">
          {errors.promises}
        </p>
      )}
      {promises.length < EVENT_LIMITS.promises && (
        <div>
          <Button variant="secondary" onPress={() => onChange([...promises, ''])}>
            <Icon name="plus" className="size-4" />
            {t('events.promises_add')}
          </Button>
        </div>
      )}
    </fieldset>
  )
}
