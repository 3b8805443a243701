import { urlFor } from '~/client'

/**
 * A JSON list from one of the app's routes (`url` with its query string): [] when the answer is
 * an error (the server logs its own); a session that ended goes to the sign-in page.
 */
export async function fetchList<Item>(url: string, signal?: AbortSignal): Promise<Item[]> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  })
  if (response.status === 401) {
    window.location.assign(urlFor('session.create'))
    return []
  }
  if (!response.ok) return []
  return (await response.json()) as Item[]
}
