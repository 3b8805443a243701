import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'

/**
 * Security headers. Scripts run only from this origin or with the
 * per-request nonce; in development the Vite dev server and its HMR socket
 * are allowed too.
 */
const dev = !app.inProduction

const shieldConfig = defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`, '@nonce', ...(dev ? ['@viteUrl'] : [])],
      styleSrc: [`'self'`, `'unsafe-inline'`, ...(dev ? ['@viteUrl'] : [])],
      imgSrc: [`'self'`, 'data:', 'blob:'],
      fontSrc: [`'self'`, 'data:'],
      connectSrc: [`'self'`, ...(dev ? ['ws:', '@viteUrl'] : [])],
      frameAncestors: [`'none'`],
      formAction: [`'self'`],
      baseUri: [`'self'`],
      objectSrc: [`'none'`],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    // The public JSON API (/api/…) has no session to forge requests with: the mobile app posts there.
    exceptRoutes: (ctx) => ctx.request.url().startsWith('/api/'),
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: app.inProduction, maxAge: '180 days' },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig
