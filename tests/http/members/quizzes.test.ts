/**
 * A member's quizzes: the list, one quiz (never which segment an answer picks) and the answers,
 * stored with the segments they pick in one transaction; answering again replaces both.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { query } from '../../support/db.ts'
import { createQuiz, quizTree } from '../helpers/content.ts'
import { createSegment } from '../helpers/segments.ts'
import {
  fieldErrors,
  memberCommunity,
  memberRequest,
  otherCommunityId,
} from '../helpers/member_content.ts'
import { joinedMember } from '../helpers/members.ts'

type Tree = Awaited<ReturnType<typeof quizTree>>

let communityId: number
let slug: string
let member: Awaited<ReturnType<typeof joinedMember>>
let segments: { id: number }[]
let quiz: { id: number; uid: string }
/** Q1 single: answers → segments 0 and 1; Q2 multiple: answers → segment 2, none, segment 0. */
let tree: Tree
let otherQuiz: { id: number; uid: string }
let otherTree: Tree

const answersPath = (uid: string) => `/api/member/communities/${slug}/quizzes/${uid}/answers`

function answer(body: unknown, headers: Record<string, string> = {}, token = member.token) {
  return memberRequest(token, answersPath(quiz.uid), { method: 'PUT', body, headers })
}

/** Everything the answers of `contactId` are: responses, chosen answers, segments and how. */
async function storedFor(contactId: number) {
  const responses = await query(
    `select quiz_id, member_id from quiz_responses where contact_id = $1 order by quiz_id`,
    [contactId]
  )
  const answers = await query<{ answer_id: number }>(
    `select a.answer_id from quiz_response_answers a
       join quiz_responses r on r.id = a.response_id
      where r.contact_id = $1 order by a.answer_id`,
    [contactId]
  )
  const inSegments = await query(
    `select segment_id, source, source_id from segment_contacts
      where contact_id = $1 order by segment_id, source, source_id`,
    [contactId]
  )
  return { responses, answers: answers.map((row) => row.answer_id), inSegments }
}

const answerIds = (question: Tree[number]) => question.answers.map((a: { id: number }) => a.id)

beforeAll(async () => {
  ;({ communityId, slug } = await memberCommunity())
  member = await joinedMember(communityId)
  // One after the other: their ids in order, as the stored rows are read.
  segments = [
    await createSegment(communityId),
    await createSegment(communityId),
    await createSegment(communityId),
  ]
  const [s0, s1, s2] = segments.map((segment) => segment.id)
  quiz = await createQuiz(communityId, { name: 'Ce te pasionează?', questions: 2, answers: 3 })
  tree = await quizTree(quiz.id)
  const picks = [
    [s0, s1, null],
    [s2, null, s0],
  ]
  for (const [q, question] of tree.entries()) {
    for (const [a, id] of answerIds(question).entries()) {
      await query(`update quiz_answers set segment_id = $1 where id = $2`, [picks[q][a], id])
    }
  }
  await query(`update quiz_questions set type = 'multiple' where id = $1`, [tree[1].id])
  tree = await quizTree(quiz.id)
  otherQuiz = await createQuiz(communityId, { segmentIds: [s1] })
  otherTree = await quizTree(otherQuiz.id)
})

describe('reading quizzes', () => {
  test('the list: the community’s quizzes not deleted, newest first, with whether the member answered', async () => {
    const deleted = await createQuiz(communityId, { deletedAt: new Date() })
    const elsewhere = await createQuiz(await otherCommunityId())
    const reply = await memberRequest(member.token, `/api/member/communities/${slug}/quizzes`)
    expect(reply.status).toBe(200)
    const text = await reply.text()
    const body = JSON.parse(text) as { data: Record<string, unknown>[] }
    const own = body.data.filter((row) => [quiz.uid, otherQuiz.uid].includes(row.uid as string))
    expect(own.map((row) => row.uid)).toEqual([otherQuiz.uid, quiz.uid])
    expect(own[1]).toMatchObject({ name: 'Ce te pasionează?', questions_count: 2 })
    expect(text).not.toContain(deleted.uid)
    expect(text).not.toContain(elsewhere.uid)
  })

  test('one quiz: its questions and answers, never the answers’ segments', async () => {
    const reply = await memberRequest(
      member.token,
      `/api/member/communities/${slug}/quizzes/${quiz.uid}`
    )
    expect(reply.status).toBe(200)
    const text = await reply.text()
    expect(text).not.toContain('segment')
    const { data } = JSON.parse(text)
    expect(data.questions.map((q: { id: number; type: string }) => [q.id, q.type])).toEqual([
      [tree[0].id, 'single'],
      [tree[1].id, 'multiple'],
    ])
    expect(data.questions[0].answers).toEqual(
      tree[0].answers.map((a: { id: number; text: string }) => ({ id: a.id, text: a.text }))
    )
  })
})

describe('answering', () => {
  test('stored with the chosen answers’ segments at once; answering again replaces answers and segments, a segment by hand stays', async () => {
    const fresh = await joinedMember(communityId)
    const [s0, s1, s2] = segments.map((segment) => segment.id)
    // By hand in segment 1, and by the other quiz in segment 1: neither is this quiz's.
    await query(
      `insert into segment_contacts (community_id, segment_id, contact_id, source, source_id, added_at)
       values ($1, $2, $3, 'manual', null, now()), ($1, $2, $3, 'quiz', $4, now())`,
      [communityId, s1, fresh.contact.id, otherQuiz.id]
    )
    const [q1, q2] = tree
    const first = await answer(
      {
        answers: [
          { question_id: q1.id, answer_ids: [answerIds(q1)[0]] },
          { question_id: q2.id, answer_ids: [answerIds(q2)[0], answerIds(q2)[1]] },
        ],
      },
      {},
      fresh.token
    )
    expect(first.status).toBe(200)
    const body = (await first.json()) as { data: { my_answers: { answers: unknown[] } } }
    expect(body.data.my_answers.answers).toEqual([
      { question_id: q1.id, answer_ids: [answerIds(q1)[0]] },
      { question_id: q2.id, answer_ids: [answerIds(q2)[0], answerIds(q2)[1]] },
    ])
    expect(await storedFor(fresh.contact.id)).toEqual({
      responses: [{ quiz_id: quiz.id, member_id: fresh.member.id }],
      answers: [answerIds(q1)[0], answerIds(q2)[0], answerIds(q2)[1]],
      inSegments: [
        { segment_id: s0, source: 'quiz', source_id: quiz.id },
        { segment_id: s1, source: 'manual', source_id: null },
        { segment_id: s1, source: 'quiz', source_id: otherQuiz.id },
        { segment_id: s2, source: 'quiz', source_id: quiz.id },
      ],
    })

    const again = await answer(
      {
        answers: [
          { question_id: q2.id, answer_ids: [answerIds(q2)[1]] },
          { question_id: q1.id, answer_ids: [answerIds(q1)[1]] },
        ],
      },
      {},
      fresh.token
    )
    expect(again.status).toBe(200)
    expect(await storedFor(fresh.contact.id)).toEqual({
      responses: [{ quiz_id: quiz.id, member_id: fresh.member.id }],
      answers: [answerIds(q1)[1], answerIds(q2)[1]],
      inSegments: [
        { segment_id: s1, source: 'manual', source_id: null },
        // Ordered by source_id: this quiz was created first.
        { segment_id: s1, source: 'quiz', source_id: quiz.id },
        { segment_id: s1, source: 'quiz', source_id: otherQuiz.id },
      ],
    })

    const list = await memberRequest(fresh.token, `/api/member/communities/${slug}/quizzes`)
    const rows = ((await list.json()) as { data: { uid: string; answered: boolean }[] }).data
    expect(rows.find((row) => row.uid === quiz.uid)?.answered).toBe(true)
    expect(rows.find((row) => row.uid === otherQuiz.uid)?.answered).toBe(false)
  })

  // Each refusal: 422 with the Romanian message under the field; what the member had stays.
  test.each([
    [
      'a question of another quiz',
      (q: Tree, o: Tree) => [
        { question_id: o[0].id, answer_ids: [answerIds(o[0])[0]] },
        { question_id: q[1].id, answer_ids: [answerIds(q[1])[0]] },
      ],
      'answers.0.question_id',
      'Întrebarea nu aparține acestui quiz.',
    ],
    [
      'a question twice',
      (q: Tree) => [
        { question_id: q[0].id, answer_ids: [answerIds(q[0])[0]] },
        { question_id: q[0].id, answer_ids: [answerIds(q[0])[1]] },
        { question_id: q[1].id, answer_ids: [answerIds(q[1])[0]] },
      ],
      'answers.1.question_id',
      'Ai răspuns de două ori la aceeași întrebare.',
    ],
    [
      'a question left out',
      (q: Tree) => [{ question_id: q[0].id, answer_ids: [answerIds(q[0])[0]] }],
      'answers',
      'Răspunde la toate întrebările.',
    ],
    [
      'an answer of another question',
      (q: Tree) => [
        { question_id: q[0].id, answer_ids: [answerIds(q[1])[0]] },
        { question_id: q[1].id, answer_ids: [answerIds(q[1])[0]] },
      ],
      'answers.0.answer_ids.0',
      'Răspunsul nu aparține acestei întrebări.',
    ],
    [
      'an answer of another quiz',
      (q: Tree, o: Tree) => [
        { question_id: q[0].id, answer_ids: [answerIds(q[0])[0]] },
        { question_id: q[1].id, answer_ids: [answerIds(q[1])[0], answerIds(o[0])[0]] },
      ],
      'answers.1.answer_ids.1',
      'Răspunsul nu aparține acestei întrebări.',
    ],
    [
      'two answers to a single-choice question',
      (q: Tree) => [
        { question_id: q[0].id, answer_ids: answerIds(q[0]).slice(0, 2) },
        { question_id: q[1].id, answer_ids: [answerIds(q[1])[0]] },
      ],
      'answers.0.answer_ids',
      'La această întrebare alegi un singur răspuns.',
    ],
    [
      'no answer to a question',
      (q: Tree) => [
        { question_id: q[0].id, answer_ids: [] },
        { question_id: q[1].id, answer_ids: [answerIds(q[1])[0]] },
      ],
      'answers.0.answer_ids',
      'Alege cel puțin un răspuns.',
    ],
    [
      'the same answer twice',
      (q: Tree) => [
        { question_id: q[0].id, answer_ids: [answerIds(q[0])[0]] },
        { question_id: q[1].id, answer_ids: [answerIds(q[1])[0], answerIds(q[1])[0]] },
      ],
      'answers.1.answer_ids',
      'Un răspuns apare de două ori.',
    ],
    ['no answers at all', () => [], 'answers', 'Răspunde la toate întrebările.'],
    [
      'a question that is not an id',
      (q: Tree) => [
        { question_id: 'prima', answer_ids: [answerIds(q[0])[0]] },
        { question_id: q[1].id, answer_ids: [answerIds(q[1])[0]] },
      ],
      'answers.0.question_id',
      'Câmpul întrebare trebuie să fie un număr.',
    ],
  ] as const)('%s: 422 under its field, nothing written', async (_, build, field, message) => {
    const before = await storedFor(member.contact.id)
    const reply = await answer({ answers: build(tree, otherTree) })
    expect(reply.status).toBe(422)
    const messages = await fieldErrors(reply)
    expect(messages[field]).toBe(message)
    expect(await storedFor(member.contact.id)).toEqual(before)
  })

  test('an answer of another community’s quiz is refused under its field, nothing written', async () => {
    const foreignQuiz = await createQuiz(await otherCommunityId())
    const foreign = await quizTree(foreignQuiz.id)
    const before = await storedFor(member.contact.id)
    const reply = await answer({
      answers: [
        { question_id: tree[0].id, answer_ids: [answerIds(foreign[0])[0]] },
        { question_id: tree[1].id, answer_ids: [answerIds(tree[1])[0]] },
      ],
    })
    expect(reply.status).toBe(422)
    expect(Object.keys(await fieldErrors(reply))).toEqual(['answers.0.answer_ids.0'])
    expect(await storedFor(member.contact.id)).toEqual(before)
  })

  test('messages in English when the app asks in English', async () => {
    const reply = await answer(
      { answers: [{ question_id: tree[0].id, answer_ids: answerIds(tree[0]).slice(0, 2) }] },
      { 'accept-language': 'en-GB,en;q=0.9' }
    )
    expect(reply.status).toBe(422)
    expect(await fieldErrors(reply)).toEqual({
      'answers': 'Answer every question.',
      'answers.0.answer_ids': 'This question takes a single answer.',
    })
  })

  test('a deleted quiz, another community’s quiz: 404, nothing written', async () => {
    const deleted = await createQuiz(communityId, { deletedAt: new Date() })
    const deletedTree = await quizTree(deleted.id)
    const elsewhere = await createQuiz(await otherCommunityId())
    const before = await storedFor(member.contact.id)
    for (const uid of [deleted.uid, elsewhere.uid]) {
      const shown = await memberRequest(
        member.token,
        `/api/member/communities/${slug}/quizzes/${uid}`,
        { headers: { 'accept-language': 'en' } }
      )
      expect(shown.status).toBe(404)
      expect(await shown.json()).toEqual({
        error: 'not_found',
        message: 'This quiz does not exist or is no longer available.',
      })
      const put = await memberRequest(member.token, answersPath(uid), {
        method: 'PUT',
        body: {
          answers: [{ question_id: deletedTree[0].id, answer_ids: [answerIds(deletedTree[0])[0]] }],
        },
      })
      expect(put.status).toBe(404)
    }
    expect(await storedFor(member.contact.id)).toEqual(before)
  })

  test('a member of another community: 401, nothing written', async () => {
    const stranger = await joinedMember(await otherCommunityId())
    const reply = await answer(
      {
        answers: [
          { question_id: tree[0].id, answer_ids: [answerIds(tree[0])[0]] },
          { question_id: tree[1].id, answer_ids: [answerIds(tree[1])[0]] },
        ],
      },
      {},
      stranger.token
    )
    expect(reply.status).toBe(401)
    expect(await storedFor(stranger.contact.id)).toEqual({
      responses: [],
      answers: [],
      inSegments: [],
    })
    expect(await query(`select 1 from quiz_responses where quiz_id = $1`, [quiz.id])).toEqual(
      await query(`select 1 from quiz_responses where quiz_id = $1 and contact_id <> $2`, [
        quiz.id,
        stranger.contact.id,
      ])
    )
  })
})
