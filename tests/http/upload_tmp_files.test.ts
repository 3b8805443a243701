/**
 * An upload's temporary copy is deleted once the request is answered, whatever became of it:
 * stored, refused by a validator, sent to a route that reads no file, or cut off by the size
 * limit. Otherwise anyone could fill the server's disk with uploads it refuses.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { beforeAll, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { count, createOrgAdmin, query } from '../support/db.ts'
import { serverTmpDir } from '../support/stack.ts'
import { createEvent } from './helpers/events.ts'

let tenant: Awaited<ReturnType<typeof createOrgAdmin>>
let client: TestClient

beforeAll(async () => {
  tenant = await createOrgAdmin(['events-module'])
  client = await signedIn(tenant.user)
})

/** A multipart body whose file holds `marker`, `repeat` times over. */
function hostileForm(marker: string, field = 'file', repeat = 1) {
  const data = new FormData()
  data.append(field, new Blob([marker.repeat(repeat)], { type: 'image/png' }), 'poza.png')
  data.append('image_type', 'heroImage')
  return data
}

/** The server's temporary files that hold the marker. */
function copiesOf(marker: string) {
  const dir = serverTmpDir()
  return readdirSync(dir).filter((name) => {
    try {
      return readFileSync(`${dir}/${name}`, 'utf8').includes(marker)
    } catch {
      return false // deleted while read
    }
  })
}

test('no temporary copy of an upload is left, refused or not, on any kind of route', async () => {
  const marker = `nu-este-o-imagine-${randomUUID()}`
  const event = await createEvent(tenant.community.id)
  // This community's contacts: other files write contacts of their own at the same time.
  const contactsHere = () => count('contacts', 'community_id = $1', [tenant.community.id])
  const before = await contactsHere()
  const [{ slug }] = await query<{ slug: string }>('select slug from communities where id = $1', [
    tenant.community.id,
  ])

  // An image route that refuses the file (not an image): the message, nothing stored.
  const refused = await client.submit('POST', `/events/${event.uid}/image/hero_image`, undefined, {
    form: hostileForm(marker, 'heroImage'),
    from: `/events/${event.uid}?tab=sales`,
  })
  expect(refused.page?.props.errors.heroImage).toBeTruthy()

  // A form that reads no file at all, and the stateless API, sent the same file.
  await client.request('POST', '/contacts', { form: hostileForm(marker), inertia: true })
  const api = await new TestClient().request(
    'POST',
    `/api/communities/${slug}/events/${event.uid}/registrations`,
    { form: hostileForm(marker), json: true }
  )
  expect(api.status).toBe(422)
  expect(await contactsHere()).toBe(before)

  // Past the 6 MB limit: the answer is 413 and the part written so far is gone too.
  const tooLarge = await client.request('POST', `/events/${event.uid}/image/hero_image`, {
    form: hostileForm(marker, 'heroImage', Math.ceil((7 * 1024 * 1024) / marker.length)),
    inertia: true,
  })
  expect(tooLarge.status).toBe(413)

  // The parser deletes a file cut off by the limit a moment after its 413: wait for it.
  await expect.poll(() => copiesOf(marker), { timeout: 5000 }).toEqual([])
})
