import type Contact from '#models/contact'
import type ContactList from '#models/contact_list'
import type Company from '#models/company'
import { imageUrl } from '#services/images/image_columns'

/**
 * How contacts, lists and companies reach the pages (camelCase props):
 * the only place that decides which fields the browser sees.
 */
export function contactRow(contact: Contact) {
  return {
    uid: contact.uid,
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phoneNumber: contact.phoneNumber,
    extraData: contact.extraData,
  }
}
export type ContactRow = ReturnType<typeof contactRow>

/** A list with its number of contacts (read as `contact_count` by the query). */
export function listRow(list: ContactList) {
  return {
    uid: list.uid,
    id: list.id,
    title: list.title,
    description: list.description,
    contactCount: Number(list.$extras.contact_count ?? 0),
  }
}
export type ListRow = ReturnType<typeof listRow>

export function companyRow(company: Company) {
  return {
    uid: company.uid,
    id: company.id,
    name: company.name,
    website: company.website,
    type: company.type,
    status: company.status,
    logoUrl: imageUrl('company.logo', company),
  }
}
export type CompanyRow = ReturnType<typeof companyRow>
