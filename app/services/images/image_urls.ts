import { urlFor } from '@adonisjs/core/services/url_builder'
import env from '#start/env'

/**
 * Where each image column is shown: the owner's attribute and the URL of its image (`:uid` is the
 * owner's). The registry of what may see and change each one, and its routes, is
 * app/controllers/images/image_columns.ts, which takes these URLs; transformers and pages link
 * to an image through `imageUrl` here, without the controllers.
 */
export const IMAGE_URLS = {
  'organization.logo': { column: 'logo', url: '/organization/:uid/logo' },
  'organization.cover': { column: 'cover', url: '/organization/:uid/cover' },
  'community.logo': { column: 'logo', url: '/community/:uid/image/logo' },
  'community.cover': { column: 'cover', url: '/community/:uid/image/cover' },
  'user.avatar': { column: 'avatar', url: '/images/:uid/avatar' },
  'user.document': { column: 'document', url: '/administrare/users/:uid/document' },
  'company.logo': { column: 'logo', url: '/companies/:uid/logo' },
  'product.image': { column: 'image', url: '/products/:uid/image' },
  'feed.image': { column: 'image', url: '/feeds/:uid/image' },
  'event.hero_image': { column: 'heroImage', url: '/events/:uid/image/hero_image' },
  'event.trust_el_image': { column: 'trustElImage', url: '/events/:uid/image/trust_el_image' },
  'quest.cover': { column: 'coverImage', url: '/quests/:uid/cover' },
  'quiz.cover': { column: 'coverImage', url: '/quizzes/:uid/cover' },
  'car.photo': { column: 'photo', url: '/cars/:uid/photo' },
} as const satisfies Record<string, { column: string; url: string }>

export type ImageColumnName = keyof typeof IMAGE_URLS

/** What an image URL is made of: the owner's uid and its last change. */
export interface ImageOwner {
  uid: string
  updatedAt: { toMillis(): number } | null
}

/** The key is the cache buster: a stored file never changes behind its key. */
export function imageUrl(name: ImageColumnName, owner: ImageOwner) {
  const { column, url } = IMAGE_URLS[name]
  if (!(owner as unknown as Record<string, unknown>)[column]) return null
  return `${url.replace(':uid', owner.uid)}?t=${owner.updatedAt?.toMillis() ?? 0}`
}

/** The mobile app's image routes: public, or the member API's (served with the member's token). */
export type ApiImageRoute =
  | 'api.feed.image'
  | 'api.member.feed.image'
  | 'api.member.quizzes.cover'
  | 'api.member.quests.cover'

/**
 * An image in the mobile app's JSON: the absolute URL of its API route, the owner's last change
 * as the cache buster (a new image, a new URL); null when the owner has none.
 */
export function apiImageUrl(
  key: string | null,
  route: ApiImageRoute,
  params: { slug: string; uid: string },
  owner: ImageOwner
) {
  if (!key) return null
  const path = `${urlFor(route, params)}?t=${owner.updatedAt?.toMillis() ?? 0}`
  return new URL(path, env.get('APP_URL')).toString()
}
