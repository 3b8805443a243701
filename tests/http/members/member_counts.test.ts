/**
 * What the org-admin reads of members elsewhere: a quiz's page counts how many members chose
 * each answer; the dashboard shows the members who joined in the last 30 days.
 */
import { describe, expect, test } from 'vitest'
import { DateTime } from 'luxon'
import { signedInOrgAdmin } from '../helpers/tenant.ts'
import { factories } from '../../support/db.ts'
import { joinedMember } from '../helpers/members.ts'

describe('GET /quizzes/{uid}', () => {
  test('how many members chose each answer, and how many answered', async () => {
    const { world, client } = await signedInOrgAdmin()
    const { createQuizWithQuestions, answerQuiz } = await factories()
    const quiz = await createQuizWithQuestions(world.community.id, 2, 2)
    await quiz.load('questions', (q) => q.preload('answers'))
    const [[a1, a2], [b1, b2]] = quiz.questions.map((question) => question.answers)
    const [one, two, three] = await Promise.all(
      [1, 2, 3].map(() => joinedMember(world.community.id))
    )
    await answerQuiz(one.contact, quiz, [a1.id, b1.id])
    await answerQuiz(two.contact, quiz, [a1.id, b2.id])
    await answerQuiz(three.contact, quiz, [a2.id, b2.id])
    // Another quiz's answers count for that quiz only.
    const other = await createQuizWithQuestions(world.community.id, 1, 2)
    await other.load('questions', (q) => q.preload('answers'))
    await answerQuiz(one.contact, other, [other.questions[0].answers[0].id])

    const page = await client.visit(`/quizzes/${quiz.uid}`)
    expect(page.component).toBe('quizzes/edit')
    expect(page.props.responses).toBe(3)
    expect(page.props.answerCounts).toEqual({
      [a1.id]: 2,
      [a2.id]: 1,
      [b1.id]: 1,
      [b2.id]: 2,
    })
  })

  test('a quiz nobody answered: every answer at 0', async () => {
    const { world, client } = await signedInOrgAdmin()
    const { createQuizWithQuestions } = await factories()
    const quiz = await createQuizWithQuestions(world.community.id, 1, 2)
    const page = await client.visit(`/quizzes/${quiz.uid}`)
    expect(page.props.responses).toBe(0)
    expect(Object.values(page.props.answerCounts)).toEqual([0, 0])
  })
})

describe('the dashboard', () => {
  test('the members who joined in the last 30 days: how many, the latest first', async () => {
    const { world, client } = await signedInOrgAdmin()
    const older = await joinedMember(world.community.id)
    await older.membership.merge({ joinedAt: DateTime.now().minus({ days: 31 }) }).save()
    const first = await joinedMember(world.community.id)
    await first.membership.merge({ joinedAt: DateTime.now().minus({ days: 20 }) }).save()
    const latest = await joinedMember(world.community.id)
    await joinedMember(world.sibling.id)
    await joinedMember(world.other.community.id)

    const page = await client.visit('/')
    expect(page.component).toBe('dashboard/tenant')
    expect(page.props.recentMembers.count).toBe(2)
    expect(
      page.props.recentMembers.latest.map((row: { contactUid: string }) => row.contactUid)
    ).toEqual([latest.contact.uid, first.contact.uid])
    expect(page.props.recentMembers.latest[0].name).toBe(latest.contact.fullName)
  })
})
