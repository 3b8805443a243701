import type { DateTime } from 'luxon'
import type Product from '#models/product'
import type Quest from '#models/quest'
import type QuestCompletion from '#models/quest_completion'
import type Quiz from '#models/quiz'
import type QuizResponse from '#models/quiz_response'
import { centsToDecimal, centsToRon } from '#shared/money'
import { apiImageUrl } from '#services/images/image_urls'

/**
 * The member API's quizzes, quests and products (docs/members.md), snake_case like the mobile
 * app's other JSON. A quiz answer's segment and a quest option's correctness never leave.
 */
const iso = (time: DateTime | null) => time?.toUTC().toISO() ?? null

/** The cover, served to the community's members by the member API (send the token). */
const quizCover = (quiz: Quiz, slug: string) =>
  apiImageUrl(quiz.coverImage, 'api.member.quizzes.cover', { slug, uid: quiz.uid }, quiz)
const questCover = (quest: Quest, slug: string) =>
  apiImageUrl(quest.coverImage, 'api.member.quests.cover', { slug, uid: quest.uid }, quest)

export function quizSummary(
  quiz: Quiz,
  slug: string,
  questionsCount: number,
  answeredAt: DateTime | null
) {
  return {
    uid: quiz.uid,
    name: quiz.name,
    cover_image_url: quizCover(quiz, slug),
    questions_count: questionsCount,
    answered: answeredAt !== null,
    answered_at: iso(answeredAt),
  }
}

/** A contact's answers to a quiz: when, and the chosen answers' ids. */
export interface MyAnswers {
  answeredAt: DateTime
  answerIds: Set<number>
}

export function myAnswersOf(response: QuizResponse | null): MyAnswers | null {
  return response
    ? { answeredAt: response.answeredAt, answerIds: new Set(response.answers.map((a) => a.id)) }
    : null
}

/** Needs the questions and answers preloaded. */
export function quizDetail(quiz: Quiz, slug: string, mine: MyAnswers | null) {
  return {
    uid: quiz.uid,
    name: quiz.name,
    cover_image_url: quizCover(quiz, slug),
    questions: quiz.questions.map((question) => ({
      id: question.id,
      text: question.text,
      type: question.type,
      answers: question.answers.map((answer) => ({ id: answer.id, text: answer.text })),
    })),
    my_answers: mine
      ? {
          answered_at: iso(mine.answeredAt),
          answers: quiz.questions
            .map((question) => ({
              question_id: question.id,
              answer_ids: question.answers
                .filter((answer) => mine.answerIds.has(answer.id))
                .map((answer) => answer.id),
            }))
            .filter((entry) => entry.answer_ids.length),
        }
      : null,
  }
}

export function completionJson(completion: QuestCompletion | null) {
  return completion
    ? {
        score: completion.score,
        max_score: completion.maxScore,
        completed_at: iso(completion.completedAt),
      }
    : null
}

export function questSummary(
  quest: Quest,
  slug: string,
  questionsCount: number,
  completion: QuestCompletion | null
) {
  return {
    uid: quest.uid,
    title: quest.title,
    quest_type: quest.questType,
    description: quest.description,
    cover_image_url: questCover(quest, slug),
    questions_count: questionsCount,
    completion: completionJson(completion),
  }
}

/** Needs the questions and options preloaded. */
export function questDetail(quest: Quest, slug: string, completion: QuestCompletion | null) {
  return {
    uid: quest.uid,
    title: quest.title,
    quest_type: quest.questType,
    description: quest.description,
    cover_image_url: questCover(quest, slug),
    questions: quest.questions.map((question) => ({
      id: question.id,
      text: question.text,
      options: question.options.map((option) => ({ id: option.id, text: option.text })),
    })),
    completion: completionJson(completion),
  }
}

/** A price in EUR (decimal text, as stored to the cent) and in whole RON at `eurron`. */
const price = (cents: number, eurron: number) => ({
  eur: centsToDecimal(cents),
  ron: centsToRon(cents, eurron),
})

export function offeredProduct(product: Product, eurron: number) {
  return {
    uid: product.uid,
    name: product.name,
    description_short: product.descriptionShort,
    description_long: product.descriptionLong,
    product_type: product.productType,
    product_payment_type: product.productPaymentType,
    product_delivery_type: product.productDeliveryType,
    product_format_type: product.productFormatType,
    price: price(product.priceCents, eurron),
    // 0: no promotion.
    promo_price: product.promoPriceCents > 0 ? price(product.promoPriceCents, eurron) : null,
    external_link: product.externalLink,
    membership_required: product.membershipRequired,
    subscription_required: product.subscriptionRequired,
    payment_provider_required: product.stripeRequired,
  }
}
