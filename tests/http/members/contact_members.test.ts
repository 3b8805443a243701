/**
 * /contacts/{uid}: the contact's page and its "Membru" panel (member since, status, devices, quiz
 * answers, segments and how each was reached, tickets), and the org-admin's actions on the
 * member: every device signed out, blocked and unblocked in the community.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { DateTime } from 'luxon'
import { TestClient, signedIn } from '../../support/client.ts'
import { signedInOrgAdmin, type TenantWorld } from '../helpers/tenant.ts'
import { createUser, factories } from '../../support/db.ts'
import { createContact } from '../helpers/contacts.ts'
import { createSegment } from '../helpers/segments.ts'
import { blockedAtOf, deviceNames, membershipRow } from '../helpers/member_admin.ts'
import { joinedMember } from '../helpers/members.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

describe('GET /contacts/{uid}', () => {
  test('a contact who is not a member: the details, no panel', async () => {
    const contact = await createContact(world.community.id, { first_name: 'Ion', last_name: 'Pop' })
    const page = await client.visit(`/contacts/${contact.uid}`)
    expect(page.component).toBe('contacts/show')
    expect(page.props.contact).toMatchObject({
      uid: contact.uid,
      firstName: 'Ion',
      lastName: 'Pop',
    })
    expect(page.props.member).toBeNull()
  })

  test('a member: since, status, devices, answers, segments with how they were reached, tickets', async () => {
    const f = await factories()
    const { member, contact, membership } = await joinedMember(world.community.id)
    await f.addDevice(member, 'Tabletă')
    const byQuiz = await createSegment(world.community.id, { name: 'Cititori', code: 'CIT' })
    const byHand = await createSegment(world.community.id, { name: 'Voluntari', code: 'VOL' })
    const quiz = await f.createQuizWithQuestions(world.community.id, 1, 2, {
      name: 'Pasiuni',
      segmentIds: [byQuiz.id],
    })
    await quiz.load('questions', (q) => q.preload('answers'))
    const [chosen] = quiz.questions[0].answers
    const answeredAt = DateTime.now().minus({ days: 2 })
    await f.answerQuiz(contact, quiz, [chosen.id], { memberId: member.id, answeredAt })
    await f.putInSegment({ id: byQuiz.id, communityId: world.community.id }, contact, 'quiz', {
      sourceId: quiz.id,
    })
    await f.putInSegment({ id: byHand.id, communityId: world.community.id }, contact, 'manual', {
      addedBy: world.user.id,
    })
    const event = await f.EventFactory.merge({ communityId: world.community.id }).create()
    await f.EventRegistrationFactory.merge({
      communityId: world.community.id,
      eventId: event.id,
      contactId: contact.id,
      email: contact.email!,
      status: 'confirmed',
    }).create()

    const page = await client.visit(`/contacts/${contact.uid}`)
    const panel = page.props.member
    expect(panel).toMatchObject({
      email: member.email,
      status: 'active',
      blockedAt: null,
    })
    expect(panel.devices.map((device: { name: string }) => device.name).sort()).toEqual([
      'Tabletă',
      'Telefon de test',
    ])
    expect(panel.answers).toEqual([
      {
        key: expect.any(String),
        quiz: { uid: quiz.uid, name: 'Pasiuni' },
        question: quiz.questions[0].text,
        answer: chosen.text,
        answeredAt: expect.any(String),
      },
    ])
    expect(Date.parse(panel.joinedAt)).toBe(membership.joinedAt.toMillis())
    expect(Date.parse(panel.answers[0].answeredAt)).toBe(answeredAt.toMillis())
    expect(
      panel.segments.map((row: any) => [row.segment.code, row.source, row.quiz?.name ?? null])
    ).toEqual(
      expect.arrayContaining([
        ['CIT', 'quiz', 'Pasiuni'],
        ['VOL', 'manual', null],
      ])
    )
    expect(panel.segments).toHaveLength(2)
    expect(panel.tickets).toEqual([
      expect.objectContaining({
        event: { uid: event.uid, name: event.name },
        status: 'confirmed',
      }),
    ])
  })

  test("another community's contact is a 404, another organization's too", async () => {
    const sibling = await joinedMember(world.sibling.id)
    const other = await joinedMember(world.other.community.id)
    for (const contact of [sibling.contact, other.contact]) {
      const reply = await client.request('GET', `/contacts/${contact.uid}`, { inertia: true })
      expect(reply.status).toBe(404)
    }
  })
})

describe('DELETE /contacts/{uid}/member/devices', () => {
  test("signs out every one of the member's devices", async () => {
    const f = await factories()
    const { member, contact } = await joinedMember(world.community.id)
    await f.addDevice(member, 'Tabletă')
    const { page } = await client.submit(
      'DELETE',
      `/contacts/${contact.uid}/member/devices`,
      undefined,
      { from: `/contacts/${contact.uid}` }
    )
    expect(page?.flash.success).toBe('2 dispozitive au fost deconectate.')
    expect(await deviceNames(member.id)).toEqual([])
    expect(page?.props.member.devices).toEqual([])
  })

  test('a member who left the community: refused, the devices stay', async () => {
    const { member, contact, membership } = await joinedMember(world.community.id)
    await membership.merge({ leftAt: DateTime.now() }).save()
    const { page } = await client.submit(
      'DELETE',
      `/contacts/${contact.uid}/member/devices`,
      undefined,
      { from: `/contacts/${contact.uid}` }
    )
    expect(page?.flash.error).toBe(
      'Membrul a părăsit comunitatea: nu îi poți deconecta dispozitivele.'
    )
    expect(await deviceNames(member.id)).toEqual(['Telefon de test'])
  })
})

describe('POST and DELETE /contacts/{uid}/member/block', () => {
  test('blocks the member in the community (who and when), then unblocks', async () => {
    const { member, contact, membership } = await joinedMember(world.community.id)
    const blocked = await client.submit(
      'POST',
      `/contacts/${contact.uid}/member/block`,
      undefined,
      { from: `/contacts/${contact.uid}` }
    )
    expect(blocked.page?.flash.success).toBe(
      `${contact.firstName} ${contact.lastName} a fost blocat în comunitate.`
    )
    expect(blocked.page?.props.member.status).toBe('blocked')
    const row = await membershipRow(membership.id)
    expect(row.blocked_by).toBe(world.user.id)
    expect(Math.abs(Date.parse(row.blocked_at) - Date.now())).toBeLessThan(60_000)
    // The account's devices stay: the block is this community's (the middleware refuses them here).
    expect(await deviceNames(member.id)).toEqual(['Telefon de test'])

    const again = await client.submit('POST', `/contacts/${contact.uid}/member/block`, undefined, {
      from: `/contacts/${contact.uid}`,
    })
    expect(again.page?.flash.error).toBe('Membrul este deja blocat.')
    expect(await blockedAtOf(membership.id)).toEqual(row.blocked_at)

    const unblocked = await client.submit(
      'DELETE',
      `/contacts/${contact.uid}/member/block`,
      undefined,
      { from: `/contacts/${contact.uid}` }
    )
    expect(unblocked.page?.flash.success).toBe(
      `${contact.firstName} ${contact.lastName} a fost deblocat.`
    )
    expect(await membershipRow(membership.id)).toMatchObject({ blocked_at: null, blocked_by: null })

    const notBlocked = await client.submit(
      'DELETE',
      `/contacts/${contact.uid}/member/block`,
      undefined,
      { from: `/contacts/${contact.uid}` }
    )
    expect(notBlocked.page?.flash.error).toBe('Membrul nu este blocat.')
  })
})

describe('the member actions refuse what is not theirs', () => {
  const actions = (uid: string) =>
    [
      ['DELETE', `/contacts/${uid}/member/devices`],
      ['POST', `/contacts/${uid}/member/block`],
      ['DELETE', `/contacts/${uid}/member/block`],
    ] as const

  test("another community's or organization's member: 404, nothing changed", async () => {
    for (const communityId of [world.sibling.id, world.other.community.id]) {
      const { member, contact, membership } = await joinedMember(communityId)
      for (const [method, path] of actions(contact.uid)) {
        const reply = await client.request(method, path, { inertia: true })
        expect(reply.status, `${method} ${path}`).toBe(404)
      }
      expect(await deviceNames(member.id)).toEqual(['Telefon de test'])
      expect(await blockedAtOf(membership.id)).toBeNull()
    }
  })

  test('a contact who is not a member, or a uid that is no contact: 404', async () => {
    const contact = await createContact(world.community.id)
    for (const uid of [contact.uid, '00000000-0000-4000-8000-000000000000']) {
      for (const [method, path] of actions(uid)) {
        const reply = await client.request(method, path, { inertia: true })
        expect(reply.status, `${method} ${path}`).toBe(404)
      }
    }
  })

  test('a super-admin (outside the tenant area) is refused with 403 and a guest goes to /login', async () => {
    const { member, contact, membership } = await joinedMember(world.community.id)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    for (const [method, path] of [['GET', `/contacts/${contact.uid}`], ...actions(contact.uid)]) {
      const refused = await admin.request(method, path, { inertia: true })
      expect(refused.status, path).toBe(403)
      const guest = await new TestClient().request(method, path, { inertia: true })
      expect(guest.location).toBe('/login')
    }
    expect(await deviceNames(member.id)).toEqual(['Telefon de test'])
    expect(await blockedAtOf(membership.id)).toBeNull()
  })
})
