import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import mail from '@adonisjs/mail/services/main'
import { appName } from '#config/app'
import UserTransformer from '#transformers/users/user_transformer'

function reference({ uid, name }: { uid: string; name: string }) {
  return { uid, name }
}

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  share(ctx: HttpContext) {
    // A page may be rendered before the session or auth middleware ran (a 404).
    const { tenant, i18n } = ctx as Partial<HttpContext>
    const user = tenant?.user ?? null
    // Nested in `auth`, the transformers are called directly (the serializer resolves
    // transformer items only as top-level props).
    return {
      appName,
      locale: i18n?.locale ?? 'ro',
      mailbox: tenant?.isSuperAdmin === true && mail.config.default === 'mailbox',
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      auth: ctx.inertia.always({
        user: user && tenant ? new UserTransformer(user, tenant.role).toObject() : null,
        role: tenant?.role ?? null,
        organization: tenant?.organization ? reference(tenant.organization) : null,
        community: tenant?.community ? reference(tenant.community) : null,
        communities: (tenant?.communities ?? []).map(reference),
        modules: tenant?.modules ?? [],
      }),
    }
  }

  flash(ctx: HttpContext) {
    const { session, i18n } = ctx as Partial<HttpContext>
    const messages = session?.flashMessages
    if (!messages) return {}
    const pick = (key: string) => {
      const value = messages.get(key)
      return typeof value === 'string' ? value : undefined
    }
    // Shield flashes its CSRF failure in English (it runs before the locale
    // is known): show it in the interface language instead.
    const csrfFailed = !!messages.get('errorsBag', {})?.E_BAD_CSRF_TOKEN
    const error = csrfFailed && i18n ? i18n.t('errors.csrf') : pick('error')
    return { success: pick('success'), error, info: pick('info') }
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
