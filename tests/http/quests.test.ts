/**
 * /quests, the quest form (a quiz of 2–5 options a question, exactly one correct, saved as a
 * stable diff), the cover image, soft delete and restore, inside the current community.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { TestClient } from '../support/client.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { factories, query, unique } from '../support/db.ts'
import {
  createQuest,
  questByUid,
  questForm,
  questFormOf,
  questQuestion,
  questTree,
  questsOf,
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

describe('GET /quests', () => {
  test("the current community's quests: search, sort, active / deleted / all", async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const first = await createQuest(fresh.community.id, { title: 'Traseul Științei' })
    const second = await createQuest(fresh.community.id, { title: 'Arte' })
    const gone = await createQuest(fresh.community.id, { title: 'Stele', deletedAt: new Date() })
    await createQuest(fresh.sibling.id, { title: 'Știință vecină' })
    await createQuest(fresh.other.community.id, { title: 'Știință altundeva' })

    const page = await own.visit('/quests')
    expect(page.component).toBe('quests/index')
    expect(uids(page.props.quests)).toEqual([second.uid, first.uid])
    expect(page.props.quests[1]).toMatchObject({ id: first.id, title: 'Traseul Științei' })
    const search = await own.visit('/quests?search=stiintei')
    expect(uids(search.props.quests)).toEqual([first.uid])
    const byTitle = await own.visit('/quests?sort=title&direction=asc')
    expect(uids(byTitle.props.quests)).toEqual([second.uid, first.uid])
    const deleted = await own.visit('/quests?state=deleted')
    expect(uids(deleted.props.quests)).toEqual([gone.uid])
    const all = await own.visit('/quests?state=all')
    expect(all.props.meta.total).toBe(3)
  })
})

describe('the quest form', () => {
  test('GET /quests/create: no quest, the type quiz offered', async () => {
    const page = await client.visit('/quests/create')
    expect(page.component).toBe('quests/edit')
    expect(page.props.quest).toBeNull()
    expect(page.props.types).toEqual([{ value: 'quiz', label: 'Quiz' }])
  })

  test('POST /quests creates the quest with its questions and options, and opens it', async () => {
    const title = unique('Quest')
    const created = await client.submit(
      'POST',
      '/quests',
      questForm({
        title,
        quiz_data: {
          questions: [
            questQuestion('Prima', ['A', 'B', 'C'], 2),
            questQuestion('A doua', ['D', 'E'], 0),
            questQuestion('A treia', ['F', 'G', 'H', 'I', 'J'], 4),
          ],
        },
      }),
      { from: '/quests/create' }
    )
    const [row] = await query(`select * from quests where title = $1`, [title])
    expect(created.location).toBe(`/quests/${row.uid}`)
    expect(created.page?.flash.success).toBe(`Quest-ul ${title} a fost creat.`)
    expect(row).toMatchObject({
      community_id: world.community.id,
      quest_type: 'quiz',
      description: 'Un traseu prin cartier\ncu trei opriri.',
      created_by: world.user.id,
      cover_image: null,
    })
    const tree = await questTree(row.id)
    expect(tree.map((q) => q.text)).toEqual(['Prima', 'A doua', 'A treia'])
    expect(
      tree.map((q) =>
        q.options.map((o: { text: string; is_correct: boolean }) => [o.text, o.is_correct])
      )
    ).toEqual([
      [
        ['A', false],
        ['B', false],
        ['C', true],
      ],
      [
        ['D', true],
        ['E', false],
      ],
      [
        ['F', false],
        ['G', false],
        ['H', false],
        ['I', false],
        ['J', true],
      ],
    ])
    const { quiz_data: quizData } = await questFormOf(row)
    expect(created.page?.props.quest).toMatchObject({ uid: row.uid, title, quiz_data: quizData })
  })

  test('PUT keeps ids; the correct option moves to another one, a removed option goes', async () => {
    const quest = await createQuest(world.community.id, { questions: 2, options: 3 })
    const before = await questTree(quest.id)
    const form = await questFormOf(quest)
    // First question: the correct option (the first) removed, the last one made correct.
    const [, second, third] = form.quiz_data.questions[0].answers
    form.quiz_data.questions[0].answers = [second, { ...third, is_correct: true }]
    // Second question: the last option, now correct, moved first (its update runs after the
    // first option's, which gives the place up).
    const [a, b, c] = form.quiz_data.questions[1].answers
    form.quiz_data.questions[1].answers = [
      { ...c, is_correct: true },
      { ...a, is_correct: false },
      b,
    ]

    const { page } = await client.submit('PUT', `/quests/${quest.uid}`, form)
    expect(page?.flash.success).toBe(`Quest-ul ${quest.title} a fost actualizat.`)
    const after = await questTree(quest.id)
    expect(after.map((q) => q.id)).toEqual(before.map((q) => q.id))
    expect(
      after[0].options.map((o: { id: number; is_correct: boolean }) => [o.id, o.is_correct])
    ).toEqual([
      [before[0].options[1].id, false],
      [before[0].options[2].id, true],
    ])
    expect(
      after[1].options.map((o: { id: number; is_correct: boolean }) => [o.id, o.is_correct])
    ).toEqual([
      [before[1].options[2].id, true],
      [before[1].options[0].id, false],
      [before[1].options[1].id, false],
    ])
  })

  const many = (count: number) => Array.from({ length: count }, (_, index) => `Opțiunea ${index}`)
  test.each([
    ['title', { title: '' }, 'Câmpul titlu este obligatoriu.'],
    ['title', { title: 'x'.repeat(201) }, 'Câmpul titlu poate avea cel mult 200 de caractere.'],
    ['quest_type', { quest_type: 'traseu' }, 'Valoarea aleasă pentru tip nu este validă.'],
    ['description', { description: ' ' }, 'Câmpul descriere este obligatoriu.'],
    ['quiz_data', { quiz_data: undefined }, 'Câmpul quiz este obligatoriu.'],
    ['quiz_data.questions', { quiz_data: { questions: [] } }, 'Adaugă cel puțin o întrebare.'],
    [
      'quiz_data.questions.0.text',
      { quiz_data: { questions: [questQuestion('', ['A', 'B'])] } },
      'Scrie textul întrebării.',
    ],
    [
      'quiz_data.questions.0.answers',
      { quiz_data: { questions: [questQuestion('Î', ['A'])] } },
      'O întrebare are cel puțin 2 opțiuni.',
    ],
    [
      'quiz_data.questions.0.answers',
      { quiz_data: { questions: [questQuestion('Î', many(6))] } },
      'O întrebare are cel mult 5 opțiuni.',
    ],
    [
      'quiz_data.questions.0.answers',
      { quiz_data: { questions: [questQuestion('Î', ['A', 'B'], -1)] } },
      'Alege exact o opțiune corectă.',
    ],
    [
      'quiz_data.questions.0.answers',
      {
        quiz_data: {
          questions: [
            {
              text: 'Î',
              answers: [
                { text: 'A', is_correct: true },
                { text: 'B', is_correct: 'true' },
              ],
            },
          ],
        },
      },
      'Alege exact o opțiune corectă.',
    ],
    [
      'quiz_data.questions.0.answers.1.text',
      { quiz_data: { questions: [questQuestion('Î', ['A', ''])] } },
      'Scrie textul opțiunii.',
    ],
  ])('%s refused with its message, nothing written (%j)', async (field, fields, message) => {
    const quest = await createQuest(world.community.id)
    await expectRefused(
      client,
      { base: '/quests', uid: quest.uid },
      questForm(fields),
      { [field]: message },
      () => questsOf(world.community.id)
    )
  })

  test("another quest's question or option ids are refused under their field, nothing written", async () => {
    const foreign = await createQuest(world.other.community.id)
    const [foreignQuestion] = await questTree(foreign.id)
    const quest = await createQuest(world.community.id)
    const own = await questFormOf(quest)
    const before = await questsOf(world.community.id)
    const foreignBefore = await questTree(foreign.id)
    const [question] = own.quiz_data.questions
    const cases: [unknown, string, string][] = [
      [
        [{ ...question, id: foreignQuestion.id }],
        'quiz_data.questions.0.id',
        'Întrebarea nu aparține acestui quest.',
      ],
      [
        [
          {
            ...question,
            answers: [
              { ...question.answers[0], id: foreignQuestion.options[0].id },
              question.answers[1],
            ],
          },
        ],
        'quiz_data.questions.0.answers.0.id',
        'Opțiunea nu aparține acestui quest.',
      ],
      [[question, question], 'quiz_data.questions', 'O întrebare sau o opțiune apare de două ori.'],
    ]
    for (const [questions, field, message] of cases) {
      const body = { ...own, quiz_data: { questions } }
      const { page } = await client.submit('PUT', `/quests/${quest.uid}`, body)
      expect(page?.props.errors, field).toEqual({ [field]: message })
    }
    expect(await questsOf(world.community.id)).toEqual(before)
    expect(await questTree(foreign.id)).toEqual(foreignBefore)
  })
})

describe('cover, soft delete and restore', () => {
  test('the cover is uploaded, served and removed through /quests/{uid}/cover', async () => {
    const quest = await createQuest(world.community.id)
    const { page } = await uploadCover(client, 'quests', quest.uid)
    expect(page?.flash.success).toBe('Imaginea de copertă a fost salvată.')
    const stored = await questByUid(quest.uid)
    expect(stored?.cover_image).toMatch(/^images\/.+\/quest_cover-/)
    expect(page?.props.quest.coverUrl).toMatch(new RegExp(`^/quests/${quest.uid}/cover\\?t=`))
    const image = await client.request('GET', `/quests/${quest.uid}/cover`)
    expect(image.headers.get('content-type')).toBe('image/png')
    const removed = await client.submit('DELETE', `/quests/${quest.uid}/cover`, undefined, {
      from: `/quests/${quest.uid}`,
    })
    expect(removed.page?.flash.success).toBe('Imaginea de copertă a fost ștearsă.')
    const after = await questByUid(quest.uid)
    expect(after?.cover_image).toBeNull()
  })

  test('soft delete keeps the quest, marked; restore brings it back', async () => {
    const quest = await createQuest(world.community.id, { title: 'Turul parcului' })
    const deleted = await client.submit('DELETE', `/quests/${quest.uid}/soft-delete`, undefined, {
      from: '/quests',
    })
    expect(deleted.page?.flash.success).toBe('Quest-ul Turul parcului a fost șters.')
    const marked = await questByUid(quest.uid)
    expect(marked?.deleted_at).toBeInstanceOf(Date)
    const restored = await client.submit('POST', `/quests/${quest.uid}/restore`, undefined, {
      from: '/quests?state=deleted',
    })
    expect(restored.page?.flash.success).toBe('Quest-ul Turul parcului a fost restaurat.')
    const back = await questByUid(quest.uid)
    expect(back?.deleted_at).toBeNull()
  })
})

describe("another community's quests do not exist (404, nothing changed)", () => {
  test.each(['sibling', 'other'] as const)('a quest of the %s community', async (which) => {
    const communityId = which === 'sibling' ? world.sibling.id : world.other.community.id
    const quest = await createQuest(communityId)
    const gone = await createQuest(communityId, { deletedAt: new Date() })
    const before = await questsOf(communityId)
    const routes = [
      ...recordRoutes('/quests', quest.uid, gone.uid),
      ['GET', `/quests/${quest.uid}/cover`],
      ['DELETE', `/quests/${quest.uid}/cover`],
    ] as const
    expect(await answersTo(client, routes, await questFormOf(quest))).toEqual(
      answering(routes, 404)
    )
    const upload = await uploadCover(client, 'quests', quest.uid)
    expect(upload.status).toBe(404)
    expect(await questsOf(communityId)).toEqual(before)
  })
})

describe('roles', () => {
  test('a super-admin is refused (403) and a guest goes to /login, nothing changed', async () => {
    const quest = await createQuest(world.community.id)
    await expectOrgAdminsOnly(
      [
        ['GET', '/quests'],
        ['GET', '/quests/create'],
        ['POST', '/quests'],
        ...recordRoutes('/quests', quest.uid),
        ['GET', `/quests/${quest.uid}/cover`],
        ['DELETE', `/quests/${quest.uid}/cover`],
      ] as const,
      questForm(),
      () => questsOf(world.community.id)
    )
  })
})

describe('the database keeps the rules too', () => {
  test('a second correct option of a question is refused', async () => {
    const quest = await createQuest(world.community.id)
    const [question] = await questTree(quest.id)
    const { QuestOptionFactory } = await factories()
    await expect(
      QuestOptionFactory.merge({
        communityId: world.community.id,
        questionId: question.id,
        position: 9,
        text: 'A doua corectă',
        isCorrect: true,
      }).create()
    ).rejects.toThrow(/quest_options_one_correct/)
  })
})
