/** The tabs of the event editor (`?tab=` of events.edit), in their order. */
export const EVENT_TABS = [
  'event',
  'branding',
  'contact',
  'sales',
  'links',
  'partners',
  'attendees',
] as const
export type EventTab = (typeof EVENT_TABS)[number]
