/**
 * Helpers for the contacts, lists and companies tests: rows built in the
 * database, what a request wrote, and an org-admin whose organization has a
 * second community (sorted after the current one).
 */
import { createOrgAdmin, query, unique } from '../../support/db.ts'

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
  const [row] = await query(
    `insert into contacts (community_id, first_name, last_name, email, phone_number, extra_data, type, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, now(), now()) returning *`,
    [
      communityId,
      fields.first_name ?? 'Ana',
      fields.last_name ?? unique('Popescu'),
      fields.email === undefined ? `${unique('contact')}@example.test` : fields.email,
      fields.phone_number ?? null,
      JSON.stringify(fields.extra_data ?? {}),
      fields.type ?? 'contact',
    ]
  )
  return row as ContactRecord
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
  const [row] = await query(
    `insert into contact_lists (community_id, title, description, created_at, updated_at)
     values ($1, $2, 'Descriere', now(), now()) returning *`,
    [communityId, title]
  )
  return row as ListRecord
}

export async function listByUid(uid: string) {
  const [row] = await query(`select * from contact_lists where uid = $1`, [uid])
  return row as ListRecord | undefined
}

export async function addMembers(list: ListRecord, contacts: { id: number }[]) {
  for (const contact of contacts) {
    await query(
      `insert into contact_list_members (community_id, contact_list_id, contact_id) values ($1, $2, $3)`,
      [list.community_id, list.id, contact.id]
    )
  }
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
  const [sibling] = await query(
    `insert into communities (organization_id, name, slug, created_at, updated_at)
     values ($1, $2, $3, now(), now()) returning id, uid, name`,
    [mine.organization.id, `Zz ${unique('Vecină')}`, unique('vecina').toLowerCase()]
  )
  const other = await createOrgAdmin([])
  return { ...mine, sibling: sibling as { id: number; uid: string; name: string }, other }
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
  const [row] = await query(
    `insert into companies (community_id, name, website, type, status, created_at, updated_at)
     values ($1, $2, 'https://firma.example', 'sponsor', 'activ', now(), now()) returning *`,
    [communityId, name]
  )
  return row as CompanyRecord
}

export async function companyByUid(uid: string) {
  const [row] = await query(`select * from companies where uid = $1`, [uid])
  return row as CompanyRecord | undefined
}
