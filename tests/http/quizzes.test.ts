/**
 * /quizzes, the quiz form (questions and answers, a stable diff on save), soft delete and
 * restore, always inside the org-admin's current community.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { TestClient } from '../support/client.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createUser, query, unique } from '../support/db.ts'
import { createSegment } from './helpers/segments.ts'
import {
  createQuiz,
  quizByUid,
  quizForm,
  quizFormOf,
  quizTree,
  quizzesOf,
  expectOrgAdminsOnly,
  expectRefused,
  answersTo,
  answering,
  recordRoutes,
  uids,
  uploadCover,
} from './helpers/content.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

describe('GET /quizzes', () => {
  test("the current community's quizzes: search ignores diacritics, sorts, active / deleted / all", async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const author = await createUser({ role: 'org-admin', organizationId: fresh.organization!.id })
    const first = await createQuiz(fresh.community.id, { name: 'Știință', createdBy: author.id })
    const second = await createQuiz(fresh.community.id, { name: 'Arte', createdBy: fresh.user.id })
    const gone = await createQuiz(fresh.community.id, { name: 'Stele', deletedAt: new Date() })
    await createQuiz(fresh.sibling.id, { name: 'Știință vecină' })
    await createQuiz(fresh.other.community.id, { name: 'Știință altundeva' })

    const page = await own.visit('/quizzes')
    expect(page.component).toBe('quizzes/index')
    expect(uids(page.props.quizzes)).toEqual([second.uid, first.uid])
    expect(page.props.quizzes[1]).toMatchObject({
      id: first.id,
      name: 'Știință',
      createdBy: author.fullName,
      deletedAt: null,
    })
    expect(page.props.state.quizState).toBe('active')

    const search = await own.visit('/quizzes?search=stiinta')
    expect(uids(search.props.quizzes)).toEqual([first.uid])
    const byName = await own.visit('/quizzes?sort=name&direction=asc')
    expect(uids(byName.props.quizzes)).toEqual([second.uid, first.uid])
    const byAuthor = await own.visit('/quizzes?sort=created_by&direction=asc&state=all')
    const authors = byAuthor.props.quizzes.map((row: { createdBy: string }) => row.createdBy)
    expect(authors.slice(0, 2)).toEqual([author.fullName, fresh.user.fullName].sort())
    expect(byAuthor.props.quizzes[2]).toMatchObject({ uid: gone.uid, createdBy: '' })
    const byDate = await own.visit('/quizzes?sort=created_at&direction=asc')
    expect(uids(byDate.props.quizzes)).toEqual([first.uid, second.uid])

    const deleted = await own.visit('/quizzes?state=deleted')
    expect(uids(deleted.props.quizzes)).toEqual([gone.uid])
    expect(deleted.props.quizzes[0].deletedAt).toBeTruthy()
    const all = await own.visit('/quizzes?state=all')
    expect(all.props.meta.total).toBe(3)
  })
})

describe('the quiz form', () => {
  test("GET /quizzes/create: no quiz, the community's segments as options", async () => {
    const segment = await createSegment(world.community.id, {
      name: 'Voluntari',
      code: unique('v'),
    })
    await createSegment(world.sibling.id, { name: 'Vecini' })
    const page = await client.visit('/quizzes/create')
    expect(page.component).toBe('quizzes/edit')
    expect(page.props.quiz).toBeNull()
    expect(page.props.segments).toContainEqual({
      value: segment.id,
      label: `Voluntari (${segment.code})`,
    })
    expect(page.props.segments.some((s: { label: string }) => s.label.startsWith('Vecini'))).toBe(
      false
    )
  })

  test('POST /quizzes creates the quiz, its questions and answers (segments kept) and opens it', async () => {
    const segment = await createSegment(world.community.id)
    const name = unique('Quiz')
    const created = await client.submit(
      'POST',
      '/quizzes',
      quizForm({
        name,
        questions: [
          {
            text: 'Cum ai aflat de noi?',
            type: 'single',
            answers: [
              { text: 'De la prieteni', segment_id: segment.id },
              { text: 'Online', segment_id: null },
            ],
          },
          {
            text: 'Ce te interesează?',
            type: 'multiple',
            answers: [{ text: 'Voluntariat', segment_id: segment.id }],
          },
        ],
      }),
      { from: '/quizzes/create' }
    )
    const [row] = await query(`select * from quizzes where name = $1`, [name])
    expect(created.location).toBe(`/quizzes/${row.uid}`)
    expect(created.page?.flash.success).toBe(`Quiz-ul ${name} a fost creat.`)
    expect(row).toMatchObject({
      community_id: world.community.id,
      created_by: world.user.id,
      deleted_at: null,
    })
    const tree = await quizTree(row.id)
    expect(tree).toMatchObject([
      {
        community_id: world.community.id,
        position: 0,
        text: 'Cum ai aflat de noi?',
        type: 'single',
        answers: [
          { position: 0, text: 'De la prieteni', segment_id: segment.id },
          { position: 1, text: 'Online', segment_id: null },
        ],
      },
      {
        position: 1,
        text: 'Ce te interesează?',
        type: 'multiple',
        answers: [{ position: 0, text: 'Voluntariat', segment_id: segment.id }],
      },
    ])
    const { questions } = await quizFormOf(row)
    expect(created.page?.props.quiz).toEqual(
      expect.objectContaining({ uid: row.uid, name, questions })
    )
  })

  test('PUT keeps the ids of the questions and answers it sends back: one answer edited, the others unchanged', async () => {
    const quiz = await createQuiz(world.community.id, { questions: 2, answers: 3 })
    const before = await quizTree(quiz.id)
    const form = await quizFormOf(quiz)
    form.questions[0].answers[1].text = 'Răspuns schimbat'

    const { page } = await client.submit('PUT', `/quizzes/${quiz.uid}`, form)
    expect(page?.flash.success).toBe(`Quiz-ul ${quiz.name} a fost actualizat.`)
    const after = await quizTree(quiz.id)
    expect(after.map((q) => q.id)).toEqual(before.map((q) => q.id))
    expect(after.flatMap((q) => q.answers.map((a: { id: number }) => a.id))).toEqual(
      before.flatMap((q) => q.answers.map((a: { id: number }) => a.id))
    )
    expect(after[0].answers[1].text).toBe('Răspuns schimbat')
    expect(after[0].answers[0]).toEqual(before[0].answers[0])
    expect(after[1]).toEqual(before[1])
  })

  test('PUT adds, reorders and removes: new rows inserted, removed ones deleted, kept ids stay', async () => {
    const quiz = await createQuiz(world.community.id, { questions: 2, answers: 2 })
    const before = await quizTree(quiz.id)
    const form = await quizFormOf(quiz)
    const [first, second] = form.questions
    // The second question first, without its first answer and with a new one; the first
    // question removed, one of its answers moved to the second; a new question.
    second.answers = [
      second.answers[1],
      first.answers[0],
      { text: 'Nou', segment_id: null },
    ] as never
    form.questions = [
      second,
      { text: 'Întrebare nouă', type: 'multiple', answers: [{ text: 'A' }] },
    ] as never

    await client.submit('PUT', `/quizzes/${quiz.uid}`, form)
    const after = await quizTree(quiz.id)
    expect(after).toHaveLength(2)
    expect(after[0]).toMatchObject({ id: before[1].id, position: 0 })
    expect(after[0].answers.map((a: { id: number }) => a.id).slice(0, 2)).toEqual([
      before[1].answers[1].id,
      before[0].answers[0].id,
    ])
    expect(after[0].answers[2]).toMatchObject({ text: 'Nou', position: 2 })
    expect(after[1]).toMatchObject({ text: 'Întrebare nouă', type: 'multiple', position: 1 })
    const ids = (await query(`select id from quiz_answers where id = any($1)`, [
      [before[1].answers[0].id, before[0].answers[1].id],
    ])) as unknown[]
    expect(ids).toEqual([])
    const [gone] = await query(`select id from quiz_questions where id = $1`, [before[0].id])
    expect(gone).toBeUndefined()
  })

  const question = (fields: Record<string, unknown>) => ({
    text: 'Întrebare',
    type: 'single',
    answers: [{ text: 'Răspuns', segment_id: null }],
    ...fields,
  })
  test.each([
    ['name', { name: '' }, 'Câmpul nume este obligatoriu.'],
    ['name', { name: 'x'.repeat(201) }, 'Câmpul nume poate avea cel mult 200 de caractere.'],
    ['questions', { questions: [] }, 'Adaugă cel puțin o întrebare.'],
    ['questions.0.text', { questions: [question({ text: ' ' })] }, 'Scrie textul întrebării.'],
    [
      'questions.0.text',
      { questions: [question({ text: 'x'.repeat(501) })] },
      'Câmpul text poate avea cel mult 500 de caractere.',
    ],
    [
      'questions.0.type',
      { questions: [question({ type: 'toate' })] },
      'Valoarea aleasă pentru tip nu este validă.',
    ],
    [
      'questions.0.answers',
      { questions: [question({ answers: [] })] },
      'Adaugă cel puțin un răspuns.',
    ],
    [
      'questions.0.answers.0.text',
      { questions: [question({ answers: [{ text: '' }] })] },
      'Scrie textul răspunsului.',
    ],
    [
      'questions.0.answers.0.text',
      { questions: [question({ answers: [{ text: 'x'.repeat(301) }] })] },
      'Câmpul text poate avea cel mult 300 de caractere.',
    ],
    [
      'questions.0.answers.0.segment_id',
      { questions: [question({ answers: [{ text: 'A', segment_id: 'x' }] })] },
      'Câmpul segment trebuie să fie un număr.',
    ],
  ])('%s refused with its message, nothing written (%j)', async (field, fields, message) => {
    const quiz = await createQuiz(world.community.id)
    await expectRefused(
      client,
      { base: '/quizzes', uid: quiz.uid },
      quizForm(fields),
      { [field]: message },
      () => quizzesOf(world.community.id)
    )
  })

  test("another community's segment, question or answer ids are refused under their field, nothing written", async () => {
    const foreignSegment = await createSegment(world.sibling.id)
    const foreignQuiz = await createQuiz(world.other.community.id)
    const [foreignQuestion] = await quizTree(foreignQuiz.id)
    const quiz = await createQuiz(world.community.id)
    const own = await quizFormOf(quiz)
    const before = await quizzesOf(world.community.id)
    const foreignBefore = await quizTree(foreignQuiz.id)
    const cases: [Record<string, unknown>, string, string][] = [
      [
        quizForm({
          questions: [question({ answers: [{ text: 'A', segment_id: foreignSegment.id }] })],
        }),
        'questions.0.answers.0.segment_id',
        'Segmentul ales nu există în această comunitate.',
      ],
      [
        { ...own, questions: [{ ...own.questions[0], id: foreignQuestion.id }] },
        'questions.0.id',
        'Întrebarea nu aparține acestui quiz.',
      ],
      [
        {
          ...own,
          questions: [
            {
              ...own.questions[0],
              answers: [{ id: foreignQuestion.answers[0].id, text: 'Furat', segment_id: null }],
            },
          ],
        },
        'questions.0.answers.0.id',
        'Răspunsul nu aparține acestui quiz.',
      ],
      [
        { ...own, questions: [own.questions[0], own.questions[0]] },
        'questions',
        'O întrebare sau un răspuns apare de două ori.',
      ],
    ]
    for (const [body, field, message] of cases) {
      const { page } = await client.submit('PUT', `/quizzes/${quiz.uid}`, body)
      expect(page?.props.errors, field).toEqual({ [field]: message })
    }
    // A new quiz has no questions of its own to name.
    const created = await client.submit(
      'POST',
      '/quizzes',
      { ...own, questions: [own.questions[0]] },
      { from: '/quizzes/create' }
    )
    expect(created.page?.props.errors).toEqual({
      'questions.0.id': 'Întrebarea nu aparține acestui quiz.',
      'questions.0.answers.0.id': 'Răspunsul nu aparține acestui quiz.',
      'questions.0.answers.1.id': 'Răspunsul nu aparține acestui quiz.',
    })
    expect(await quizzesOf(world.community.id)).toEqual(before)
    expect(await quizTree(foreignQuiz.id)).toEqual(foreignBefore)
  })

  test('a deleted segment leaves its answers without one', async () => {
    const segment = await createSegment(world.community.id)
    const quiz = await createQuiz(world.community.id, { segmentIds: [segment.id] })
    const deleted = await client.submit('DELETE', `/segments/${segment.uid}`, undefined, {
      from: `/segments/${segment.uid}`,
    })
    expect(deleted.page?.flash.success).toBeTruthy()
    const tree = await quizTree(quiz.id)
    expect(tree[0].answers).toHaveLength(2)
    expect(tree[0].answers.map((a: { segment_id: null }) => a.segment_id)).toEqual([null, null])
  })
})

describe('the cover image', () => {
  test('uploaded as quiz_cover, shown on the form, served and removed through /quizzes/{uid}/cover', async () => {
    const quiz = await createQuiz(world.community.id)
    const empty = await client.visit(`/quizzes/${quiz.uid}`)
    expect(empty.props.quiz.coverUrl).toBeNull()
    const { page } = await uploadCover(client, 'quizzes', quiz.uid)
    expect(page?.flash.success).toBe('Imaginea de copertă a fost salvată.')
    const [stored] = await query<{ cover_image: string | null }>(
      'select cover_image from quizzes where uid = $1',
      [quiz.uid]
    )
    expect(stored.cover_image).toMatch(new RegExp(`^images/${quiz.uid}/quiz_cover-`))
    expect(page?.props.quiz.coverUrl).toMatch(new RegExp(`^/quizzes/${quiz.uid}/cover\\?t=`))
    const image = await client.request('GET', `/quizzes/${quiz.uid}/cover`)
    expect(image.headers.get('content-type')).toBe('image/png')
    const removed = await client.submit('DELETE', `/quizzes/${quiz.uid}/cover`, undefined, {
      from: `/quizzes/${quiz.uid}`,
    })
    expect(removed.page?.flash.success).toBe('Imaginea de copertă a fost ștearsă.')
    const [after] = await query<{ cover_image: string | null }>(
      'select cover_image from quizzes where uid = $1',
      [quiz.uid]
    )
    expect(after.cover_image).toBeNull()
  })
})

describe('soft delete and restore', () => {
  test('soft delete keeps the quiz, marked; restore brings it back, both back to the same view', async () => {
    const quiz = await createQuiz(world.community.id, { name: 'Cultură' })
    const deleted = await client.submit('DELETE', `/quizzes/${quiz.uid}/soft-delete`, undefined, {
      from: '/quizzes?search=cult',
    })
    expect(deleted.location).toMatch(/\/quizzes\?search=cult$/)
    expect(deleted.page?.flash.success).toBe('Quiz-ul Cultură a fost șters.')
    const marked = await quizByUid(quiz.uid)
    expect(marked?.deleted_at).toBeInstanceOf(Date)
    const shown = await client.visit(`/quizzes/${quiz.uid}`)
    expect(shown.props.quiz.deletedAt).toBeTruthy()

    const restored = await client.submit('POST', `/quizzes/${quiz.uid}/restore`, undefined, {
      from: '/quizzes?state=deleted',
    })
    expect(restored.location).toMatch(/\/quizzes\?state=deleted$/)
    expect(restored.page?.flash.success).toBe('Quiz-ul Cultură a fost restaurat.')
    const back = await quizByUid(quiz.uid)
    expect(back?.deleted_at).toBeNull()
  })
})

describe("another community's quizzes do not exist (404, nothing changed)", () => {
  test.each(['sibling', 'other'] as const)('a quiz of the %s community', async (which) => {
    const communityId = which === 'sibling' ? world.sibling.id : world.other.community.id
    const quiz = await createQuiz(communityId)
    const gone = await createQuiz(communityId, { deletedAt: new Date() })
    const before = await quizzesOf(communityId)
    const routes = [
      ...recordRoutes('/quizzes', quiz.uid, gone.uid),
      ['GET', `/quizzes/${quiz.uid}/cover`],
      ['DELETE', `/quizzes/${quiz.uid}/cover`],
    ] as const
    expect(await answersTo(client, routes, await quizFormOf(quiz))).toEqual(answering(routes, 404))
    const upload = await uploadCover(client, 'quizzes', quiz.uid)
    expect(upload.status).toBe(404)
    expect(await quizzesOf(communityId)).toEqual(before)
  })
})

describe('roles', () => {
  test('a super-admin is refused (403) and a guest goes to /login, nothing changed', async () => {
    const quiz = await createQuiz(world.community.id)
    await expectOrgAdminsOnly(
      [
        ['GET', '/quizzes'],
        ['GET', '/quizzes/create'],
        ['POST', '/quizzes'],
        ...recordRoutes('/quizzes', quiz.uid),
        ['GET', `/quizzes/${quiz.uid}/cover`],
        ['DELETE', `/quizzes/${quiz.uid}/cover`],
      ] as const,
      quizForm(),
      () => quizzesOf(world.community.id)
    )
  })
})

describe('the database keeps the rules too', () => {
  test("an answer cannot point at another community's segment, nor a question at another community's quiz", async () => {
    const foreignSegment = await createSegment(world.sibling.id)
    const quiz = await createQuiz(world.community.id)
    const foreignQuiz = await createQuiz(world.sibling.id)
    const [question] = await quizTree(quiz.id)
    await expect(
      query(`update quiz_answers set segment_id = $1 where id = $2`, [
        foreignSegment.id,
        question.answers[0].id,
      ])
    ).rejects.toThrow(/quiz_answers_segment_fk/)
    await expect(
      query(`update quiz_questions set quiz_id = $1 where id = $2`, [foreignQuiz.id, question.id])
    ).rejects.toThrow(/foreign key/)
  })
})
