import type { HttpContext } from '@adonisjs/core/http'
import Quest, { QUEST_TYPES } from '#models/quest'
import { listQuery } from '#services/shared/list_query'
import { inState, requestedState, restore, softDelete } from '#services/shared/soft_delete'
import { QUEST_LIST_OPTIONS, QuestService } from '#services/quests/quest_service'
import { questValidator } from '#validators/quests/quest'
import QuestTransformer from '#transformers/quests/quest_transformer'

export default class QuestsController {
  private find({ tenant, params, i18n }: HttpContext) {
    return Quest.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  private types({ i18n }: HttpContext) {
    return QUEST_TYPES.map((type) => ({ value: type, label: i18n.t(`quests.types.${type}`) }))
  }

  async index({ inertia, request, tenant }: HttpContext) {
    const questState = requestedState(request.qs().state)
    const query = inState(Quest.forTenant(tenant), questState).preload('creator', (creator) =>
      creator.select('id', 'first_name', 'last_name')
    )
    const list = await listQuery(request, query, {
      ...QUEST_LIST_OPTIONS,
      columns: QuestTransformer.rowFields,
    })
    return inertia.render('quests/index', {
      quests: QuestTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: { ...list.state, questState },
    })
  }

  async create(ctx: HttpContext) {
    return ctx.inertia.render('quests/edit', { quest: null, types: this.types(ctx) })
  }

  async show(ctx: HttpContext) {
    const quest = await QuestService.withQuestions(await this.find(ctx))
    return ctx.inertia.render('quests/edit', {
      quest: QuestTransformer.transform(quest).useVariant('toForm'),
      types: this.types(ctx),
    })
  }

  async store({ request, response, session, tenant, auth, i18n }: HttpContext) {
    const data = await request.validateUsing(questValidator, {
      meta: QuestService.validationMeta(null),
    })
    const quest = await QuestService.save(new Quest(), data, {
      communityId: tenant.communityId,
      userId: auth.use('web').user?.id ?? null,
    })
    session.flash('success', i18n.t('quests.created', { title: quest.title }))
    return response.redirect().toRoute('quests.show', { uid: quest.uid })
  }

  async update(ctx: HttpContext) {
    const { request, response, session, tenant, auth, i18n } = ctx
    const quest = await QuestService.withQuestions(await this.find(ctx))
    const data = await request.validateUsing(questValidator, {
      meta: QuestService.validationMeta(quest),
    })
    await QuestService.save(quest, data, {
      communityId: tenant.communityId,
      userId: auth.use('web').user?.id ?? null,
    })
    session.flash('success', i18n.t('quests.updated', { title: quest.title }))
    return response.redirect().toRoute('quests.show', { uid: quest.uid })
  }

  async softDelete(ctx: HttpContext) {
    const quest = await softDelete(await this.find(ctx))
    ctx.session.flash('success', ctx.i18n.t('quests.deleted', { title: quest.title }))
    return ctx.response.redirect().withQs().back()
  }

  async restore(ctx: HttpContext) {
    const quest = await restore(await this.find(ctx))
    ctx.session.flash('success', ctx.i18n.t('quests.restored', { title: quest.title }))
    return ctx.response.redirect().withQs().back()
  }
}
