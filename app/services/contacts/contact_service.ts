import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Contact, { type ContactAddress } from '#models/contact'
import { compact } from '#validators/shared/shared'
import { BUCHAREST } from '#shared/counties'
import ContactList from '#models/contact_list'
import { NotFoundException } from '#exceptions/http_errors'
import { refuseDuplicate } from '#services/shared/db_errors'
import { fieldError } from '#validators/shared/field_error'
import { isUid } from '#shared/identifiers'
import {
  orderByLowerCase,
  readListState,
  searchNormalized,
  type ListOptions,
  type QueryStringSource,
} from '#services/shared/list_query'
import { boundedCount, listWithoutCount } from '#services/shared/uncounted_list'
import env from '#start/env'
import type { TenantScope } from '#models/mixins/with_tenant_scope'
import { AuditService } from '#services/audit/audit_service'
import { GdprTrail } from '#services/gdpr/gdpr_trail'

export interface ContactInput {
  first_name: string
  last_name?: string
  email?: string
  phone_number?: string
  extra_data?: Record<string, string | null>
  address?: ContactAddress
}

export function searchContacts(
  query: Pick<ModelQueryBuilderContract<LucidModel>, 'where'>,
  text: string
) {
  searchNormalized(query, ['contacts.search'], text, true)
}

export const CONTACT_LIST_OPTIONS: ListOptions = {
  sortable: {
    id: 'contacts.id',
    first_name: 'contacts.first_name',
    last_name: 'contacts.last_name',
    email: 'contacts.email',
    phone_number: 'contacts.phone_number',
  },
  searchColumn: 'contacts.search',
  deferredJoin: true,
  textSort: ['first_name', 'last_name', 'email'],
  defaultSort: { key: 'id', direction: 'desc' },
}

/** The contacts screen shows the community's people; event contacts belong to their event. */
export function screenContacts(tenant: TenantScope) {
  return Contact.forTenant(tenant).where('contacts.type', 'contact')
}

/** Counted exactly up to this many; beyond it the screen says "more than". */
export const exactCountLimit = () => env.get('CONTACTS_EXACT_COUNT_LIMIT') ?? 1_000_000

/** /contacts' rows, without their count (`contactCounts`, deferred). */
export function contactsPage(
  request: QueryStringSource,
  tenant: TenantScope,
  columns: readonly string[]
) {
  return listWithoutCount(request, screenContacts(tenant), { ...CONTACT_LIST_OPTIONS, columns })
}

/** What the search finds and the community's contacts (the badge), each up to the limit. */
export async function contactCounts(request: QueryStringSource, tenant: TenantScope) {
  const limit = exactCountLimit()
  const { search } = readListState(request, CONTACT_LIST_OPTIONS)
  const all = boundedCount(screenContacts(tenant), limit)
  if (!search) return { listed: await all, all: await all }
  const found = screenContacts(tenant)
  searchContacts(found, search)
  const [listed, everyone] = await Promise.all([boundedCount(found, limit), all])
  return { listed, all: everyone }
}

export function listContacts(tenant: TenantScope, list: ContactList) {
  return screenContacts(tenant).whereIn(
    'contacts.id',
    ContactList.members(list).select('contact_id')
  )
}

export const CONTACT_PICKER_LIMIT = 20

export async function contactOptions(tenant: TenantScope, text: string) {
  const query = screenContacts(tenant).select(
    'contacts.id',
    'contacts.first_name',
    'contacts.last_name',
    'contacts.email'
  )
  orderByLowerCase(query, 'contacts.last_name')
  orderByLowerCase(query, 'contacts.first_name').orderBy('contacts.id').limit(CONTACT_PICKER_LIMIT)
  if (text) searchContacts(query, text)
  const contacts = await query
  return contacts.map((contact) => ({
    value: contact.id,
    label: contact.fullName,
    ...(contact.email ? { detail: contact.email } : {}),
  }))
}

export async function countContacts(tenant: TenantScope) {
  const [row] = await screenContacts(tenant).count('* as total').pojo<{ total: string }>()
  return Number(row.total)
}

export class ContactService {
  static async save(contact: Contact, communityId: number, data: ContactInput, i18n: I18n) {
    contact.merge({
      communityId,
      firstName: data.first_name,
      lastName: data.last_name ?? '',
      email: data.email ?? null,
      phoneNumber: data.phone_number ?? null,
      // A sector only in Bucharest.
      address: compact({
        ...data.address,
        sector: data.address?.county === BUCHAREST ? data.address.sector : undefined,
      }),
      // An extra field left empty is no field.
      extraData: Object.fromEntries(
        Object.entries(data.extra_data ?? {}).filter(
          (entry): entry is [string, string] => !!entry[1]
        )
      ),
    })
    await refuseDuplicate(
      () => contact.save(),
      () =>
        fieldError(
          'email',
          'contact_email_unique',
          i18n.t('validator.shared.messages.email.contact_email_unique')
        )
    )
    return contact
  }

  /** A 404 when any uid is not the community's: a bulk action acts on all of them or on none. */
  static async idsOr404(tenant: TenantScope, uids: string[], i18n: I18n) {
    const wanted = [...new Set(uids)]
    const notFound = () => new NotFoundException(i18n.t('errors.not_found'))
    if (!wanted.every(isUid)) throw notFound()
    const rows = await screenContacts(tenant).whereIn('contacts.uid', wanted).select('contacts.id')
    if (rows.length !== wanted.length) throw notFound()
    return rows.map((row) => row.id)
  }

  /**
   * One contact deleted: its entry (the mixin's, fields named without values) and its earlier
   * entries redacted, in one transaction (docs/security.md, "A contact's delete").
   */
  static async destroy(contact: Contact) {
    await db.transaction(async (trx) => {
      contact.useTransaction(trx)
      await contact.delete()
      await GdprTrail.redactContacts([contact.id], trx, 'delete')
    })
  }

  /** The contacts go in one statement; each one's entry is written in the same transaction. */
  static async deleteMany(tenant: TenantScope, ids: number[]) {
    await db.transaction(async (trx) => {
      const contacts = await Contact.forTenant(tenant)
        .useTransaction(trx)
        .whereIn('contacts.id', ids)
        .select('id', 'uid', 'community_id', 'first_name', 'last_name', 'email', 'phone_number')
      await Contact.forTenant(tenant).useTransaction(trx).whereIn('contacts.id', ids).delete()
      // Their earlier entries lose the person's data; the delete's own name the fields each had,
      // not their values, labelled by its uid (docs/security.md, "A contact's delete").
      await GdprTrail.redactContacts(
        contacts.map((contact) => contact.id),
        trx
      )
      await AuditService.recordMany(
        contacts.map((contact) => ({
          action: 'delete',
          record: { type: 'contact', id: contact.id, label: contact.uid },
          communityId: contact.communityId,
          changes: Object.fromEntries(
            (
              [
                ['first_name', contact.firstName],
                ['last_name', contact.lastName],
                ['email', contact.email],
                ['phone_number', contact.phoneNumber],
              ] as const
            )
              .filter(([, value]) => value)
              .map(([field]) => [field, [null, null]])
          ),
        })),
        trx
      )
    })
  }

  /** The contacts not yet on the list go on it; each one added is written on its timeline. */
  static async addToList(tenant: TenantScope, list: ContactList, ids: number[]) {
    if (!ids.length) return
    await db.transaction(async (trx) => {
      const added: { contact_id: number }[] = await trx
        .table('contact_list_members')
        .multiInsert(
          ids.map((id) => ({
            community_id: list.communityId,
            contact_list_id: list.id,
            contact_id: id,
          }))
        )
        .onConflict(['community_id', 'contact_list_id', 'contact_id'])
        .ignore()
        .returning('contact_id')
      await ContactService.recordMembership(tenant, list, 'list_add', added, trx)
    })
  }

  /** The contacts on the list leave it; each one removed is written on its timeline. */
  static async removeFromList(tenant: TenantScope, list: ContactList, ids: number[]) {
    await db.transaction(async (trx) => {
      const removed: { contact_id: number }[] = await ContactList.members(list, trx)
        .whereIn('contact_id', ids)
        .delete()
        .returning('contact_id')
      await ContactService.recordMembership(tenant, list, 'list_remove', removed, trx)
    })
  }

  private static async recordMembership(
    tenant: TenantScope,
    list: ContactList,
    action: 'list_add' | 'list_remove',
    rows: { contact_id: number }[],
    trx: TransactionClientContract
  ) {
    if (!rows.length) return
    const contacts = await Contact.forTenant(tenant)
      .useTransaction(trx)
      .whereIn(
        'contacts.id',
        rows.map((row) => row.contact_id)
      )
      .select('id', 'first_name', 'last_name', 'email')
    const [before, after] = action === 'list_add' ? [null, list.title] : [list.title, null]
    await AuditService.recordMany(
      contacts.map((contact) => ({
        action,
        record: { type: 'contact', id: contact.id, label: contact.fullName },
        communityId: list.communityId,
        changes: { list: [before, after] },
      })),
      trx
    )
  }
}
