/**
 * One rule for a valid contact: the contact form and the import agree, the
 * import skips the people who break it with the reason; and what is asked of the
 * import's server side: identical rows reported as unchanged, extra fields keeping their
 * Romanian names on the contact and in the exports.
 */
import { describe, expect, test } from 'vitest'
import { query } from '../support/db.ts'
import { csvRows } from '../support/xlsx.ts'
import { createContact } from './helpers/contacts.ts'
import { imported, utf8 } from './helpers/contact_imports.ts'
import { signedInOrgAdmin } from './helpers/tenant.ts'

const MAPPING = { Prenume: 'prenume', Nume: 'nume', Email: 'email', Telefon: 'telefon' }
const NO_FIRST_NAME =
  'Contactul nu are prenume (un contact are nevoie de prenume și de email sau telefon).'
const NO_REACH =
  'Contactul nu are nici email, nici telefon (un contact are nevoie de cel puțin unul).'

/** The contacts of a community as stored, oldest first. */
const contactsOf = (communityId: number) =>
  query(
    `select uid, first_name, last_name, email, phone_number, extra_data, updated_at from contacts
     where community_id = $1 order by id`,
    [communityId]
  )

describe('the form and the import agree on what a contact is', () => {
  // first name, last name, email, phone; valid or the import's reason.
  const cases: [string, [string, string, string, string], string | null][] = [
    ['everything', ['Ana', 'Pop', 'ana@ex.ro', '0740111222'], null],
    ['no last name', ['Ana', '', 'ana@ex.ro', ''], null],
    ['a phone, no email', ['Ana', 'Pop', '', '0740111222'], null],
    ['an email, no phone', ['Ana', 'Pop', 'ana@ex.ro', ''], null],
    ['no first name', ['', 'Pop', 'ana@ex.ro', '0740111222'], NO_FIRST_NAME],
    ['only a last name', ['', 'Pop', '', ''], NO_FIRST_NAME],
    ['neither email nor phone', ['Ana', 'Pop', '', ''], NO_REACH],
  ]

  test.each(cases)('%s', async (_, [first, last, email, phone], reason) => {
    const { world, client } = await signedInOrgAdmin()
    const form = { first_name: first, last_name: last, email, phone_number: phone }
    const { page } = await client.submit('POST', '/contacts', form, { from: '/contacts' })
    const formAccepts = Object.keys(page?.props.errors ?? {}).length === 0

    const { world: other, client: importer } = await signedInOrgAdmin()
    const csv = `Prenume,Nume,Email,Telefon\n${first},${last},${email},${phone}\n`
    const report = await imported(importer, 'f.csv', utf8(csv), {
      columnMapping: MAPPING,
      newList: { title: 'L', description: '' },
    })
    const importAccepts = report.created === 1

    expect({ formAccepts, importAccepts }).toEqual({ formAccepts: !reason, importAccepts: !reason })
    expect(report.skippedRows).toEqual(reason ? [{ row: 2, reason }] : [])
    const [formContacts, importContacts] = await Promise.all([
      contactsOf(world.community.id),
      contactsOf(other.community.id),
    ])
    expect([formContacts.length, importContacts.length]).toEqual(reason ? [0, 0] : [1, 1])
  })

  test('neither email nor phone: the form says so under the email, nothing written', async () => {
    const { world, client } = await signedInOrgAdmin()
    const form = { first_name: 'Ana', last_name: 'Pop', email: '', phone_number: '' }
    const { page } = await client.submit('POST', '/contacts', form, { from: '/contacts' })
    expect(page?.props.errors).toEqual({
      email:
        'Completează adresa de email sau numărul de telefon: un contact are nevoie de cel puțin unul.',
    })
    expect(await contactsOf(world.community.id)).toEqual([])
  })
})

describe('the import skips the people who break the rule', () => {
  test('with the reason; rows of one person count together; an existing contact is only filled', async () => {
    const { world, client } = await signedInOrgAdmin()
    const existing = await createContact(world.community.id, {
      first_name: 'Ion',
      last_name: 'Vechi',
      email: 'vechi@ex.ro',
      phone_number: null,
    })
    const csv = [
      'Prenume,Nume,Email,Telefon',
      'Ana,Pop,ana@ex.ro,',
      ',Ionescu,fara.prenume@ex.ro,',
      'Radu,Lungu,,',
      // No name, but Ana's email: the same person as row 2.
      ',,ana@ex.ro,0740111222',
      // No name, but an existing contact's email: it fills that contact's phone.
      ',,vechi@ex.ro,0740999888',
    ].join('\n')
    const report = await imported(client, 'f.csv', utf8(csv + '\n'), {
      columnMapping: MAPPING,
      newList: { title: 'L', description: '' },
    })
    expect(report).toMatchObject({ status: 'done', created: 1, updated: 2, skipped: 2 })
    expect(report.skippedRows).toEqual([
      { row: 3, reason: NO_FIRST_NAME },
      { row: 4, reason: NO_REACH },
    ])
    const contacts = await contactsOf(world.community.id)
    expect(
      contacts.map(({ first_name, email, phone_number }) => [first_name, email, phone_number])
    ).toEqual([
      ['Ion', 'vechi@ex.ro', '+40740999888'],
      ['Ana', 'ana@ex.ro', '+40740111222'],
    ])
    expect(contacts[0].uid).toBe(existing.uid)
    // Every contact the import left can be saved by the form as it is.
    for (const contact of contacts) {
      const { page } = await client.submit(
        'POST',
        `/contacts/${contact.uid}`,
        {
          first_name: contact.first_name,
          last_name: contact.last_name,
          email: contact.email ?? '',
          phone_number: contact.phone_number ?? '',
        },
        { from: '/contacts' }
      )
      expect(page?.props.errors).toEqual({})
    }
  })
})

describe('importing the same rows again', () => {
  test('identical rows are unchanged, not updated; a row that adds something updates', async () => {
    const { world, client } = await signedInOrgAdmin()
    const csv =
      'Prenume,Nume,Email,Telefon,Oraș\nAna,Pop,ana@ex.ro,,Iași\nRadu,Lungu,,0740111222,\n'
    const request = {
      columnMapping: { ...MAPPING, Oraș: 'oras' },
      newList: { title: 'L', description: '' },
    }
    expect(await imported(client, 'f.csv', utf8(csv), request)).toMatchObject({
      created: 2,
      updated: 0,
      unchanged: 0,
    })
    const before = await contactsOf(world.community.id)

    const again = await imported(client, 'f.csv', utf8(csv), request)
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 2 })
    // Nothing was written to them.
    expect(await contactsOf(world.community.id)).toEqual(before)

    const more = csv.replace('Radu,Lungu,,0740111222,', 'Radu,Lungu,radu@ex.ro,0740111222,Cluj')
    const changed = await imported(client, 'f.csv', utf8(more), request)
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 1 })
    const history = await client.visit('/contacts/imports')
    expect(history.props.imports[0]).toMatchObject({ updated: 1, unchanged: 1 })
  })
})

describe('extra fields keep their names', () => {
  test('Adresă, Oraș, Țară on the contact and as the export headers', async () => {
    const { world, client } = await signedInOrgAdmin()
    const csv = 'Prenume,Email,Adresa,Oras,Tara\nAna,ana@ex.ro,Str. Lungă 1,Iași,România\n'
    await imported(client, 'f.csv', utf8(csv), {
      columnMapping: {
        Prenume: 'prenume',
        Email: 'email',
        Adresa: 'adresa',
        Oras: 'oras',
        Tara: 'tara',
      },
      newList: { title: 'L', description: '' },
    })
    const [contact] = await contactsOf(world.community.id)
    expect(contact.extra_data).toEqual({ adresă: 'Str. Lungă 1', oraș: 'Iași', țară: 'România' })
    const reply = await client.request('GET', '/contacts/export/csv')
    expect(csvRows(reply.text)[0]).toEqual([
      'Prenume',
      'Nume',
      'Email',
      'Telefon',
      'Adresă',
      'Oraș',
      'Țară',
    ])
  })
})
