/**
 * The member's data (docs/members.md, "The member's data"): GET /api/member/data (everything
 * held about them, nothing of anyone else), the marketing consent (GET, POST: appended rows,
 * Legea 506/2004), DELETE /api/member/me (the erasure: what is erased, what the law keeps).
 */
import { describe, expect, test } from 'vitest'
import { signedIn } from '../../support/client.ts'
import { count, createOrgAdmin, query, unique } from '../../support/db.ts'
import { createEvent } from '../helpers/events.ts'
import { createRegistration, registrationByEmail } from '../helpers/attendees.ts'
import { createInvoice, createWonCar } from '../helpers/auction.ts'
import {
  fieldErrors,
  memberActivity,
  memberApi,
  memberWorld,
  slugOf,
} from '../helpers/member_events.ts'
import { joinedMember } from '../helpers/members.ts'

const consentPath = (slug: string) => `/communities/${slug}/consents/marketing`

/** An invoice of a bid by the contact, whose buyer is the member (by e-mail). */
async function invoiceOf(communityId: number, contactId: number, email: string) {
  const { bids } = await createWonCar(communityId, [
    { contact_id: contactId, amount_cents: 500_000 },
  ])
  return createInvoice(communityId, {
    bid_id: bids[0].id,
    buyer_email: email,
    buyer_name: 'Ana Membru',
  })
}

describe('GET /api/member/data', () => {
  test('the account, identities, devices, communities, contacts, answers, segments, consents, tickets and invoices; nothing of another member', async () => {
    const { community, slug, member, contact, token } = await memberWorld()
    const activity = await memberActivity(member, contact)
    const consent = await memberApi(token, 'POST', consentPath(slug), {
      given: true,
      text_version: 'marketing-v1',
    })
    expect(consent.status).toBe(200)
    const event = await createEvent(community.id)
    await memberApi(token, 'POST', `/communities/${slug}/events/${event.uid}/registrations`, {})
    const invoice = await invoiceOf(community.id, contact.id, member.email!)
    const other = await joinedMember(community.id)
    await memberApi(other.token, 'POST', consentPath(slug), { given: true, text_version: 'alt-v9' })
    await createRegistration(event, { email: other.member.email!, member_id: other.member.id })

    const reply = await memberApi(token, 'GET', '/data')
    expect(reply.status).toBe(200)
    const text = await reply.text()
    const { data } = JSON.parse(text)
    expect(data.account).toMatchObject({
      uid: member.uid,
      email: member.email,
      first_name: 'Ana',
      last_name: 'Membru',
    })
    expect(data.identities).toEqual([
      expect.objectContaining({ provider: 'google', subject: `google-${member.id}` }),
    ])
    expect(data.devices).toEqual([expect.objectContaining({ name: 'Telefon de test' })])
    expect(Object.keys(data.devices[0]).sort()).toEqual(
      ['created_at', 'expires_at', 'id', 'last_used_at', 'name'].sort()
    )
    expect(data.communities).toHaveLength(1)
    const [mine] = data.communities
    expect(mine.community.slug).toBe(slug)
    expect(mine.contacts).toEqual([expect.objectContaining({ email: member.email })])
    expect(mine.quiz_answers).toEqual([
      expect.objectContaining({ quiz: activity.quiz.name, answers: [activity.answer.text] }),
    ])
    expect(mine.segments).toEqual([
      expect.objectContaining({ segment: activity.byHand.name, source: 'manual', quiz: null }),
      expect.objectContaining({
        segment: activity.byQuiz.name,
        source: 'quiz',
        quiz: activity.quiz.name,
      }),
    ])
    expect(mine.marketing_consents).toEqual([
      expect.objectContaining({ given: true, text_version: 'marketing-v1', source: 'member' }),
    ])
    expect(mine.invoices).toEqual([
      expect.objectContaining({
        number: `FCT-${invoice.number}`,
        total_cents: invoice.total_cents,
      }),
    ])
    expect(data.registrations).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        event: expect.objectContaining({ uid: event.uid }),
      }),
    ])
    // Nothing secret, nothing of the other member.
    for (const absent of [other.member.email!, other.member.uid, 'alt-v9', 'hash', 'mbr_']) {
      expect(text, absent).not.toContain(absent)
    }
  })

  test('without a token: 401', async () => {
    const reply = await memberApi(null, 'GET', '/data')
    expect(reply.status).toBe(401)
  })

  test('10 exports an hour per member, then 429 in the API shape; another member is not held back', async () => {
    const { community, token } = await memberWorld()
    const other = await joinedMember(community.id)
    for (let i = 0; i < 10; i++) {
      const reply = await memberApi(token, 'GET', '/data')
      expect(reply.status, `export ${i + 1}`).toBe(200)
    }
    const refused = await memberApi(token, 'GET', '/data', undefined, { 'accept-language': 'en' })
    expect(refused.status).toBe(429)
    const body = await refused.json()
    expect(body).toMatchObject({ error: 'too_many_requests', retry_after: expect.any(Number) })
    expect(body.message).toMatch(
      /^Too many requests in a short time\. Try again in [\d,]+ (second|seconds)\.$/
    )
    expect(refused.headers.get('retry-after')).toBe(String(body.retry_after))
    const theirs = await memberApi(other.token, 'GET', '/data')
    expect(theirs.status).toBe(200)
  })
})

describe('marketing consent', () => {
  test('each decision appended with its text version, source, IP and time; the latest is the state', async () => {
    const { slug, contact, token } = await memberWorld()
    const none = await memberApi(token, 'GET', consentPath(slug))
    expect(await none.json()).toEqual({
      data: { given: null, text_version: null, at: null, history: [] },
    })
    await memberApi(token, 'POST', consentPath(slug), { given: true, text_version: 'marketing-v1' })
    const withdrawn = await memberApi(token, 'POST', consentPath(slug), {
      given: false,
      text_version: 'marketing-v2',
    })
    expect(withdrawn.status).toBe(200)
    const { data } = await withdrawn.json()
    expect(data).toMatchObject({ given: false, text_version: 'marketing-v2' })
    expect(data.history.map((row: { given: boolean }) => row.given)).toEqual([false, true])
    const reread = await memberApi(token, 'GET', consentPath(slug))
    expect(await reread.json()).toEqual({ data })
    const rows = await query(
      `select given, text_version, source, ip from marketing_consents where contact_id = $1 order by id`,
      [contact.id]
    )
    expect(rows).toEqual([
      { given: true, text_version: 'marketing-v1', source: 'member', ip: expect.any(String) },
      { given: false, text_version: 'marketing-v2', source: 'member', ip: expect.any(String) },
    ])
  })

  test.each([
    [
      {},
      {
        given: 'Câmpul acord este obligatoriu.',
        text_version: 'Câmpul versiunea textului este obligatoriu.',
      },
    ],
    [{ given: 'da', text_version: 'v1' }, { given: 'Valoarea câmpului acord nu este validă.' }],
    [
      { given: true, text_version: 'v'.repeat(41) },
      { text_version: 'Câmpul versiunea textului poate avea cel mult 40 de caractere.' },
    ],
  ])('%j: 422 with the messages under the fields, nothing written', async (body, messages) => {
    const { slug, contact, token } = await memberWorld()
    const reply = await memberApi(token, 'POST', consentPath(slug), body)
    expect(reply.status).toBe(422)
    expect(await fieldErrors(reply)).toEqual(messages)
    expect(await count('marketing_consents', 'contact_id = $1', [contact.id])).toBe(0)
  })

  test('English messages by Accept-Language; another community: 401, nothing written', async () => {
    const { token } = await memberWorld()
    const { community } = await createOrgAdmin([])
    const theirs = await slugOf(community.id)
    const outside = await memberApi(token, 'POST', consentPath(theirs), {
      given: true,
      text_version: 'v1',
    })
    expect(outside.status).toBe(401)
    expect(await count('marketing_consents', 'community_id = $1', [community.id])).toBe(0)
    const { slug } = await memberWorld()
    const english = await memberApi(
      token,
      'POST',
      consentPath(slug),
      {},
      { 'accept-language': 'en' }
    )
    expect(english.status).toBe(401)
    const mine = await memberWorld()
    const invalid = await memberApi(
      mine.token,
      'POST',
      consentPath(mine.slug),
      {},
      {
        'accept-language': 'en',
      }
    )
    const errors = await fieldErrors(invalid)
    expect(errors.given).toBe('The consent field is required.')
  })
})

describe('marketing consent of a member who left or is blocked', () => {
  test.each([
    ['left', 'left_at', 'Ai părăsit această comunitate. Alătură-te din nou pentru a continua.'],
    ['blocked', 'blocked_at', 'Accesul tău în această comunitate a fost blocat.'],
  ])(
    '%s: the state read and the consent withdrawn (appended); giving it again refused, nothing written',
    async (reason, column, message) => {
      const { slug, contact, membership, token } = await memberWorld()
      await memberApi(token, 'POST', consentPath(slug), { given: true, text_version: 'v1' })
      await query(`update community_members set ${column} = now() where id = $1`, [membership.id])

      const state = await memberApi(token, 'GET', consentPath(slug))
      expect(state.status).toBe(200)
      expect(await state.json()).toMatchObject({ data: { given: true, text_version: 'v1' } })
      const withdrawn = await memberApi(token, 'POST', consentPath(slug), {
        given: false,
        text_version: 'v2',
      })
      expect(withdrawn.status).toBe(200)
      expect(await withdrawn.json()).toMatchObject({ data: { given: false, text_version: 'v2' } })

      const given = await memberApi(token, 'POST', consentPath(slug), {
        given: true,
        text_version: 'v3',
      })
      expect(given.status).toBe(401)
      expect(await given.json()).toEqual({ error: 'unauthenticated', reason, message })
      const english = await memberApi(
        token,
        'POST',
        consentPath(slug),
        { given: true, text_version: 'v3' },
        { 'accept-language': 'en' }
      )
      expect(english.status).toBe(401)
      expect(await english.json()).toMatchObject({
        reason,
        message: expect.stringMatching(/^Your|^You/),
      })
      const rows = await query(
        `select given, text_version from marketing_consents where contact_id = $1 order by id`,
        [contact.id]
      )
      expect(rows).toEqual([
        { given: true, text_version: 'v1' },
        { given: false, text_version: 'v2' },
      ])
      // The community's other routes stay closed to them.
      const feed = await memberApi(token, 'GET', `/communities/${slug}/feed`)
      expect(feed.status).toBe(401)
    }
  )

  test('another member’s community: 401 not_a_member, nothing read or written', async () => {
    const { token } = await memberWorld()
    const theirs = await memberWorld()
    const read = await memberApi(token, 'GET', consentPath(theirs.slug))
    expect(read.status).toBe(401)
    expect(await read.json()).toMatchObject({ reason: 'not_a_member' })
    const withdrawn = await memberApi(token, 'POST', consentPath(theirs.slug), {
      given: false,
      text_version: 'v1',
    })
    expect(withdrawn.status).toBe(401)
    expect(await count('marketing_consents', 'contact_id = $1', [theirs.contact.id])).toBe(0)
  })
})

describe('DELETE /api/member/me', () => {
  test('erases the account and the member’s contacts; the invoice keeps its buyer; the token is refused after', async () => {
    const { community, slug, member, contact, token } = await memberWorld()
    await memberActivity(member, contact)
    await memberApi(token, 'POST', consentPath(slug), { given: true, text_version: 'marketing-v1' })
    const event = await createEvent(community.id, { attendees_limit: 1 })
    await memberApi(token, 'POST', `/communities/${slug}/events/${event.uid}/registrations`, {})
    const next = await createRegistration(
      event,
      { email: `${unique('urmatorul')}@example.test` },
      'waiting'
    )
    const invoice = await invoiceOf(community.id, contact.id, member.email!)
    const other = await joinedMember(community.id)
    const email = member.email!
    // The in-app mailbox's copies of an e-mail to them and of one to the other member.
    for (const to of [email.toUpperCase(), other.member.email!]) {
      await query(
        `insert into mailbox_messages ("from", "to", subject, html, text, created_at)
         values ('noreply@example.test', $1, 'Codul tău', '<p>123456</p>', '123456', now())`,
        [to]
      )
    }

    const reply = await memberApi(token, 'DELETE', '/me')
    expect(reply.status).toBe(200)
    const { data } = await reply.json()
    expect(data.erased.map((item: { what: string }) => item.what)).toEqual([
      'account',
      'identities',
      'devices',
      'contacts',
      'registrations',
    ])
    expect(data.kept.map((item: { what: string }) => item.what)).toEqual([
      'account_row',
      'invoices',
      'bids',
    ])
    expect(data.kept[1].message).toContain('Legea contabilității nr. 82/1991')
    expect(data.counts).toMatchObject({ invoices_kept: 1, registrations: 1 })

    // The account: its row without personal data; nothing to sign in with.
    const [account] = await query(`select * from members where id = $1`, [member.id])
    expect(account).toMatchObject({
      email: null,
      first_name: null,
      last_name: null,
      phone_number: null,
    })
    expect(account.erased_at).toBeInstanceOf(Date)
    for (const table of ['member_identities', 'community_members']) {
      expect(await count(table, 'member_id = $1', [member.id]), table).toBe(0)
    }
    expect(await count('member_access_tokens', 'tokenable_id = $1', [member.id])).toBe(0)
    expect(await count('mailbox_messages', 'lower("to") = $1', [email])).toBe(0)
    expect(await count('mailbox_messages', '"to" = $1', [other.member.email])).toBe(1)
    // Nothing searchable left of them in the community but the invoice: the contact's row stays
    // (the bid's), its personal data replaced as the staff's erasure does.
    expect(
      await count('contacts', 'community_id = $1 and lower(email) = $2', [community.id, email])
    ).toBe(0)
    const [erased] = await query(`select * from contacts where id = $1`, [contact.id])
    expect(erased).toMatchObject({
      first_name: 'Contact',
      last_name: 'șters',
      email: null,
      phone_number: null,
      type: 'erased',
    })
    expect(erased.erased_at).toBeInstanceOf(Date)
    expect(
      await count('contacts', `community_id = $1 and search like '%' || $2 || '%'`, [
        community.id,
        email.split('@')[0],
      ])
    ).toBe(0)
    expect(await registrationByEmail(event.id, email)).toBeUndefined()
    for (const table of ['marketing_consents', 'segment_contacts', 'quiz_responses']) {
      expect(await count(table, 'contact_id = $1', [contact.id]), table).toBe(0)
    }
    const [kept] = await query(
      `select buyer_email, buyer_name, buyer from invoices where id = $1`,
      [invoice.id]
    )
    expect(kept).toMatchObject({ buyer_email: email, buyer_name: 'Ana Membru' })
    // Its place went to the waiting list.
    expect(await registrationByEmail(event.id, next.email)).toMatchObject({ status: 'offered' })

    const after = await memberApi(token, 'GET', '/tickets')
    expect(after.status).toBe(401)
    expect(await after.json()).toMatchObject({ reason: 'token_invalid' })
    // The other member is untouched.
    const theirs = await memberApi(other.token, 'GET', '/tickets')
    expect(theirs.status).toBe(200)
    expect(await count('contacts', 'id = $1', [other.contact.id])).toBe(1)
  })

  test("the audit trail's entries about their contacts lose the person; the erasure is its own entry and the register's, without their data", async () => {
    const { community, organization, orgAdmin, member, contact, token } = await memberWorld()
    const email = member.email!
    const lastName = unique('Ionescu')
    // The staff edited the contact: its entry holds the names, e-mail and phone, before → after.
    const staff = await signedIn(orgAdmin)
    await staff.submit(
      'POST',
      `/contacts/${contact.uid}`,
      { first_name: 'Ioana', last_name: lastName, email, phone_number: '0722 987 654' },
      { from: `/contacts/${contact.uid}` }
    )
    const entriesOf = () =>
      query<{
        action: string
        user_id: number | null
        user_name: string | null
        user_email: string | null
        ip: string | null
        user_agent: string | null
        record_label: string | null
        changes: any
      }>(
        `select action, user_id, user_name, user_email, ip, user_agent, record_label, changes
           from audit_entries where record_type = 'contact' and record_id = $1 order by id`,
        [contact.id]
      )
    const before = await entriesOf()
    expect(before.map((entry) => entry.action)).toEqual(['update'])
    expect(JSON.stringify(before)).toContain(lastName)

    const reply = await memberApi(token, 'DELETE', '/me')
    expect(reply.status).toBe(200)

    const after = await entriesOf()
    expect(after.map((entry) => [entry.action, entry.user_id])).toEqual([
      ['update', orgAdmin.id],
      ['gdpr_erase', null],
    ])
    const phone = before[0].changes.fields.phone_number[1] as string
    expect(phone).toContain('987')
    for (const word of [lastName, 'Ioana', email, phone]) {
      expect(JSON.stringify(after), word).not.toContain(word)
    }
    expect(after.map((entry) => entry.record_label)).toEqual([null, null])
    expect(Object.values(after[0].changes.fields)).toEqual(
      Object.keys(before[0].changes.fields).map(() => [null, null])
    )
    // The member's own entry: the emptied fields by name, the account by its uid, no one's data.
    expect(after[1]).toMatchObject({
      user_name: null,
      user_email: null,
      ip: null,
      user_agent: null,
      changes: { details: { member: member.uid } },
    })
    expect(Object.values(after[1].changes.fields)).toContainEqual([null, null])
    expect(Object.keys(after[1].changes.fields)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'erased_at'])
    )
    // The community's register: the request, done, by the member from the app.
    const requests = await query(`select * from gdpr_requests where contact_id = $1`, [contact.id])
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({
      organization_id: organization.id,
      community_id: community.id,
      kind: 'erasure',
      requester_name: 'Membrul, din aplicația mobilă',
      requester_email: null,
      done_by: null,
      created_by: null,
    })
    expect(requests[0].done_at).toBeInstanceOf(Date)
    expect(requests[0].note).toContain('făcută de membru din aplicația mobilă')
    const trail = await query<{ action: string; user_id: number | null; changes: any }>(
      `select action, user_id, changes from audit_entries
        where record_type = 'gdpr_request' and record_id = $1 order by id`,
      [requests[0].id]
    )
    expect(
      trail.map((entry) => [entry.action, entry.user_id, entry.changes.details.member])
    ).toEqual([
      ['gdpr_request', null, member.uid],
      ['gdpr_request_done', null, member.uid],
    ])
  })

  test('in English by Accept-Language; without a token: 401', async () => {
    const { token } = await memberWorld()
    const reply = await memberApi(token, 'DELETE', '/me', undefined, { 'accept-language': 'en' })
    const { data } = await reply.json()
    expect(data.erased[0].message).toBe("The account's name, e-mail address and phone were erased.")
    const anonymous = await memberApi(null, 'DELETE', '/me')
    expect(anonymous.status).toBe(401)
  })
})
