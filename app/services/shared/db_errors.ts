/** `constraint`: that unique index only. */
export const isUniqueViolation = (error: unknown, constraint?: string) =>
  !!error &&
  typeof error === 'object' &&
  (error as { code?: string }).code === '23505' &&
  (constraint === undefined || (error as { constraint?: string }).constraint === constraint)

/**
 * Two saves of one unique value at once: the index (`constraint`, or any) decides, and the loser
 * gets `refusal()`.
 */
export async function refuseDuplicate<T>(
  write: () => Promise<T>,
  refusal: () => Error,
  constraint?: string
) {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw refusal()
    throw error
  }
}
