/**
 * /mobile-app/members (super-admin): a member's account by e-mail, its communities and devices,
 * and every session ended.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { DateTime } from 'luxon'
import { TestClient, signedIn } from '../../support/client.ts'
import { signedInOrgAdmin, type TenantWorld } from '../helpers/tenant.ts'
import { createUser, factories, query } from '../../support/db.ts'
import { deviceNames } from '../helpers/member_admin.ts'
import { joinedMember } from '../helpers/members.ts'

let world: TenantWorld
let admin: TestClient

beforeAll(async () => {
  ;({ world } = await signedInOrgAdmin())
  admin = await signedIn(await createUser({ role: 'super-admin' }))
})

describe('GET /mobile-app/members', () => {
  test('the account of an e-mail (any case): its communities with their status, its devices', async () => {
    const { memberOf, addDevice } = await factories()
    const { member, membership } = await joinedMember(world.community.id)
    await memberOf(world.other.community.id, member)
    await membership.merge({ blockedAt: DateTime.now() }).save()
    await addDevice(member, 'Tabletă')

    const page = await admin.visit(
      `/mobile-app/members?email=${encodeURIComponent(member.email!.toUpperCase())}`
    )
    expect(page.component).toBe('mobile_app/members')
    expect(page.props.account).toMatchObject({ uid: member.uid, email: member.email })
    expect(
      page.props.account.communities.map((c: { name: string; status: string }) => [
        c.name,
        c.status,
      ])
    ).toEqual(
      expect.arrayContaining([
        [world.community.name, 'blocked'],
        [world.other.community.name, 'active'],
      ])
    )
    expect(page.props.account.devices.map((d: { name: string }) => d.name).sort()).toEqual([
      'Tabletă',
      'Telefon de test',
      'Telefon de test',
    ])
  })

  test('an unknown address: no account; no address: the empty search', async () => {
    const page = await admin.visit('/mobile-app/members?email=nimeni%40example.com')
    expect(page.props).toMatchObject({ email: 'nimeni@example.com', account: null })
    const empty = await admin.visit('/mobile-app/members')
    expect(empty.props).toMatchObject({ email: '', account: null })
  })

  test('an address that is no e-mail: the error under the field', async () => {
    const reply = await admin.request('GET', '/mobile-app/members?email=nu-e-email', {
      inertia: true,
      headers: { referer: `${admin.baseUrl}/mobile-app/members` },
    })
    expect([302, 303]).toContain(reply.status)
    const page = await admin.visit('/mobile-app/members')
    expect(page.props.errors).toEqual({ email: 'Introdu o adresă de email validă.' })
  })
})

describe('DELETE /mobile-app/members/{uid}/devices', () => {
  test('signs out every device of the account, in every community', async () => {
    const { member } = await joinedMember(world.community.id)
    const { page } = await admin.submit(
      'DELETE',
      `/mobile-app/members/${member.uid}/devices`,
      undefined,
      {
        from: `/mobile-app/members?email=${encodeURIComponent(member.email!)}`,
      }
    )
    expect(page?.flash.success).toBe('Un dispozitiv a fost deconectat.')
    expect(page?.props.account.devices).toEqual([])
    expect(await deviceNames(member.id)).toEqual([])
    // The entry names the account by its uid: no e-mail, which no erasure could redact.
    const entries = await query<{ record_label: string; changes: unknown }>(
      `select record_label, changes from audit_entries
        where action = 'device_revoke' and record_type = 'member_device' and record_id = $1`,
      [member.id]
    )
    expect(entries).toEqual([{ record_label: member.uid, changes: { details: { devices: 1 } } }])
    expect(JSON.stringify(entries)).not.toContain(member.email!)
  })

  test('an unknown or erased account: 404', async () => {
    const { member } = await joinedMember(world.community.id)
    await member.merge({ erasedAt: DateTime.now() }).save()
    for (const uid of [member.uid, '00000000-0000-4000-8000-000000000000']) {
      const reply = await admin.request('DELETE', `/mobile-app/members/${uid}/devices`, {
        inertia: true,
      })
      expect(reply.status).toBe(404)
    }
    expect(await deviceNames(member.id)).toEqual(['Telefon de test'])
  })

  test('an org-admin is refused (403), a guest goes to /login, nothing changed', async () => {
    const { member } = await joinedMember(world.community.id)
    const orgAdmin = await signedIn(world.user)
    for (const [method, path] of [
      ['GET', `/mobile-app/members?email=${encodeURIComponent(member.email!)}`],
      ['DELETE', `/mobile-app/members/${member.uid}/devices`],
    ] as const) {
      const refused = await orgAdmin.request(method, path, { inertia: true })
      expect(refused.status, path).toBe(403)
      const guest = await new TestClient().request(method, path, { inertia: true })
      expect(guest.location).toBe('/login')
    }
    expect(await deviceNames(member.id)).toEqual(['Telefon de test'])
  })
})
