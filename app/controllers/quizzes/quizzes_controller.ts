import type { HttpContext } from '@adonisjs/core/http'
import Quiz from '#models/quiz'
import { listQuery } from '#services/shared/list_query'
import { inState, requestedState, restore, softDelete } from '#services/shared/soft_delete'
import { QUIZ_LIST_OPTIONS, QuizService } from '#services/quizzes/quiz_service'
import { quizValidator } from '#validators/quizzes/quiz'
import QuizTransformer from '#transformers/quizzes/quiz_transformer'

export default class QuizzesController {
  private find({ tenant, params, i18n }: HttpContext) {
    return Quiz.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  async index({ inertia, request, tenant }: HttpContext) {
    const quizState = requestedState(request.qs().state)
    const query = inState(Quiz.forTenant(tenant), quizState).preload('creator', (creator) =>
      creator.select('id', 'first_name', 'last_name')
    )
    const list = await listQuery(request, query, {
      ...QUIZ_LIST_OPTIONS,
      columns: QuizTransformer.rowFields,
    })
    return inertia.render('quizzes/index', {
      quizzes: QuizTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: { ...list.state, quizState },
    })
  }

  async create({ inertia, tenant }: HttpContext) {
    return inertia.render('quizzes/edit', {
      quiz: null,
      segments: await QuizService.segmentOptions(tenant),
      answerCounts: {},
      responses: 0,
    })
  }

  async show(ctx: HttpContext) {
    const found = await this.find(ctx)
    const [quiz, segments, responses] = await Promise.all([
      QuizService.withAnswerCounts(found),
      QuizService.segmentOptions(ctx.tenant),
      QuizService.responseCount(ctx.tenant, found),
    ])
    return ctx.inertia.render('quizzes/edit', {
      quiz: QuizTransformer.transform(quiz).useVariant('toForm'),
      segments,
      // How many members chose each answer, and how many answered (docs/members.md).
      answerCounts: QuizService.answerCounts(quiz),
      responses,
    })
  }

  async store({ request, response, session, tenant, auth, i18n }: HttpContext) {
    const data = await request.validateUsing(quizValidator, {
      meta: await QuizService.validationMeta(tenant, null),
    })
    const quiz = await QuizService.save(new Quiz(), data, {
      communityId: tenant.communityId,
      userId: auth.use('web').user?.id ?? null,
    })
    session.flash('success', i18n.t('quizzes.created', { name: quiz.name }))
    return response.redirect().toRoute('quizzes.show', { uid: quiz.uid })
  }

  /** PUT /quizzes/{uid}: the questions and answers sent with their ids keep them. */
  async update(ctx: HttpContext) {
    const { request, response, session, tenant, auth, i18n } = ctx
    const quiz = await QuizService.withQuestions(await this.find(ctx))
    const data = await request.validateUsing(quizValidator, {
      meta: await QuizService.validationMeta(tenant, quiz),
    })
    await QuizService.save(quiz, data, {
      communityId: tenant.communityId,
      userId: auth.use('web').user?.id ?? null,
    })
    session.flash('success', i18n.t('quizzes.updated', { name: quiz.name }))
    return response.redirect().toRoute('quizzes.show', { uid: quiz.uid })
  }

  async softDelete(ctx: HttpContext) {
    const quiz = await softDelete(await this.find(ctx))
    ctx.session.flash('success', ctx.i18n.t('quizzes.deleted', { name: quiz.name }))
    // Back to the same view of the table (its filter, search and page).
    return ctx.response.redirect().withQs().back()
  }

  async restore(ctx: HttpContext) {
    const quiz = await restore(await this.find(ctx))
    ctx.session.flash('success', ctx.i18n.t('quizzes.restored', { name: quiz.name }))
    return ctx.response.redirect().withQs().back()
  }
}
