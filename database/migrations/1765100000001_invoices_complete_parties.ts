import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { BUCHAREST, COUNTIES } from '#shared/counties'

/** A text compared as the lists search: trimmed, lower case, without diacritics. */
const plain = (sql: string) => `lower(immutable_unaccent(btrim(coalesce(${sql}, ''))))`

const countyNames = COUNTIES.map(
  (county) => `('${county.code}', lower(immutable_unaccent('${county.name}')))`
).join(', ')
const countyCodes = COUNTIES.map((county) => `'${county.code}'`).join(', ')

/**
 * Completes the parties of invoices issued before they were stored in full (docs/decisions.md,
 * "Older invoices' parties"), only where the stored party lacks a piece and only from the same
 * address, so that the invoice states nothing new:
 * - the seller's county (and, in Bucharest, its sector) from the organization's billing details,
 *   where the stored seller's city is the billing details' city;
 * - the buyer's address, structured, from its contact's address, where the stored address line
 *   holds the contact's street and city.
 * The rest stays as issued; the invoice page says what e-Factura still lacks. `communityId`
 * limits it to one community (the tests).
 */
export async function completeOlderParties(
  client: Pick<QueryClientContract, 'rawQuery'>,
  communityId: number | null = null
) {
  const only = communityId === null ? '' : 'and invoices.community_id = ?'
  const bindings = communityId === null ? [] : [communityId]
  await client.rawQuery(
    `with found as (
       select invoices.id,
              coalesce(nullif(invoices.seller->'address'->>'county', ''),
                (select c.code from (values ${countyNames}) as c(code, name)
                  where c.name = ${plain(`organizations.billing_info->>'county'`)}
                     or c.code = upper(btrim(organizations.billing_info->>'county')) limit 1)) as county,
              (regexp_match(btrim(coalesce(organizations.billing_info->>'sector', '')),
                '^(sector(ul){0,1}\\s*){0,1}([1-6])$', 'i'))[3]::int as sector
         from invoices
         join communities on communities.id = invoices.community_id
         join organizations on organizations.id = communities.organization_id
        where invoices.seller->'address' is not null
          and (invoices.seller->'address'->>'county' = ''
               or (invoices.seller->'address'->>'county' = '${BUCHAREST}'
                   and jsonb_typeof(invoices.seller->'address'->'sector') is distinct from 'number'))
          and ${plain(`invoices.seller->'address'->>'city'`)} <> ''
          and ${plain(`invoices.seller->'address'->>'city'`)} = ${plain(`organizations.billing_info->>'city'`)}
          ${only})
     update invoices set seller = jsonb_set(invoices.seller, '{address}',
         (invoices.seller->'address') || jsonb_build_object('county', found.county,
           'sector', case when found.county = '${BUCHAREST}' then found.sector end))
       from found
      where invoices.id = found.id and found.county is not null
        and (found.county <> '${BUCHAREST}' or found.sector is not null
             or invoices.seller->'address'->>'county' = '')`,
    bindings
  )
  const stored = `invoices.buyer->'address'->>'street' || ' ' || coalesce(invoices.buyer->'address'->>'city', '')`
  await client.rawQuery(
    `update invoices set buyer = jsonb_set(invoices.buyer, '{address}', jsonb_build_object(
         'street', btrim(contacts.address->>'street'),
         'city', btrim(contacts.address->>'city'),
         'county', contacts.address->>'county',
         'sector', case when contacts.address->>'county' = '${BUCHAREST}'
                         and jsonb_typeof(contacts.address->'sector') = 'number'
                        then contacts.address->'sector' else 'null'::jsonb end,
         'zip_code', coalesce(nullif(btrim(contacts.address->>'zip_code'), ''),
                              invoices.buyer->'address'->>'zip_code'),
         'country', 'RO'))
       from bids
       join contacts on contacts.community_id = bids.community_id and contacts.id = bids.contact_id
      where bids.community_id = invoices.community_id and bids.id = invoices.bid_id
        and coalesce(invoices.buyer->'address'->>'county', '') = ''
        and contacts.address->>'county' in (${countyCodes})
        and ${plain(`contacts.address->>'street'`)} <> ''
        and ${plain(`contacts.address->>'city'`)} <> ''
        and strpos(${plain(stored)}, ${plain(`contacts.address->>'street'`)}) > 0
        and strpos(${plain(stored)}, ${plain(`contacts.address->>'city'`)}) > 0
        ${only}`,
    bindings
  )
}

/**
 * Invoices issued before their parties were stored in full (the parties migration gave them a
 * seller without its sector and a buyer whose address is one line, without county): what can be
 * read from the same address is filled in (`completeOlderParties`); nothing else changes.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (client) => completeOlderParties(client))
  }

  async down() {
    // What was filled in is the same address as issued: nothing to undo.
  }
}
