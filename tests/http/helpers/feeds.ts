/**
 * Helpers for the feeds tests: items, quizzes and quests built with the factories (returned as
 * stored) and the feed form as the browser sends it.
 */
import sharp from 'sharp'
import type Feed from '#models/feed'
import { attributesOf, factories, query, rowById, type Row } from '../../support/db.ts'

export async function createFeed(
  communityId: number,
  fields: Partial<Omit<Row<typeof Feed>, 'id' | 'uid' | 'community_id' | 'search'>> = {}
) {
  const { FeedFactory } = await factories()
  const feed = await FeedFactory.merge({ ...attributesOf(fields), communityId }).create()
  return feedById(feed.id)
}

/** A row as stored, without the generated search text. */
async function feedById(id: number) {
  const row = await rowById<Row<typeof Feed> & { search?: string }>('feeds', id)
  delete row.search
  return row as Row<typeof Feed>
}

export async function feedByUid(uid: string) {
  const [row] = await query<{ id: number }>(`select id from feeds where uid = $1`, [uid])
  return row ? feedById(row.id) : undefined
}

/** A feed form as the browser sends it (a post unless told otherwise). */
export function feedForm(fields: Record<string, unknown> = {}) {
  return { type: 'post', visibility: 'public', text: 'Bine ați venit la întâlnire!', ...fields }
}

/** The date picker's value for a time `minutes` from now, in Romania's time. */
export function pickerTime(minutes: number) {
  const time = new Date(Date.now() + minutes * 60_000)
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Bucharest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(time)
  const part = (type: string) => parts.find((p) => p.type === type)!.value
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`
}

export async function png() {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#3c8cc8' } })
    .png()
    .toBuffer()
}

/** The feed form as multipart, with an image under `image` (or a file that is not one). */
export async function feedMultipart(
  fields: Record<string, string>,
  file: { bytes?: Uint8Array<ArrayBuffer>; name?: string } = {}
) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  const bytes = file.bytes ?? new Uint8Array(await png())
  data.append('image', new Blob([bytes], { type: 'image/png' }), file.name ?? 'imagine.png')
  return data
}
