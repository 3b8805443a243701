import { createUser, factories, unique } from './db.ts'

/** An org-admin of a community with the events module, and an event there with its places. */
export async function orgAdminWithEvent(attendeesLimit: number) {
  const admin = await createUser({ role: 'org-admin', modules: ['events-module'] })
  const { EventFactory } = await factories()
  const event = await EventFactory.merge({
    communityId: admin.community!.id,
    name: unique('Atelier'),
    attendeesLimit,
  }).create()
  return { admin, event }
}
