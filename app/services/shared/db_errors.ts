/** Whether a database error is PostgreSQL's "unique violation" (23505): a unique index refused the row. */
export const isUniqueViolation = (error: unknown) =>
  !!error && typeof error === 'object' && (error as { code?: string }).code === '23505'
