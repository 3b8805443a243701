import type { HttpContext } from '@adonisjs/core/http'
import { exchangeRate } from '#services/exchange_rates/exchange_rate_service'
import { serveImage } from '#controllers/images/serve_image'
import { liveContentOr404, type Answerer, type ContentKind } from '#services/members/member_content'
import { MemberNotFound } from '#exceptions/member_not_found'
import { productsOfferedTo } from '#services/members/member_products'
import { completeQuest, completionOf, liveQuest, questsFor } from '#services/members/member_quests'
import { answerQuiz, liveQuiz, quizzesFor, responseOf } from '#services/members/member_quizzes'
import {
  completionJson,
  myAnswersOf,
  offeredProduct,
  questDetail,
  questSummary,
  quizDetail,
  quizSummary,
} from '#transformers/members/member_content'
import { questCompletionValidator, quizAnswersValidator } from '#validators/members/content'

/** The member's contact in the route's community: whose answers, completions and products. */
function answererOf({ memberCommunity }: HttpContext): Answerer {
  const { community, membership } = memberCommunity
  return {
    communityId: community.id,
    contactId: membership.contactId,
    memberId: membership.memberId,
  }
}

const slugOf = (ctx: HttpContext) => ctx.memberCommunity.community.slug

/**
 * What a member does with a community's content (docs/members.md): its quizzes (answers that
 * move the member's contact into segments), quests (a completion and its score) and the
 * products its segments offer.
 */
export default class MemberContentController {
  async quizzes(ctx: HttpContext) {
    const rows = await quizzesFor(answererOf(ctx))
    return ctx.response.json({
      data: rows.map((row) =>
        quizSummary(row.record, slugOf(ctx), row.questionsCount, row.mine?.answeredAt ?? null)
      ),
    })
  }

  async quiz(ctx: HttpContext) {
    const answerer = answererOf(ctx)
    const quiz = await liveQuiz(answerer.communityId, ctx.params.uid, ctx.i18n)
    const response = await responseOf(quiz, answerer.contactId)
    return ctx.response.json({ data: quizDetail(quiz, slugOf(ctx), myAnswersOf(response)) })
  }

  /** The whole set of answers; answering again replaces them and their segments. */
  async answerQuiz(ctx: HttpContext) {
    const answerer = answererOf(ctx)
    const quiz = await liveQuiz(answerer.communityId, ctx.params.uid, ctx.i18n)
    const input = await ctx.request.validateUsing(quizAnswersValidator)
    const mine = await answerQuiz(quiz, answerer, input, ctx.i18n)
    return ctx.response.json({ data: quizDetail(quiz, slugOf(ctx), mine) })
  }

  async quests(ctx: HttpContext) {
    const rows = await questsFor(answererOf(ctx))
    return ctx.response.json({
      data: rows.map((row) => questSummary(row.record, slugOf(ctx), row.questionsCount, row.mine)),
    })
  }

  async quest(ctx: HttpContext) {
    const answerer = answererOf(ctx)
    const quest = await liveQuest(answerer.communityId, ctx.params.uid, ctx.i18n)
    const completion = await completionOf(quest, answerer.contactId)
    return ctx.response.json({ data: questDetail(quest, slugOf(ctx), completion) })
  }

  /** The score is the server's: the correct options chosen, out of the questions. */
  async completeQuest(ctx: HttpContext) {
    const answerer = answererOf(ctx)
    const quest = await liveQuest(answerer.communityId, ctx.params.uid, ctx.i18n)
    const input = await ctx.request.validateUsing(questCompletionValidator)
    const completion = await completeQuest(quest, answerer, input, ctx.i18n)
    return ctx.response.json({ data: completionJson(completion) })
  }

  /** A quiz's cover (its `cover_image_url`), for a quiz the member's list shows. */
  quizCover(ctx: HttpContext) {
    return cover(ctx, 'quizzes')
  }

  /** A quest's cover (its `cover_image_url`), for a quest the member's list shows. */
  questCover(ctx: HttpContext) {
    return cover(ctx, 'quests')
  }

  /** The products of the member's segments, in EUR and in RON at the day's rate. */
  async products(ctx: HttpContext) {
    const { communityId, contactId } = answererOf(ctx)
    const [products, rate] = await Promise.all([
      productsOfferedTo(communityId, contactId),
      exchangeRate(),
    ])
    return ctx.response.json({
      data: products.map((product) => offeredProduct(product, rate.eurron)),
      meta: { rate: { eurron: rate.eurron, date: rate.date } },
    })
  }
}

/** A live quiz's or quest's cover in the member's community; 404 when it has none. */
async function cover(ctx: HttpContext, kind: ContentKind) {
  const { communityId } = answererOf(ctx)
  const record = await liveContentOr404(kind, communityId, ctx.params.uid, ctx.i18n)
  if (!record.coverImage) throw new MemberNotFound(ctx.i18n.t('errors.not_found'))
  return serveImage(ctx, record.coverImage)
}
