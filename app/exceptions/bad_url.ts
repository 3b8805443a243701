import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * A URL that cannot be decoded reaches no route nor the exception handler (config/app.ts,
 * `onBadUrl`): the app's own 400 all the same, JSON under /api/ as the public API answers.
 */
export async function answerBadUrl(req: IncomingMessage, res: ServerResponse) {
  // Loaded when needed: the config that names this function is read before the app boots.
  const { default: i18nManager } = await import('@adonisjs/i18n/services/main')
  const message = i18nManager.locale(i18nManager.defaultLocale).t('errors.request_refused')
  const api = /^\/api(\/|$)/.test(req.url ?? '')
  if (api || req.headers.accept?.includes('json')) {
    res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(api ? { error: 'bad_request', message } : { message }))
    return
  }
  res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
  res.end(`<p>${message}</p>`)
}
