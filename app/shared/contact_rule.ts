/**
 * One rule for a valid contact (docs/decisions.md "One rule for a valid
 * contact"): a first name, and an email or a phone (the last name is optional). The contact
 * form's validator and the import (each contact it would create) both ask `contactProblem`.
 * No imports.
 */

/** What a contact lacks, first found first: its catalog key under imports.reasons. */
export type ContactProblem = 'first_name' | 'reach'

export type ContactPresence = { first_name: boolean; email: boolean; phone_number: boolean }

export function contactProblem(has: ContactPresence): ContactProblem | null {
  if (!has.first_name) return 'first_name'
  if (!has.email && !has.phone_number) return 'reach'
  return null
}

/** A value the rule counts: a string that is not only spaces. */
export const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== ''
