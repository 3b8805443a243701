/**
 * Helpers for the contacts, lists and companies tests: records built with the
 * factories (returned as stored), what a request wrote, and an org-admin whose
 * organization has a second community (sorted after the current one).
 */
import {
  attributesOf,
  createCommunity,
  createOrgAdmin,
  factories,
  query,
  rowById,
  unique,
} from '../../support/db.ts'

export interface ContactRecord {
  id: number
  uid: string
  community_id: number
  first_name: string
  last_name: string
  email: string | null
  phone_number: string | null
  extra_data: Record<string, string>
  type: string
}

export async function createContact(
  communityId: number,
  fields: Partial<Omit<ContactRecord, 'id' | 'uid' | 'community_id'>> = {}
) {
  const { ContactFactory } = await factories()
  const contact = await ContactFactory.merge({ ...attributesOf(fields), communityId }).create()
  return rowById<ContactRecord>('contacts', contact.id)
}

export async function contactByUid(uid: string) {
  const [row] = await query(`select * from contacts where uid = $1`, [uid])
  return row as ContactRecord | undefined
}

export async function contactsOf(communityId: number) {
  return (await query(`select * from contacts where community_id = $1 order by id`, [
    communityId,
  ])) as ContactRecord[]
}

export interface ListRecord {
  id: number
  uid: string
  community_id: number
  title: string
  description: string
}

export async function createList(communityId: number, title = unique('Listă')) {
  const { ContactListFactory } = await factories()
  const list = await ContactListFactory.merge({ communityId, title }).create()
  return rowById<ListRecord>('contact_lists', list.id)
}

export async function listByUid(uid: string) {
  const [row] = await query(`select * from contact_lists where uid = $1`, [uid])
  return row as ListRecord | undefined
}

export async function addMembers(list: ListRecord, contacts: { id: number }[]) {
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

export interface CompanyRecord {
  id: number
  uid: string
  community_id: number
  name: string
  website: string
  type: string
  status: string
  logo: string | null
}

export async function createCompany(communityId: number, name = unique('Firma')) {
  const { CompanyFactory } = await factories()
  const company = await CompanyFactory.merge({ communityId, name }).create()
  return rowById<CompanyRecord>('companies', company.id)
}

export async function companyByUid(uid: string) {
  const [row] = await query(`select * from companies where uid = $1`, [uid])
  return row as CompanyRecord | undefined
}
