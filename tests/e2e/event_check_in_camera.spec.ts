import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test as base } from './support/fixtures.ts'
import { writeQrVideo } from './support/fake_camera.ts'
import { signInAs } from './support/pages.ts'
import { orgAdminWithEvent } from './support/events.ts'
import { createRegistration } from '../http/helpers/attendees.ts'

/**
 * This file's browser has a fake camera that plays `cameraVideo` (written by the test before
 * the camera starts) and is allowed to use it without asking.
 */
const test = base.extend<{}, { cameraVideo: string }>({
  cameraVideo: [
    async ({}, use) => {
      const folder = await mkdtemp(join(tmpdir(), 'check-in-camera-'))
      await use(join(folder, 'camera.y4m'))
      await rm(folder, { recursive: true, force: true })
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, cameraVideo }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${cameraVideo}`,
        ],
      })
    },
    { scope: 'worker' },
  ],
})

test.use({ permissions: ['camera'], viewport: { width: 390, height: 844 } })

// The typed code, a ticket used twice and the refusals: tests/e2e/event_attendees.spec.ts.
test('at the door, the camera reads a ticket’s QR code and the attendee is checked in', async ({
  page,
  cameraVideo,
}) => {
  const { admin, event } = await orgAdminWithEvent(10)
  const registration = await createRegistration({ id: event.id, community_id: event.communityId })
  // What the ticket's page and e-mail encode in its QR: the code itself.
  await writeQrVideo(cameraVideo, registration.ticket!.code)

  await signInAs(page, admin)
  await page.goto(`/events/${event.uid}/check-in`)
  await expect(page.getByTestId('present')).toHaveText('Prezenți: 0 din 1')
  await page.getByRole('button', { name: 'Scanează codul QR' }).click()
  // The event starts in a week: the code read is sent once the check-in is confirmed. The
  // dialog waits for the camera's frames to be decoded: slow on two cores busy with the suite.
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirmă check-in-ul' })
  await expect(confirm).toBeVisible({ timeout: 45_000 })
  await confirm.click()

  const result = page.getByTestId('check-in-result')
  await expect(result).toContainText('Prezent: poate intra.')
  await expect(result).toContainText(
    `${registration.first_name} ${registration.last_name} · ${registration.email}`
  )
  await expect(page.getByTestId('present')).toHaveText('Prezenți: 1 din 1')
  // The camera stops once a code is read.
  await expect(page.getByRole('button', { name: 'Scanează codul QR' })).toBeVisible()
})
