import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import {
  IMAGE_URLS,
  type ImageColumnName,
  type ImageOwner as ImageUrlOwner,
} from '#services/images/image_urls'
import type { RoleName } from '#models/role'
import User from '#models/user'
import type Organization from '#models/organization'
import type Community from '#models/community'
import Company from '#models/company'
import type { ImageType } from '#services/images/image_service'
import { manageableOrganization } from '#controllers/organizations/manageable_organization'
import { findByUidOr404 } from '#services/shared/find_by_uid'
import OrganizationPolicy from '#policies/organization_policy'
import UserPolicy from '#policies/user_policy'
import { NotFoundException } from '#exceptions/http_errors'
import Product from '#models/product'
import Feed from '#models/feed'
import { FEED_IMAGE_TYPES, feedHas } from '#shared/feeds'
import Event, { EVENT_IMAGE_TYPES } from '#models/event'
import Quest from '#models/quest'
import Quiz from '#models/quiz'
import Car from '#models/car'

export interface ImageOwner extends ImageUrlOwner {
  save(): Promise<unknown>
}

interface Access<Owner> {
  /** None = any signed-in user. */
  roles?: RoleName[]
  owner(ctx: HttpContext): Promise<Owner>
}

/** Declared once: the routes, the controller's checks and the URL in the page props follow from it. */
export interface ImageColumn<Owner extends ImageOwner = any> {
  column: keyof Owner & string
  type: ImageType | ((owner: Owner) => ImageType)
  maxDimension?: number
  /** POST/DELETE go to the same URL unless `changeUrl`. */
  url: string
  changeUrl?: string
  names: { show: string; store: string; destroy: string }
  /** Where a missing file is reported; the file comes under the column's name (two uploaders keep their errors apart) or this field. */
  field: string
  see: Access<Owner>
  change: Access<Owner>
  module?: string
  flash: { saved: string; deleted: string }
  /** Default: back to the page of the form. */
  redirectTo?: (owner: Owner) => string
}

const defineImageColumn = <Owner extends ImageOwner>(column: ImageColumn<Owner>) => column

const routeNames = (show: string) => ({ show, store: `${show}.store`, destroy: `${show}.destroy` })

const orgAdminImage = <Owner extends ImageOwner>(
  owner: (ctx: HttpContext) => Promise<Owner>,
  {
    route,
    ...column
  }: Omit<ImageColumn<Owner>, 'names' | 'field' | 'see' | 'change'> & { route: string }
) =>
  defineImageColumn<Owner>({
    ...column,
    names: routeNames(route),
    field: 'file',
    see: { roles: ['org-admin'], owner },
    change: { roles: ['org-admin'], owner },
  })

/**
 * An org-admin's image of a community record, where IMAGE_URLS puts it (its column and URL): the
 * routes named `route` (`.store`, `.destroy`), the flash messages `${route}_saved` / `_deleted`.
 */
const recordImage = <Owner extends ImageOwner>(
  name: ImageColumnName,
  owner: (ctx: HttpContext) => Promise<Owner>,
  route: string,
  type: ImageColumn<Owner>['type'],
  maxDimension?: number
) =>
  orgAdminImage(owner, {
    column: IMAGE_URLS[name].column as keyof Owner & string,
    type,
    ...(maxDimension ? { maxDimension } : {}),
    url: IMAGE_URLS[name].url,
    route,
    flash: { saved: `${route}_saved`, deleted: `${route}_deleted` },
  })

const notFound = (ctx: HttpContext) => new NotFoundException(ctx.i18n.t('errors.not_found'))

async function visibleOrganization(ctx: HttpContext) {
  const organization = await ctx.tenant.findOrganization(ctx.params.uid)
  await ctx.bouncer.with(OrganizationPolicy).authorize('view', organization)
  return organization
}

const userOfUrl = (ctx: HttpContext) =>
  findByUidOr404(User, ctx.params.uid, { message: ctx.i18n.t('errors.not_found') })

async function visibleUser(ctx: HttpContext): Promise<User> {
  const user = await userOfUrl(ctx)
  if (await ctx.bouncer.with(UserPolicy).denies('view', user)) throw notFound(ctx)
  return user
}

type TenantModel = LucidModel & {
  findForTenantOr404<T extends LucidModel>(
    this: T,
    tenant: HttpContext['tenant'],
    uid: unknown,
    message?: string
  ): Promise<InstanceType<T>>
}

const ownerOfUrl =
  <Model extends TenantModel>(model: Model) =>
  (ctx: HttpContext) =>
    model.findForTenantOr404(ctx.tenant, ctx.params.uid, ctx.i18n.t('errors.not_found'))

const companyOfUrl = ownerOfUrl(Company)
const findQuest = ownerOfUrl(Quest)
const findQuiz = ownerOfUrl(Quiz)
const findProduct = ownerOfUrl(Product)
const findCar = ownerOfUrl(Car)
const findEvent = ownerOfUrl(Event)

/** A quiz item has no image: 404. */
async function findFeedWithImage(ctx: HttpContext) {
  const feed = await ownerOfUrl(Feed)(ctx)
  if (!feedHas(feed.type, 'image')) throw notFound(ctx)
  return feed
}

const eventImage = (column: 'heroImage' | 'trustElImage', path: 'hero_image' | 'trust_el_image') =>
  orgAdminImage(findEvent, {
    column,
    type: EVENT_IMAGE_TYPES[column],
    url: IMAGE_URLS[`event.${path}`].url,
    route: `events.image.${path}`,
    module: 'events-module',
    flash: {
      saved: `events.editor.images.${path}_saved`,
      deleted: `events.editor.images.${path}_deleted`,
    },
    redirectTo: (event) => urlFor('events.edit', { uid: event.uid }, { qs: { tab: 'sales' } }),
  })

const organizationImage = (column: 'logo' | 'cover') =>
  defineImageColumn<Organization>({
    column,
    type: column,
    url: IMAGE_URLS[`organization.${column}`].url,
    names: routeNames(`organizations.image.${column}`),
    field: 'file',
    see: { owner: visibleOrganization },
    change: { roles: ['super-admin'], owner: (ctx) => manageableOrganization(ctx) },
    flash: {
      saved: `organizations.branding.${column}_saved`,
      deleted: `organizations.branding.${column}_deleted`,
    },
  })

const communityImage = (column: 'logo' | 'cover') =>
  defineImageColumn<Community>({
    column,
    type: column,
    maxDimension: column === 'logo' ? 1024 : 2048,
    url: IMAGE_URLS[`community.${column}`].url,
    names: routeNames(`community.image.${column}`),
    field: 'file',
    see: { owner: (ctx) => ctx.tenant.findCommunity(ctx.params.uid) },
    change: {
      roles: ['super-admin', 'org-admin'],
      owner: (ctx) => ctx.tenant.findCommunity(ctx.params.uid),
    },
    flash: {
      saved: `community_settings.images.saved_${column}`,
      deleted: `community_settings.images.deleted_${column}`,
    },
  })

export const imageColumns = {
  'organization.logo': organizationImage('logo'),
  'organization.cover': organizationImage('cover'),
  'community.logo': communityImage('logo'),
  'community.cover': communityImage('cover'),
  'user.avatar': defineImageColumn<User>({
    column: 'avatar',
    type: 'avatar',
    maxDimension: 512,
    url: IMAGE_URLS['user.avatar'].url,
    changeUrl: '/my-account/avatar',
    names: {
      show: 'images.avatar',
      store: 'my_account.avatar',
      destroy: 'my_account.avatar.destroy',
    },
    field: 'avatar',
    see: { owner: visibleUser },
    change: { owner: async (ctx) => ctx.auth.use('web').user! },
    flash: { saved: 'account.avatar_saved', deleted: 'account.avatar_deleted' },
    redirectTo: () => urlFor('my_account'),
  }),
  'user.document': defineImageColumn<User>({
    column: 'document',
    type: 'document',
    url: IMAGE_URLS['user.document'].url,
    names: routeNames('admin.users.document'),
    field: 'document',
    see: { roles: ['super-admin'], owner: userOfUrl },
    change: { roles: ['super-admin'], owner: userOfUrl },
    flash: {
      saved: 'users.admin.document_saved',
      deleted: 'users.admin.document_deleted',
    },
    redirectTo: (user) => urlFor('admin.users.edit', { uid: user.uid }),
  }),
  'company.logo': recordImage('company.logo', companyOfUrl, 'companies.logo', 'logo', 1024),
  'product.image': recordImage('product.image', findProduct, 'products.image', 'product_image'),
  'feed.image': recordImage(
    'feed.image',
    findFeedWithImage,
    'feeds.image',
    (feed) => FEED_IMAGE_TYPES[feed.type as keyof typeof FEED_IMAGE_TYPES] ?? 'post_image'
  ),
  'event.hero_image': eventImage('heroImage', 'hero_image'),
  'event.trust_el_image': eventImage('trustElImage', 'trust_el_image'),
  'quest.cover': recordImage('quest.cover', findQuest, 'quests.cover', 'quest_cover'),
  'quiz.cover': recordImage('quiz.cover', findQuiz, 'quizzes.cover', 'quiz_cover'),
  'car.photo': defineImageColumn<Car>({
    column: 'photo',
    type: 'car_photo',
    url: IMAGE_URLS['car.photo'].url,
    names: routeNames('cars.photo'),
    field: 'file',
    // Seen on the car page, which super-admins open from /administrare/bids.
    see: { roles: ['super-admin', 'org-admin'], owner: findCar },
    change: { roles: ['org-admin'], owner: findCar },
    flash: { saved: 'lots.cars.photo_saved', deleted: 'lots.cars.photo_deleted' },
  }),
} satisfies Record<ImageColumnName, ImageColumn>

export function imageColumnOfRoute(routeName: string | undefined) {
  return Object.values(imageColumns).find(
    (column: ImageColumn) =>
      routeName === column.names.show ||
      routeName === column.names.store ||
      routeName === column.names.destroy
  ) as ImageColumn | undefined
}
