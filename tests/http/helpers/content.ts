/**
 * Helpers for the quizzes and quests tests: records built with the factories (returned as
 * stored), each one's tree as stored, and the forms as the browser sends them.
 */
import { attributesOf, factories, query, rowById } from '../../support/db.ts'

export interface QuizRecord {
  id: number
  uid: string
  community_id: number
  name: string
  created_by: number | null
  deleted_at: Date | null
}

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
  return rowById<QuizRecord>('quizzes', quiz.id)
}

export async function quizByUid(uid: string) {
  const [row] = await query<QuizRecord>(`select * from quizzes where uid = $1`, [uid])
  return row as QuizRecord | undefined
}

/** A quiz's questions with their answers, in order, as stored. */
export async function quizTree(quizId: number) {
  const questions = await query(
    `select id, community_id, position, text, type from quiz_questions where quiz_id = $1 order by position, id`,
    [quizId]
  )
  const answers = await query(
    `select a.id, a.question_id, a.community_id, a.position, a.text, a.segment_id
     from quiz_answers a join quiz_questions q on q.id = a.question_id
     where q.quiz_id = $1 order by a.position, a.id`,
    [quizId]
  )
  return questions.map((question) => ({
    ...question,
    answers: answers.filter((answer) => answer.question_id === question.id),
  }))
}

/** Every quiz of a community with its tree: what "nothing written" compares. */
export async function quizzesOf(communityId: number) {
  const quizzes = await query<QuizRecord>(
    `select * from quizzes where community_id = $1 order by id`,
    [communityId]
  )
  return Promise.all(quizzes.map(async (quiz) => ({ ...quiz, questions: await quizTree(quiz.id) })))
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
