import env from '#start/env'

/** How long a place is held until the e-mail is confirmed, and a freed place stays offered. */
export function registrationTimes() {
  return {
    holdMinutes: env.get('EVENT_HOLD_MINUTES') ?? 30,
    offerHours: env.get('EVENT_OFFER_HOURS') ?? 24,
  }
}

/** Registrations one IP address may send to one community in a minute. */
export function registrationsPerIp() {
  return env.get('EVENT_REGISTRATIONS_PER_IP') ?? 60
}
