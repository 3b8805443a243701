/*
|--------------------------------------------------------------------------
| Rate limits
|--------------------------------------------------------------------------
| Every limit of the app, its numbers and its key. A limit that counts
| every request of a route is a throttle middleware (`limiter.define`),
| attached to the route in start/routes; a limit that counts only what its
| handler decides (a valid form, a failed sign-in, a registration's state
| e-mail, a started import) is a limiter its handler consumes.
*/
import limiter from '@adonisjs/limiter/services/main'
import { TooManyRegistrations } from '#exceptions/too_many_registrations'
import { registrationsPerIp } from '#services/event_attendees/registration_settings'
import { TooManyMemberRequests } from '#exceptions/too_many_member_requests'
import { memberSignInsPerIp } from '#services/members/sign_in_settings'

/**
 * Registrations from one IP address to one community (the URL's slug), counted before anything
 * is read: a 429 in the API's shape.
 */
export const throttleRegistrationsPerIp = limiter.define('event_registration_ip', (ctx) =>
  limiter
    .allowRequests(registrationsPerIp())
    .every('1 minute')
    .usingKey(`${ctx.params.slug}_${ctx.request.ip()}`)
    .limitExceeded((error) => {
      throw new TooManyRegistrations(Math.max(1, error.response.availableIn))
    })
)

/**
 * A member's data exports (GET /api/member/data, every table of theirs read): 10 an hour per
 * member, after the token is checked. A 429 in the API's shape.
 */
export const throttleMemberData = limiter.define('member_data', (ctx) =>
  limiter
    .allowRequests(10)
    .every('1 hour')
    .usingKey(`member_${ctx.auth.use('member').user?.id ?? ctx.request.ip()}`)
    .limitExceeded((error) => {
      const seconds = Math.max(1, error.response.availableIn)
      throw new TooManyRegistrations(seconds, 'member_events.throttled')
    })
)

/** Registrations one e-mail address may send for one event (asking again counts). */
export const registrationsPerAddress = () => limiter.use({ requests: 10, duration: '1 hour' })

/** A repeated registration's state goes to the address at most once in this window. */
export const registrationStateMails = () => limiter.use({ requests: 1, duration: '10 minutes' })

/** Failed sign-ins per address and IP (a success clears them). */
export const failedSignIns = () =>
  limiter.use({ requests: 5, duration: '15 mins', blockDuration: '15 mins' })

/** Password reset requests per address and IP, unknown addresses included. */
export const passwordResetRequests = () =>
  limiter.use({ requests: 5, duration: '15 mins', blockDuration: '15 mins' })

/** Access requests from one IP address. */
export const accessRequests = () =>
  limiter.use({ requests: 5, duration: '1 hour', blockDuration: '1 hour' })

/** Contact imports and exports one user may start in a minute (docs/decisions.md "Import abuse"). */
export const STARTS_PER_MINUTE = { import: 5, export: 10 } as const
export type StartKind = keyof typeof STARTS_PER_MINUTE

export const starts = (kind: StartKind) =>
  limiter.use({ requests: STARTS_PER_MINUTE[kind], duration: '1 minute' })

/** The member sign-in's numbers for one key, refused in the member API's own words (a 429). */
const memberSignInWindow = (key: string) =>
  limiter
    .allowRequests(memberSignInsPerIp())
    .every('10 minutes')
    .usingKey(key)
    .limitExceeded((error) => {
      throw new TooManyMemberRequests(error.response.availableIn)
    })

/**
 * The member API's sign-ins from one IP address: every request for a code, every verification
 * (right or wrong) and every sign-in with Google, Apple or Facebook, in one count, before anything
 * is read (docs/members.md, "Limits").
 */
export const throttleMemberSignInsPerIp = limiter.define('member_sign_in_ip', (ctx) =>
  memberSignInWindow(ctx.request.ip())
)

/**
 * A member's change of e-mail address (asking for a code to the new address, typing it): the
 * sign-in's numbers, per IP address and per member, each a count of its own, after the token is
 * checked (docs/members.md, "Profile"): no relay of codes to many addresses, no guessing across
 * them.
 */
export const throttleMemberEmailChangesPerIp = limiter.define('member_email_change_ip', (ctx) =>
  memberSignInWindow(ctx.request.ip())
)

export const throttleMemberEmailChangesPerMember = limiter.define(
  'member_email_change_member',
  (ctx) => memberSignInWindow(`member_${ctx.auth.use('member').getUserOrFail().id}`)
)

/**
 * Codes e-mailed to one address (a sign-in, or a member's new address), known or not: the
 * address's owner is not flooded, and an unknown address is limited like a known one.
 */
export const memberCodesPerAddress = () => limiter.use({ requests: 5, duration: '15 mins' })

/**
 * Wrong second-factor codes (and wrong passwords where one stands in for a code) per user: the
 * sign-in's second step, turning it off, new recovery codes (docs/security.md). Per user, not per
 * IP: whoever reaches the second step has the password.
 */
export const failedSecondFactors = () =>
  limiter.use({ requests: 5, duration: '15 mins', blockDuration: '15 mins' })
