/**
 * The option lists of an event (keys stored; labels in the `events.options` catalog, sent to
 * the pages as { value, label } pairs). Framework-free: the validators and the browser share it
 * as `#shared/event_options` / `@shared/event_options`.
 */

export const EVENT_VISIBILITIES = ['public', 'members', 'private'] as const
export const EVENT_TYPES = [
  'conference',
  'workshop',
  'meetup',
  'networking',
  'training',
  'festival',
  'online',
] as const
export const EVENT_PROMOS = ['none', 'early_bird', 'featured', 'discount'] as const
export const EVENT_SUITABLE_FOR = [
  'students',
  'professionals',
  'entrepreneurs',
  'families',
  'seniors',
  'everyone',
] as const

/** Every list by its name in the catalog (`events.options.<list>.<key>`). */
export const EVENT_OPTIONS = {
  event_visibility: EVENT_VISIBILITIES,
  event_type: EVENT_TYPES,
  event_promo: EVENT_PROMOS,
  suitable_for: EVENT_SUITABLE_FOR,
} as const
export type EventOptionList = keyof typeof EVENT_OPTIONS

/** One option of a select as the pages receive it. */
export type EventOption = {
  value: string
  label: string
}
export type EventOptions = Record<EventOptionList, EventOption[]>

/** Limits of the Event tab (spec §5, §9). */
export const EVENT_LIMITS = {
  name: 200,
  description: 1500,
  whomText: 100,
  uvpText: 60,
  promises: 5,
  promise: 200,
} as const
