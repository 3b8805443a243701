import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { mailsTo, query, unique } from './support/db.ts'
import { signInAs } from './support/pages.ts'
import { orgAdminWithEvent } from './support/events.ts'

/** The mobile app's registration: its answer says nothing of the state; the state as stored. */
async function register(request: APIRequestContext, slug: string, uid: string, email: string) {
  const reply = await request.post(`/api/communities/${slug}/events/${uid}/registrations`, {
    data: { first_name: 'Ana', last_name: email.split('@')[0], email, consent: true },
  })
  expect(reply.status()).toBe(201)
  const [row] = await query<{ status: string }>(
    `select r.status from event_registrations r join events e on e.id = r.event_id
      where e.uid = $1 and r.email = $2`,
    [uid, email]
  )
  return row.status
}

/** The e-mail the queue sent (the dev mailbox's table), by its subject's start. */
async function mail(email: string, subject: string) {
  let found
  await expect
    .poll(async () => {
      const mails = await mailsTo(email)
      found = mails.find((message) => message.subject.startsWith(subject))
      return Boolean(found)
    })
    .toBe(true)
  return found!
}

/** The e-mail's confirmation link (signed: its query string as written in the HTML). */
const confirmLink = (html: string | null) =>
  /\/event-registrations\/[0-9a-f-]{36}\/confirm\?[^"]+/
    .exec(html ?? '')![0]
    .replaceAll('&amp;', '&')

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name })

test('registrations fill an event, the waiting list gets the freed place, a ticket is checked in once at the door', async ({
  page,
}) => {
  const { admin, event } = await orgAdminWithEvent(2)
  const [{ slug }] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    admin.community!.id,
  ])
  const [first, second, third] = ['ana', 'bogdan', 'cristi'].map((name) =>
    `${unique(name)}@example.test`.toLowerCase()
  )

  // Registered through the API; confirmed from the e-mail.
  expect(await register(page.request, slug, event.uid, first)).toBe('held')
  const confirmation = await mail(first, 'Confirmă înscrierea')
  await page.goto(confirmLink(confirmation.html))
  await expect(page.getByText('Adresa de email a fost confirmată.')).toBeVisible()
  await expect(page.getByTestId('registration-status')).toHaveText('Confirmat')
  await expect(page.getByRole('img', { name: 'Codul QR al biletului' })).toBeVisible()

  // The attendee on the tab.
  await signInAs(page, admin)
  await page.goto(`/events/${event.uid}?tab=attendees`)
  await expect(row(page, first)).toContainText('Confirmat')
  await expect(page.getByTestId('places-taken')).toHaveText('1 din 2')

  // The event fills; the next one waits.
  expect(await register(page.request, slug, event.uid, second)).toBe('held')
  const secondConfirmation = await mail(second, 'Confirmă înscrierea')
  await page.goto(confirmLink(secondConfirmation.html))
  expect(await register(page.request, slug, event.uid, third)).toBe('waiting')
  const waitingMail = await mail(third, 'Ești pe lista de așteptare')
  expect(waitingMail.html).toContain('Locul tău pe lista de așteptare: 1.')
  await page.goto(`/events/${event.uid}?tab=attendees`)
  await expect(page.getByTestId('places-taken')).toHaveText('2 din 2')
  await expect(row(page, third)).toContainText('Listă de așteptare')

  // One cancelled from the tab: the place is offered to the waiting one.
  await page.getByRole('button', { name: `Alte acțiuni: Ana ${first.split('@')[0]}` }).click()
  await page.getByRole('menuitem', { name: /Anulează înscrierea/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Anulează înscrierea' }).click()
  await expect(row(page, first)).toContainText('Anulat')
  await expect(row(page, third)).toContainText('Loc oferit')
  await mail(third, 'S-a eliberat un loc')

  // At the door, on a phone: the second one's ticket by its typed code, then refused again.
  const [ticket] = await query<{ code: string }>(
    `select t.code from event_tickets t join event_registrations r on r.id = t.registration_id
      where r.event_id = $1 and r.email = $2`,
    [event.id, second]
  )
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/events/${event.uid}/check-in`)
  const code = page.getByRole('textbox', { name: 'Codul biletului' })
  await code.fill(ticket.code.replace(/(.{4})(?=.)/g, '$1-').toLowerCase())
  await page.getByRole('button', { name: 'Verifică și marchează prezent' }).click()
  // The event starts in a week: the first check-in of the visit is confirmed.
  const early = page.getByRole('dialog')
  await expect(early).toContainText(
    /Evenimentul începe pe \d{2}-\d{2}-\d{4} \d{2}:\d{2}\. Confirmi check-in-ul\?/
  )
  await early.getByRole('button', { name: 'Confirmă check-in-ul' }).click()
  await expect(page.getByTestId('check-in-result')).toContainText('Prezent: poate intra.')
  await expect(page.getByTestId('present')).toHaveText('Prezenți: 1 din 1')
  await code.fill(ticket.code)
  await page.getByRole('button', { name: 'Verifică și marchează prezent' }).click()
  await expect(page.getByTestId('check-in-result')).toContainText('Bilet deja folosit.')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('check-in-result')).toContainText(
    `marcat de ${admin.firstName} ${admin.lastName}`
  )
})
