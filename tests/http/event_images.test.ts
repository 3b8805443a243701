/**
 * The event's hero and trust element images (Sales Info tab) through the shared image routes:
 * /events/{uid}/image/hero_image and /events/{uid}/image/trust_el_image.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { createOrgAdmin, createUser } from '../support/db.ts'
import { fileForm, png } from './helpers/users.ts'
import { eventWorld, type EventWorld } from './helpers/event_tabs.ts'
import { createEvent, eventByUid } from './helpers/events.ts'

let world: EventWorld
let client: TestClient

beforeAll(async () => {
  world = await eventWorld()
  client = world.client
})

const IMAGES = [
  ['hero_image', 'heroImage', 'heroImageUrl', 'event_hero_image'],
  ['trust_el_image', 'trustElImage', 'trustElImageUrl', 'event_trust_el_image'],
] as const

/** Uploads like the Sales Info tab's uploader: the file under its field, and image_type. */
function upload(who: TestClient, uid: string, path: string, field: string, file: FormData) {
  file.append('image_type', field)
  return who.submit('POST', `/events/${uid}/image/${path}`, undefined, {
    form: file,
    from: `/events/${uid}?tab=sales`,
  })
}

describe.each(IMAGES)('the %s', (path, field, urlProp, type) => {
  test('is uploaded (shown on the tab), served, and deleted', async () => {
    const event = await createEvent(world.community.id)
    const { page, location } = await upload(
      client,
      event.uid,
      path,
      field,
      fileForm(field, await png(), 'poza.png', 'image/png')
    )
    expect(location).toBe(`/events/${event.uid}?tab=sales`)
    expect(page?.props.errors).toEqual({})
    expect(page?.flash.success).toMatch(/a fost salvată\.$/)
    const stored = (await eventByUid(event.uid))!
    const column = path === 'hero_image' ? stored.hero_image : stored.trust_el_image
    expect(column).toMatch(new RegExp(`^images/${event.uid}/${type}-`))
    expect(page?.props.event[urlProp]).toMatch(
      new RegExp(`^/events/${event.uid}/image/${path}\\?t=`)
    )
    const served = await client.request('GET', `/events/${event.uid}/image/${path}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')

    const removed = await client.submit('DELETE', `/events/${event.uid}/image/${path}`, undefined, {
      from: `/events/${event.uid}?tab=sales`,
    })
    expect(removed.location).toBe(`/events/${event.uid}?tab=sales`)
    expect(removed.page?.flash.success).toMatch(/a fost ștearsă\.$/)
    expect(removed.page?.props.event[urlProp]).toBeNull()
    const after = (await eventByUid(event.uid))!
    expect(path === 'hero_image' ? after.hero_image : after.trust_el_image).toBeNull()
    const gone = await client.request('GET', `/events/${event.uid}/image/${path}`)
    expect(gone.status).toBe(404)
  })

  test('a file that is not an image is refused under its field, nothing stored', async () => {
    const event = await createEvent(world.community.id)
    const { page } = await upload(
      client,
      event.uid,
      path,
      field,
      fileForm(field, 'nu sunt o imagine', 'poza.png', 'image/png')
    )
    expect(page?.props.errors).toEqual({
      [field]: 'Încarcă o imagine validă (JPEG, PNG, GIF sau WebP).',
    })
    expect(await eventByUid(event.uid)).toEqual(event)
  })
})

describe('who may not', () => {
  async function everyRoute(who: TestClient, uid: string) {
    const replies: [string, number, string | null][] = []
    for (const [path, field] of IMAGES) {
      const url = `/events/${uid}/image/${path}`
      const form = fileForm(field, await png(), 'p.png', 'image/png')
      for (const [method, options] of [
        ['GET', { inertia: true }],
        ['POST', { form, inertia: true }],
        ['DELETE', { inertia: true }],
      ] as const) {
        const reply = await who.request(method, url, options)
        replies.push([`${method} ${url}`, reply.status, reply.location])
      }
    }
    return replies
  }

  test("another community's event: 404, its images untouched", async () => {
    for (const communityId of [world.sibling.id, world.other.community.id]) {
      const event = await createEvent(communityId, {
        hero_image: `images/x/event_hero-${'a'.repeat(10)}.png`,
      })
      for (const [route, status] of await everyRoute(client, event.uid)) {
        expect(status, route).toBe(404)
      }
      expect(await eventByUid(event.uid)).toEqual(event)
    }
  })

  test('a super-admin: 403; a guest: /login; without the events module: 404', async () => {
    const event = await createEvent(world.community.id)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    for (const [route, status] of await everyRoute(admin, event.uid)) {
      expect(status, route).toBe(403)
    }
    for (const [route, status, location] of await everyRoute(new TestClient(), event.uid)) {
      expect([302, 303], route).toContain(status)
      expect(location, route).toBe('/login')
    }
    const without = await createOrgAdmin([])
    const own = await signedIn(without.user)
    const theirs = await createEvent(without.community.id)
    for (const [route, status] of await everyRoute(own, theirs.uid)) {
      expect(status, route).toBe(404)
    }
    expect(await eventByUid(event.uid)).toEqual(event)
    expect(await eventByUid(theirs.uid)).toEqual(theirs)
  })
})
