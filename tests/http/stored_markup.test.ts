/**
 * Stored text that looks like markup (`<!--<script>`, `</script>`, `<!--`, `-->`) never changes
 * how a page parses: the page object in `<script data-page="app">` reads back as the props, and
 * the element the app mounts in is still there. Read with a real HTML parser (jsdom, parse5).
 */
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, test } from 'vitest'
import { signedIn, type TestClient } from '../support/client.ts'
import { createUser } from '../support/db.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'
import { createQuiz } from './helpers/content.ts'
import { createBid, createCar, createLot } from './helpers/auction.ts'

/** What a user may name things: each one alone would break the page if written raw. */
const MARKUP = {
  comment: '<!--<script>',
  close: '</script>',
  open: '<!--',
  end: '-->',
  separators: 'a\u2028b\u2029c & <b>',
}

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

/** The page as the browser first loads it: the page object its script holds, and the document. */
async function loadedPage(who: TestClient, path: string) {
  const reply = await who.request('GET', path, { headers: { accept: 'text/html' } })
  expect(reply.status, reply.text.slice(0, 300)).toBe(200)
  const { document } = new JSDOM(reply.text).window
  const script = document.querySelector('script[data-page="app"][type="application/json"]')
  expect(script, 'the page script').not.toBeNull()
  const mount = document.getElementById('app')
  expect(mount?.tagName, 'the element the app mounts in').toBe('DIV')
  expect(mount?.parentElement, 'the mount element is in the body').toBe(document.body)
  expect(mount?.innerHTML).toBe('')
  // Nothing of the page object spilled out: no other script in the body, no text after it.
  expect(document.body.querySelectorAll('script')).toHaveLength(1)
  expect(document.body.textContent?.trim()).toBe(script!.textContent?.trim())
  return JSON.parse(script!.textContent ?? '') as { component: string; props: any }
}

/** Loads `path` in full and as an Inertia visit: the page object is the same, props and all. */
async function expectIntact(who: TestClient, path: string) {
  const page = await loadedPage(who, path)
  const visit = await who.visit(path)
  expect(page.component).toBe(visit.component)
  expect(page.props).toEqual(visit.props)
  return page
}

describe('a page whose props carry markup-like text', () => {
  test('/quizzes and the quiz editor: a quiz named with each string', async () => {
    const quizzes = await Promise.all(
      Object.values(MARKUP).map((name) => createQuiz(world.community.id, { name }))
    )
    const list = await expectIntact(client, '/quizzes?per_page=100')
    const names = Object.fromEntries(
      list.props.quizzes.map((row: { uid: string; name: string }) => [row.uid, row.name])
    )
    for (const quiz of quizzes) expect(names[quiz.uid]).toBe(quiz.name)

    for (const quiz of quizzes) {
      const editor = await expectIntact(client, `/quizzes/${quiz.uid}`)
      expect(editor.props.quiz.name).toBe(quiz.name)
    }
  })

  test('/contacts, the car page and /administrare/bids: a contact so named who bids', async () => {
    const contact = await createContact(world.community.id, {
      first_name: MARKUP.comment,
      last_name: MARKUP.close,
    })
    const lot = await createLot(world.community.id, { title: MARKUP.open })
    const car = await createCar(world.community.id, { lot_id: lot.id, make: MARKUP.separators })
    const bid = await createBid(world.community.id, { car_id: car.id, contact_id: contact.id })
    const fullName = `${contact.first_name} ${contact.last_name}`

    const contacts = await expectIntact(client, '/contacts')
    expect(JSON.stringify(contacts.props)).toContain(JSON.stringify(MARKUP.comment).slice(1, -1))
    expect(
      contacts.props.contacts.find((row: { uid: string }) => row.uid === contact.uid)
    ).toMatchObject({ firstName: contact.first_name, lastName: contact.last_name })

    const carPage = await expectIntact(client, `/lot/${lot.uid}/car/${car.uid}`)
    expect(JSON.stringify(carPage.props)).toContain(JSON.stringify(fullName).slice(1, -1))

    const bids = await expectIntact(client, '/administrare/bids')
    expect(JSON.stringify(bids.props)).toContain(JSON.stringify(fullName).slice(1, -1))

    const superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
    const everyBid = await expectIntact(
      superAdmin,
      `/administrare/bids?community=${world.community.uid}`
    )
    expect(everyBid.props.bids.map((row: { uid: string }) => row.uid)).toContain(bid.uid)
    expect(JSON.stringify(everyBid.props)).toContain(JSON.stringify(fullName).slice(1, -1))
    await expectIntact(superAdmin, `/lot/${lot.uid}/car/${car.uid}`)
  })
})
