import { useEffect, useRef, useState } from 'react'
import { http } from '@inertiajs/react'
import { Input, Text, TextField as AriaTextField } from 'react-aria-components'
import { controlClasses, FieldLabel, FieldMessages } from '~/components/ui/field'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** Slug generation and checks run this long after typing stops (spec §4, §9). */
export const SLUG_DEBOUNCE_MS = 500
export const SLUG_MIN_LENGTH = 3

export type SlugStatus = 'unknown' | 'checking' | 'available' | 'unavailable'

/** The two questions the slug input asks the server (POST /communities/check-slug). */
export interface SlugApi {
  suggest: (name: string) => Promise<{ slug: string }>
  check: (slug: string) => Promise<{ available: boolean; slug: string }>
}

async function postJson<T>(data: Record<string, string>): Promise<T> {
  const response = await http.getClient().request({
    method: 'post',
    url: urlFor('communities.check_slug'),
    data,
    headers: { Accept: 'application/json' },
  })
  return JSON.parse(response.data) as T
}

export const httpSlugApi: SlugApi = {
  suggest: (name) => postJson({ name }),
  check: (slug) => postJson({ slug }),
}

/**
 * The community slug with its availability, and the domain it will live
 * under shown after it ("tineri-cluj" + ".comunitati.ro").
 *
 * Add mode: disabled until the name has 3 characters; made from the name
 * once the name stops changing (until the user types a slug of
 * their own); checked once it stops changing. The server's
 * URL-safe form replaces what was typed; a failed check counts as
 * unavailable. Edit mode: the slug is fixed and only shown.
 */
export function SlugInput({
  name,
  value,
  onChange,
  mode,
  domain,
  error,
  api = httpSlugApi,
}: {
  /** The community's name (the slug is made from it in add mode). */
  name: string
  value: string
  onChange: (slug: string) => void
  mode: 'add' | 'edit'
  domain: string
  error?: string
  api?: SlugApi
}) {
  const t = useT()
  const [status, setStatus] = useState<SlugStatus>('unknown')
  // The user typed a slug of their own: the name no longer replaces it.
  const typedByUser = useRef(false)
  // What the server last said, so that its own answer is not checked again.
  const confirmed = useRef<{ slug: string; available: boolean } | null>(null)
  const latestValue = useRef(value)
  latestValue.current = value
  const latestName = useRef(name)
  latestName.current = name

  const adding = mode === 'add'
  const nameReady = name.trim().length >= SLUG_MIN_LENGTH

  // Add mode: a slug from the name, once the name stops changing.
  useEffect(() => {
    if (!adding || typedByUser.current || !nameReady) return
    const timer = setTimeout(() => {
      api
        .suggest(name)
        .then(({ slug }) => {
          if (latestName.current === name && !typedByUser.current) onChange(slug)
        })
        // Generation failing only leaves the slug as it was (spec §8: logged only).
        .catch((reason: unknown) => console.warn('Slug generation failed', reason))
    }, SLUG_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [name, adding, nameReady])

  // Availability, once the slug stops changing.
  useEffect(() => {
    if (!adding) return
    if (value.length < SLUG_MIN_LENGTH) {
      setStatus('unknown')
      return
    }
    if (confirmed.current?.slug === value) {
      setStatus(confirmed.current.available ? 'available' : 'unavailable')
      return
    }
    setStatus('checking')
    const timer = setTimeout(() => {
      api
        .check(value)
        .then((answer) => {
          if (latestValue.current !== value) return
          confirmed.current = answer
          if (answer.slug !== value) onChange(answer.slug)
          else setStatus(answer.available ? 'available' : 'unavailable')
        })
        .catch((reason: unknown) => {
          console.warn('Slug check failed', reason)
          if (latestValue.current === value) setStatus('unavailable')
        })
    }, SLUG_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value, adding])

  const message = !adding
    ? t('communities.slug.fixed')
    : !nameReady && value === ''
      ? t('communities.slug.needs_name')
      : status === 'checking'
        ? t('communities.slug.checking')
        : status === 'available'
          ? t('communities.slug.available', { value })
          : status === 'unavailable'
            ? t('communities.slug.unavailable', { value })
            : value !== ''
              ? t('communities.slug.short', { value })
              : null

  const tone =
    status === 'available' && adding
      ? 'text-green-700 dark:text-green-400'
      : (status === 'unavailable' || (status === 'unknown' && value !== '')) && adding
        ? 'text-red-600 dark:text-red-400'
        : 'text-gray-500 dark:text-gray-400'

  return (
    <AriaTextField
      name="slug"
      value={value}
      onChange={(text) => {
        typedByUser.current = text !== ''
        onChange(text)
      }}
      isDisabled={adding ? !nameReady : true}
      isRequired={adding}
      isInvalid={!!error}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <FieldLabel isRequired={adding}>{t('communities.fields.slug')}</FieldLabel>
      <div className="flex items-stretch">
        <Input
          className={`${controlClasses} rounded-r-none`}
          placeholder={t('communities.slug.placeholder')}
          autoComplete="off"
          spellCheck={false}
          data-status={adding ? status : undefined}
        />
        <span
          className="flex items-center rounded-r-lg border border-l-0 border-gray-300 bg-gray-50 px-3 text-sm whitespace-nowrap text-gray-500 dark:border-gray-600 dark:bg-gray-700 dark:text-gray-300"
          data-testid="slug-domain"
        >
          .{domain}
        </span>
      </div>
      {/* The server's error (after a submit) says it all; the status returns when the slug changes. */}
      {message && !error && (
        <Text
          slot="description"
          aria-live="polite"
          className={`text-xs ${tone}`}
          data-testid="slug-status"
        >
          {message}
        </Text>
      )}
      <FieldMessages error={error} />
    </AriaTextField>
  )
}
