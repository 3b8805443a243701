import type User from '#models/user'

/** A sortable column read from the row's `created_by`. */
export const CREATOR_NAME = (table: string) =>
  `(select concat_ws(' ', users.first_name, users.last_name) from users where users.id = ${table}.created_by)`

/** The same name from the preloaded creator, empty once their account is gone. */
export function creatorName(creator: User | null | undefined) {
  return creator ? creator.fullName : ''
}
