/**
 * Files over two nodes (docs/deployment.md): an image uploaded through node A is kept
 * in the S3 store and served through node B. Fails if uploads go to a node's own disk.
 */
import sharp from 'sharp'
import { describe, expect, inject, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { createUser, query } from '../support/db.ts'
import { fileForm, png } from '../http/helpers/users.ts'
import { S3_BUCKET } from './stack.ts'

const [nodeA, nodeB] = inject('nodes')

/** The keys s3rver holds in the bucket (its listing, unsigned). */
async function keysInBucket() {
  const listing = await fetch(`${inject('s3Endpoint')}/${S3_BUCKET}?list-type=2`)
  expect(listing.status).toBe(200)
  const xml = await listing.text()
  return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1])
}

describe('an image over two nodes', () => {
  test('uploaded through node A, kept in S3, served through node B', async () => {
    const user = await createUser()
    const onA = new TestClient(nodeA)
    await onA.login(user.email, user.password)
    const { page } = await onA.submit('POST', '/my-account/avatar', undefined, {
      form: fileForm('avatar', await png(900, 600), 'poza.png', 'image/png'),
      from: '/my-account',
    })
    expect(page?.flash.success).toBe('Fotografia de profil a fost schimbată.')
    const avatarUrl = page!.props.auth.user.avatarUrl as string
    const [{ avatar }] = await query<{ avatar: string }>(`select avatar from users where id = $1`, [
      user.id,
    ])
    expect(await keysInBucket()).toContain(avatar)

    const served = await fetch(nodeB + avatarUrl, { headers: { cookie: onA.cookieHeader() } })
    expect(served.status).toBe(200)
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    // Avatars are kept within 512 px.
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 341])
  })
})
