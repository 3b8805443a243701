/** `constraint`: that unique index only. */
export const isUniqueViolation = (error: unknown, constraint?: string) =>
  !!error &&
  typeof error === 'object' &&
  (error as { code?: string }).code === '23505' &&
  (constraint === undefined || (error as { constraint?: string }).constraint === constraint)
