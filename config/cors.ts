import { defineConfig } from '@adonisjs/cors'

/** The mobile app's public JSON endpoints; nothing else is read from another origin. */
const API_PATH = /^\/api(\/|$)/

const corsConfig = defineConfig({
  enabled: (ctx) => API_PATH.test(ctx.request.url()),
  // Any origin, without cookies: no session is read there; the member API's token travels in
  // Authorization, which a page of another origin cannot read from the app.
  origin: '*',
  credentials: false,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: [],
  maxAge: 90,
})

export default corsConfig
