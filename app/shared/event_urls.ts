/**
 * The event editor's address (ev-editor's route `events.edit`, start/routes/event_editor.ts),
 * with the tab to open. Both sides use it: the list's rows, the create form's redirect.
 */
export const EVENT_TABS = ['event', 'branding', 'contact', 'sales', 'links', 'partners'] as const
export type EventTab = (typeof EVENT_TABS)[number]

export function eventEditorPath(uid: string, tab?: EventTab) {
  return tab ? `/events/${uid}?tab=${tab}` : `/events/${uid}`
}
