/**
 * Helpers for the quizzes and quests tests: records built with the factories (returned as
 * stored), each one's tree as stored, and the forms as the browser sends them.
 */
import { expect } from 'vitest'
import { TestClient, signedIn } from '../../support/client.ts'
import type Quest from '#models/quest'
import type Quiz from '#models/quiz'
import { fileForm, png } from './users.ts'
import { attributesOf, createUser, factories, query, rowById, type Row } from '../../support/db.ts'

/** A quiz of the community with `questions` questions of `answers` answers each. */
export async function createQuiz(
  communityId: number,
  {
    questions = 1,
    answers = 2,
    ...fields
  }: {
    questions?: number
    answers?: number
    name?: string
    createdBy?: number | null
    deletedAt?: Date | null
    segmentIds?: number[]
  } = {}
) {
  const { createQuizWithQuestions } = await factories()
  const quiz = await createQuizWithQuestions(communityId, questions, answers, attributesOf(fields))
  return rowById<Row<typeof Quiz>>('quizzes', quiz.id)
}

/** One row of `table` by uid, as stored. */
async function byUid<T extends { uid: string }>(table: 'quizzes' | 'quests', uid: string) {
  const [row] = await query<T>(`select * from ${table} where uid = $1`, [uid])
  return row as T | undefined
}

/**
 * The questions `questionsSql` reads of one quiz or quest (its id is $1), in order, each with
 * its answers or options (`choicesSql`, in order) under `key`.
 */
async function treeOf(parentId: number, questionsSql: string, choicesSql: string, key: string) {
  const questions = await query(questionsSql, [parentId])
  const choices = await query(choicesSql, [parentId])
  return questions.map((question) => ({
    ...question,
    [key]: choices.filter((choice) => choice.question_id === question.id),
  }))
}

/** Every quiz or quest of a community with its tree: what "nothing written" compares. */
async function everyIn<T extends { id: number }>(
  table: 'quizzes' | 'quests',
  communityId: number,
  tree: (id: number) => Promise<unknown>
) {
  const rows = await query<T>(`select * from ${table} where community_id = $1 order by id`, [
    communityId,
  ])
  return Promise.all(rows.map(async (row) => ({ ...row, questions: await tree(row.id) })))
}

export function quizByUid(uid: string) {
  return byUid<Row<typeof Quiz>>('quizzes', uid)
}

/** A quiz's questions with their answers, in order, as stored. */
export function quizTree(quizId: number) {
  return treeOf(
    quizId,
    `select id, community_id, position, text, type from quiz_questions where quiz_id = $1 order by position, id`,
    `select a.id, a.question_id, a.community_id, a.position, a.text, a.segment_id
     from quiz_answers a join quiz_questions q on q.id = a.question_id
     where q.quiz_id = $1 order by a.position, a.id`,
    'answers'
  )
}

export function quizzesOf(communityId: number) {
  return everyIn<Row<typeof Quiz>>('quizzes', communityId, quizTree)
}

/** The quiz form as the browser sends it: one question of two answers unless told. */
export function quizForm(fields: Record<string, unknown> = {}) {
  return {
    name: 'Cunoști comunitatea?',
    questions: [
      {
        text: 'Ce îți place cel mai mult?',
        type: 'single',
        answers: [
          { text: 'Evenimentele', segment_id: null },
          { text: 'Oamenii', segment_id: null },
        ],
      },
    ],
    ...fields,
  }
}

/** The stored tree of a quiz as its form sends it back (ids kept). */
export async function quizFormOf(quiz: { id: number; name: string }) {
  const tree = await quizTree(quiz.id)
  return {
    name: quiz.name,
    questions: tree.map((question) => ({
      id: question.id,
      text: question.text,
      type: question.type,
      answers: question.answers.map((answer: Record<string, unknown>) => ({
        id: answer.id,
        text: answer.text,
        segment_id: answer.segment_id,
      })),
    })),
  }
}

/** A quest of the community with `questions` questions of `options` options (the first correct). */
export async function createQuest(
  communityId: number,
  {
    questions = 1,
    options = 2,
    ...fields
  }: { questions?: number; options?: number; title?: string; deletedAt?: Date | null } = {}
) {
  const { createQuestWithQuestions } = await factories()
  const quest = await createQuestWithQuestions(
    communityId,
    questions,
    options,
    attributesOf(fields)
  )
  return rowById<Row<typeof Quest>>('quests', quest.id)
}

export function questByUid(uid: string) {
  return byUid<Row<typeof Quest>>('quests', uid)
}

/** A quest's questions with their options, in order, as stored. */
export function questTree(questId: number) {
  return treeOf(
    questId,
    `select id, community_id, position, text from quest_questions where quest_id = $1 order by position, id`,
    `select o.id, o.question_id, o.community_id, o.position, o.text, o.is_correct
     from quest_options o join quest_questions q on q.id = o.question_id
     where q.quest_id = $1 order by o.position, o.id`,
    'options'
  )
}

export function questsOf(communityId: number) {
  return everyIn<Row<typeof Quest>>('quests', communityId, questTree)
}

/** A quest question as the form sends it: `texts` its options, the one at `correct` correct. */
export function questQuestion(text: string, texts: string[], correct = 0) {
  return {
    text,
    answers: texts.map((option, index) => ({ text: option, is_correct: index === correct })),
  }
}

/** The quest form as the browser sends it: one question of two options unless told. */
export function questForm(fields: Record<string, unknown> = {}) {
  return {
    title: 'Descoperă orașul',
    quest_type: 'quiz',
    description: 'Un traseu prin cartier\ncu trei opriri.',
    quiz_data: {
      questions: [questQuestion('Unde e primăria?', ['În centru', 'La marginea orașului'])],
    },
    ...fields,
  }
}

/** The stored quest as its form sends it back (ids kept). */
export async function questFormOf(quest: Row<typeof Quest>) {
  const tree = await questTree(quest.id)
  return {
    title: quest.title,
    quest_type: quest.quest_type,
    description: quest.description,
    quiz_data: {
      questions: tree.map((question) => ({
        id: question.id as number,
        text: question.text as string,
        answers: question.options.map((option: Record<string, unknown>) => ({
          id: option.id as number,
          text: option.text as string,
          is_correct: option.is_correct as boolean,
        })),
      })),
    },
  }
}

/** The uids of a list page's rows, in order. */
/** A cover uploaded by the org-admin `who` to a quiz or quest (the editor's uploader). */
export async function uploadCover(who: TestClient, kind: 'quizzes' | 'quests', uid: string) {
  const data = fileForm('file', await png(), 'c.png', 'image/png')
  data.append('image_type', kind === 'quizzes' ? 'quiz_cover' : 'quest_cover')
  return who.submit('POST', `/${kind}/${uid}/cover`, undefined, {
    form: data,
    from: `/${kind}/${uid}`,
  })
}

export const uids = (rows: { uid: string }[]) => rows.map((row) => row.uid)

type Route = readonly ['GET' | 'POST' | 'PUT' | 'DELETE', string]

/** One quiz's or quest's own routes (`base` its list): show, save, soft delete, restore `deletedUid`. */
export const recordRoutes = (base: string, uid: string, deletedUid = uid) =>
  [
    ['GET', `${base}/${uid}`],
    ['PUT', `${base}/${uid}`],
    ['DELETE', `${base}/${uid}/soft-delete`],
    ['POST', `${base}/${deletedUid}/restore`],
  ] as const

/** What each route answers `client` ("GET /quizzes/…: 404"), a PUT sending `form`. */
export async function answersTo(client: TestClient, routes: readonly Route[], form: unknown) {
  const answers: string[] = []
  for (const [method, path] of routes) {
    const body = method === 'PUT' ? form : undefined
    const reply = await client.request(method, path, { body, inertia: true })
    answers.push(`${method} ${path}: ${reply.status}`)
  }
  return answers
}

/** Each route answering `status`, as answersTo says it. */
export const answering = (routes: readonly Route[], status: number) =>
  routes.map(([method, path]) => `${method} ${path}: ${status}`)

/**
 * The form sent to create (POST `base`) and to edit (PUT `base`/`uid`) is refused with exactly
 * `errors`, and `stored()` (the community's records) is what it was.
 */
export async function expectRefused(
  client: TestClient,
  { base, uid }: { base: string; uid: string },
  body: Record<string, unknown>,
  errors: Record<string, string>,
  stored: () => Promise<unknown>
) {
  const before = await stored()
  const created = await client.submit('POST', base, body, { from: `${base}/create` })
  expect(created.page?.props.errors).toEqual(errors)
  const edited = await client.submit('PUT', `${base}/${uid}`, body, { from: `${base}/${uid}` })
  expect(edited.page?.props.errors).toEqual(errors)
  expect(await stored()).toEqual(before)
}

/** Each route refuses a super-admin (403) and sends a guest to /login; `stored()` unchanged. */
export async function expectOrgAdminsOnly(
  routes: readonly Route[],
  form: Record<string, unknown>,
  stored: () => Promise<unknown>
) {
  const before = await stored()
  const admin = await signedIn(await createUser({ role: 'super-admin' }))
  for (const [method, path] of routes) {
    const body = method === 'POST' || method === 'PUT' ? form : undefined
    const refused = await admin.request(method, path, { body, inertia: true })
    expect(refused.status, `${method} ${path}`).toBe(403)
    const guest = await new TestClient().request(method, path, { body, inertia: true })
    expect([302, 303], `${method} ${path}`).toContain(guest.status)
    expect(guest.location).toBe('/login')
  }
  expect(await stored()).toEqual(before)
}
