import env from '#start/env'
import { appUrl } from '#config/app'

/** An e-mailed code and link are valid this long (docs/members.md, "Sign-in"). */
export const SIGN_IN_CODE_MINUTES = 10

/** Wrong codes (or links) a code takes before it is dead. */
export const SIGN_IN_CODE_TRIES = 5

/** The universal link's base: the app opens `{base}/sign-in?token=…`. */
export function memberAppLinkBase() {
  return (env.get('MEMBER_APP_LINK_BASE') ?? `${appUrl}/app`).replace(/\/+$/, '')
}

/** Sign-in requests (codes asked for and verified) one IP address may send in 10 minutes. */
export function memberSignInsPerIp() {
  return env.get('MEMBER_SIGN_IN_PER_IP') ?? 30
}
