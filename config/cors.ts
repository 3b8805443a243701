import { defineConfig } from '@adonisjs/cors'

/** The mobile app's public JSON endpoints; nothing else is read from another origin. */
const API_PATH = /^\/api(\/|$)/

const corsConfig = defineConfig({
  enabled: (ctx) => API_PATH.test(ctx.request.url()),
  // Any origin, without cookies: the answers are public and no session is read there (the
  // member API's token travels in the Authorization header, which a page must set itself).
  origin: '*',
  credentials: false,
  methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
  headers: true,
  exposeHeaders: [],
  maxAge: 90,
})

export default corsConfig
