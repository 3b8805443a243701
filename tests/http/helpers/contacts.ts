/**
 * Helpers for the contacts, lists and companies tests: records built with the
 * factories (returned as stored), what a request wrote, and an org-admin whose
 * organization has a second community (sorted after the current one).
 */
import type Company from '#models/company'
import type Contact from '#models/contact'
import type ContactList from '#models/contact_list'
import {
  attributesOf,
  createCommunity,
  createOrgAdmin,
  factories,
  query,
  rowById,
  unique,
  type Row,
} from '../../support/db.ts'
import type { TestClient } from '../../support/client.ts'

export async function createContact(
  communityId: number,
  fields: Partial<Omit<Row<typeof Contact>, 'id' | 'uid' | 'community_id'>> = {}
) {
  const { ContactFactory } = await factories()
  const contact = await ContactFactory.merge({ ...attributesOf(fields), communityId }).create()
  return rowById<Row<typeof Contact>>('contacts', contact.id)
}

export async function contactByUid(uid: string) {
  const [row] = await query(`select * from contacts where uid = $1`, [uid])
  return row as Row<typeof Contact> | undefined
}

export async function contactsOf(communityId: number) {
  return (await query(`select * from contacts where community_id = $1 order by id`, [
    communityId,
  ])) as Row<typeof Contact>[]
}

export async function createList(communityId: number, title = unique('Listă')) {
  const { ContactListFactory } = await factories()
  const list = await ContactListFactory.merge({ communityId, title }).create()
  return rowById<Row<typeof ContactList>>('contact_lists', list.id)
}

export async function listByUid(uid: string) {
  const [row] = await query(`select * from contact_lists where uid = $1`, [uid])
  return row as Row<typeof ContactList> | undefined
}

export async function addMembers(list: Row<typeof ContactList>, contacts: { id: number }[]) {
  const { addToList } = await factories()
  await addToList({ id: list.id, communityId: list.community_id }, contacts)
}

/** The contact ids of a list, sorted. */
export async function memberIds(listId: number) {
  const rows = await query(
    `select contact_id from contact_list_members where contact_list_id = $1 order by 1`,
    [listId]
  )
  return rows.map((row) => row.contact_id as number)
}

/**
 * An org-admin (current community `community`) whose organization has a
 * second community `sibling`, and another organization's org-admin.
 */
export async function tenants() {
  const mine = await createOrgAdmin([])
  const sibling = await createCommunity(mine.organization.id, [], `Zz ${unique('Vecină')}`)
  const other = await createOrgAdmin([])
  return { ...mine, sibling, other }
}

export async function createCompany(communityId: number, name = unique('Firma')) {
  const { CompanyFactory } = await factories()
  const company = await CompanyFactory.merge({ communityId, name }).create()
  return rowById<Row<typeof Company>>('companies', company.id)
}

export async function companyByUid(uid: string) {
  const [row] = await query(`select * from companies where uid = $1`, [uid])
  return row as Row<typeof Company> | undefined
}

/**
 * /contacts as the browser ends up showing it: the page, then its deferred props (the counts)
 * fetched as Inertia fetches them, a partial reload of each group.
 */
export async function visitContacts(client: TestClient, path = '/contacts') {
  const page = await client.visit(path)
  const groups: Record<string, string[]> = page.deferredProps ?? {}
  for (const props of Object.values(groups)) {
    const reply = await client.request('GET', path, {
      inertia: true,
      headers: {
        'x-inertia-partial-component': page.component,
        'x-inertia-partial-data': props.join(','),
      },
    })
    Object.assign(page.props, reply.json().props)
  }
  return page
}
