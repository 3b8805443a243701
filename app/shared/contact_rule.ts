/** The one rule for a valid contact, asked by the contact form and the import (docs/decisions.md). */

/** A catalog key under imports.reasons. */
export type ContactProblem = 'first_name' | 'reach'

export type ContactPresence = { first_name: boolean; email: boolean; phone_number: boolean }

export function contactProblem(has: ContactPresence): ContactProblem | null {
  if (!has.first_name) return 'first_name'
  if (!has.email && !has.phone_number) return 'reach'
  return null
}

export const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== ''
