/**
 * A member's quests: the list, one quest (never which option is correct) and its completion,
 * scored by the server; completing again replaces the completion.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { query } from '../../support/db.ts'
import { createQuest, questTree } from '../helpers/content.ts'
import {
  fieldErrors,
  memberCommunity,
  memberRequest,
  otherCommunityId,
} from '../helpers/member_content.ts'
import { joinedMember } from '../helpers/members.ts'

type Tree = Awaited<ReturnType<typeof questTree>>

let slug: string
let communityId: number
let member: Awaited<ReturnType<typeof joinedMember>>
let quest: { id: number; uid: string }
/** Three questions of three options, the first option of each correct. */
let tree: Tree
let otherTree: Tree

const optionIds = (question: Tree[number]) => question.options.map((o: { id: number }) => o.id)
const completionPath = (uid: string) => `/api/member/communities/${slug}/quests/${uid}/completion`

function complete(body: unknown, headers: Record<string, string> = {}, token = member.token) {
  return memberRequest(token, completionPath(quest.uid), { method: 'POST', body, headers })
}

function completionsOf(contactId: number) {
  return query(
    `select quest_id, score, max_score from quest_completions where contact_id = $1 order by quest_id`,
    [contactId]
  )
}

/** Question n answered by its option `pick` (0 the correct one). */
const picks = (...options: number[]) =>
  options.map((pick, n) => ({ question: tree[n].id, option: optionIds(tree[n])[pick] }))

beforeAll(async () => {
  ;({ communityId, slug } = await memberCommunity())
  member = await joinedMember(communityId)
  quest = await createQuest(communityId, { title: 'Descoperă orașul', questions: 3, options: 3 })
  tree = await questTree(quest.id)
  const other = await createQuest(communityId)
  otherTree = await questTree(other.id)
})

describe('reading quests', () => {
  test('the list: the community’s quests not deleted, newest first, with the member’s completion', async () => {
    const deleted = await createQuest(communityId, { deletedAt: new Date() })
    const elsewhere = await createQuest(await otherCommunityId())
    const reply = await memberRequest(member.token, `/api/member/communities/${slug}/quests`)
    expect(reply.status).toBe(200)
    const text = await reply.text()
    const { data } = JSON.parse(text) as { data: Record<string, unknown>[] }
    const own = data.find((row) => row.uid === quest.uid)
    expect(own).toMatchObject({
      title: 'Descoperă orașul',
      quest_type: 'quiz',
      questions_count: 3,
      completion: null,
    })
    expect(text).not.toContain(deleted.uid)
    expect(text).not.toContain(elsewhere.uid)
  })

  test('one quest: its questions and options, never which is correct', async () => {
    const reply = await memberRequest(
      member.token,
      `/api/member/communities/${slug}/quests/${quest.uid}`
    )
    expect(reply.status).toBe(200)
    const text = await reply.text()
    expect(text).not.toContain('correct')
    const { data } = JSON.parse(text)
    expect(data.questions.map((q: { id: number }) => q.id)).toEqual(tree.map((q) => q.id))
    expect(data.questions[0].options).toEqual(
      tree[0].options.map((o: { id: number; text: string }) => ({ id: o.id, text: o.text }))
    )
    expect(data.completion).toBeNull()
  })
})

describe('completing a quest', () => {
  test('the server scores the correct options; completing again replaces the completion', async () => {
    const fresh = await joinedMember(communityId)
    // The app's own score is not read: only the options count.
    const first = await complete({ answers: picks(0, 1, 0), score: 99 }, {}, fresh.token)
    expect(first.status).toBe(200)
    const body = (await first.json()) as { data: Record<string, unknown> }
    expect(body.data).toMatchObject({ score: 2, max_score: 3 })
    expect(await completionsOf(fresh.contact.id)).toEqual([
      { quest_id: quest.id, score: 2, max_score: 3 },
    ])

    const again = await complete({ answers: picks(0, 0, 0) }, {}, fresh.token)
    expect(((await again.json()) as { data: { score: number } }).data.score).toBe(3)
    expect(await completionsOf(fresh.contact.id)).toEqual([
      { quest_id: quest.id, score: 3, max_score: 3 },
    ])
    const shown = await memberRequest(
      fresh.token,
      `/api/member/communities/${slug}/quests/${quest.uid}`
    )
    const { data } = (await shown.json()) as { data: { completion: Record<string, unknown> } }
    expect(data.completion).toMatchObject({ score: 3, max_score: 3 })
  })

  test.each([
    [
      'a question of another quest',
      () => [
        { question: otherTree[0].id, option: optionIds(otherTree[0])[0] },
        ...picks(0, 0, 0).slice(1),
      ],
      'answers.0.question',
      'Întrebarea nu aparține acestui quest.',
    ],
    [
      'a question twice',
      () => [...picks(0, 0, 0), picks(1)[0]],
      'answers.3.question',
      'Ai răspuns de două ori la aceeași întrebare.',
    ],
    ['a question left out', () => picks(0, 0), 'answers', 'Răspunde la toate întrebările.'],
    [
      'an option of another question',
      () => [{ question: tree[0].id, option: optionIds(tree[1])[0] }, ...picks(0, 0, 0).slice(1)],
      'answers.0.option',
      'Opțiunea nu aparține acestei întrebări.',
    ],
    [
      'an option of another quest',
      () => [...picks(0, 0), { question: tree[2].id, option: optionIds(otherTree[0])[0] }],
      'answers.2.option',
      'Opțiunea nu aparține acestei întrebări.',
    ],
    [
      'an option that is not an id',
      () => [{ question: tree[0].id, option: 'a' }, ...picks(0, 0, 0).slice(1)],
      'answers.0.option',
      'Câmpul opțiune trebuie să fie un număr.',
    ],
    ['no answers', () => [], 'answers', 'Răspunde la toate întrebările.'],
  ] as const)('%s: 422 under its field, nothing written', async (_, build, field, message) => {
    const before = await completionsOf(member.contact.id)
    const reply = await complete({ answers: build() })
    expect(reply.status).toBe(422)
    const messages = await fieldErrors(reply)
    expect(messages[field]).toBe(message)
    expect(await completionsOf(member.contact.id)).toEqual(before)
  })

  test('messages in English when the app asks in English', async () => {
    const reply = await complete({ answers: picks(0, 0) }, { 'accept-language': 'en' })
    expect(await fieldErrors(reply)).toEqual({ answers: 'Answer every question.' })
  })

  test('a deleted quest, another community’s quest: 404; a member of another community: 401; nothing written', async () => {
    const deleted = await createQuest(communityId, { deletedAt: new Date() })
    const elsewhere = await createQuest(await otherCommunityId())
    for (const uid of [deleted.uid, elsewhere.uid]) {
      const reply = await memberRequest(member.token, completionPath(uid), {
        method: 'POST',
        body: { answers: picks(0, 0, 0) },
      })
      expect(reply.status).toBe(404)
      expect(await reply.json()).toEqual({
        error: 'not_found',
        message: 'Quest-ul nu există sau nu mai este disponibil.',
      })
    }
    const stranger = await joinedMember(await otherCommunityId())
    const refused = await complete({ answers: picks(0, 0, 0) }, {}, stranger.token)
    expect(refused.status).toBe(401)
    expect(await completionsOf(stranger.contact.id)).toEqual([])
    expect(await completionsOf(member.contact.id)).toEqual([])
  })
})
