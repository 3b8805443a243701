import { describe, expect, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { createUser, factories, unique } from '../support/db.ts'

/** The shared list helper, exercised through the first list that uses it: the mailbox. */
async function superAdmin() {
  const user = await createUser({ role: 'super-admin' })
  const client = new TestClient()
  await client.login(user.email, user.password)
  return client
}

async function sendMails(tag: string, subjects: string[]) {
  const { MailboxMessageFactory } = await factories()
  for (const subject of subjects) {
    await MailboxMessageFactory.merge({
      to: `${tag}@example.test`,
      subject: `${tag} ${subject}`,
    }).create()
  }
}

describe('server-driven lists (app/services/shared/list_query.ts)', () => {
  test('defaults: newest first, 10 per page, with paging meta and the view state', async () => {
    const client = await superAdmin()
    const page = await client.visit('/mailbox')
    expect(page.props.state).toEqual({ sort: 'id', direction: 'desc', search: '', perPage: 10 })
    expect(page.props.meta.perPage).toBe(10)
    const ids = page.props.messages.map((m: { id: number }) => m.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  test('search, sort and page size come from the query string', async () => {
    const tag = unique('lista')
    await sendMails(tag, ['Charlie', 'alfa', 'Bravo'])
    const client = await superAdmin()

    const page = await client.visit(`/mailbox?search=${tag}&sort=subject&direction=asc&per_page=20`)
    expect(page.props.state).toEqual({
      sort: 'subject',
      direction: 'asc',
      search: tag,
      perPage: 20,
    })
    expect(page.props.meta.total).toBe(3)
    expect(page.props.messages.map((m: { subject: string }) => m.subject)).toEqual([
      `${tag} alfa`,
      `${tag} Bravo`,
      `${tag} Charlie`,
    ])
  })

  test('search is case-insensitive and treats % and _ as plain text', async () => {
    const tag = unique('procent')
    await sendMails(tag, ['reducere 50%', 'reducere 500'])
    const client = await superAdmin()
    const page = await client.visit(
      `/mailbox?search=${encodeURIComponent(tag.toUpperCase() + ' reducere 50%')}`
    )
    expect(page.props.messages.map((m: { subject: string }) => m.subject)).toEqual([
      `${tag} reducere 50%`,
    ])
  })

  test('search ignores diacritics both ways: "stiinta" finds "Știința", "ștefan" finds "Stefan"', async () => {
    const tag = unique('diacritice')
    await sendMails(tag, ['Știința datelor', 'Stefan scrie', 'altceva'])
    const client = await superAdmin()
    const subjects = async (text: string) => {
      const page = await client.visit(`/mailbox?search=${encodeURIComponent(`${tag} ${text}`)}`)
      return page.props.messages.map((m: { subject: string }) => m.subject)
    }
    expect(await subjects('STIINTA')).toEqual([`${tag} Știința datelor`])
    expect(await subjects('ștefan')).toEqual([`${tag} Stefan scrie`])
  })

  test('paging: page 2 of 2 holds the rest', async () => {
    const tag = unique('pagini')
    await sendMails(
      tag,
      Array.from({ length: 12 }, (_, i) => `mesaj ${String(i).padStart(2, '0')}`)
    )
    const client = await superAdmin()
    const page = await client.visit(`/mailbox?search=${tag}&page=2&sort=subject&direction=asc`)
    expect(page.props.meta).toMatchObject({ currentPage: 2, lastPage: 2, total: 12, perPage: 10 })
    expect(page.props.messages).toHaveLength(2)
  })

  test('a page past the last one shows the last page', async () => {
    const tag = unique('dincolo')
    await sendMails(tag, ['unu', 'doi', 'trei'])
    const client = await superAdmin()
    const page = await client.visit(`/mailbox?search=${tag}&page=5`)
    expect(page.props.meta).toMatchObject({ currentPage: 1, lastPage: 1, total: 3 })
    expect(page.props.messages).toHaveLength(3)
    const second = await client.visit(`/mailbox?search=${tag}&page=9&per_page=10`)
    expect(second.props.meta.currentPage).toBe(1)
    const none = await client.visit(`/mailbox?search=${unique('nimic')}`)
    expect(none.props.meta).toMatchObject({ currentPage: 1, lastPage: 1, total: 0 })
  })

  test('a bad sort column, direction, page size or page is ignored, never a server error', async () => {
    const client = await superAdmin()
    const page = await client.visit(
      '/mailbox?sort=drop+table+users&direction=sideways&per_page=7&page=abc'
    )
    expect(page.status).toBe(200)
    expect(page.props.state).toEqual({ sort: 'id', direction: 'desc', search: '', perPage: 10 })
    expect(page.props.meta.currentPage).toBe(1)

    // Names every object inherits are not columns either.
    for (const sort of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const inherited = await client.visit(`/mailbox?sort=${sort}&per_page=20`)
      expect(inherited.status).toBe(200)
      expect(inherited.props.state).toEqual({
        sort: 'id',
        direction: 'desc',
        search: '',
        perPage: 20,
      })
    }

    // Arrays and objects in the query string are not values.
    const shaped = await client.visit(
      '/mailbox?sort[]=subject&per_page[]=20&search[$ne]=1&page[]=2'
    )
    expect(shaped.status).toBe(200)
    expect(shaped.props.state).toEqual({ sort: 'id', direction: 'desc', search: '', perPage: 10 })
    expect(shaped.props.meta.currentPage).toBe(1)

    const huge = await client.visit('/mailbox?per_page=100000&page=999999999')
    expect(huge.status).toBe(200)
    expect(huge.props.meta.perPage).toBe(10)
    // Past the end: the last page.
    expect(huge.props.meta.currentPage).toBe(huge.props.meta.lastPage)
  })
})
