import type { IncomingMessage, ServerResponse } from 'node:http'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'
import { answerBadUrl } from '#exceptions/bad_url'

export const appKey = env.get('APP_KEY')
export const appUrl = env.get('APP_URL')
export const appName = env.get('APP_NAME') || 'Comunitate'

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: true,
  trustProxy: () => false,
  onBadUrl: (req: IncomingMessage, res: ServerResponse) => void answerBadUrl(req, res),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
