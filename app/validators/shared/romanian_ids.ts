import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import {
  compactIban,
  compactRegCom,
  isValidCui,
  isValidIban,
  isValidRegCom,
  IBAN_PATTERN,
} from '#shared/identifiers_ro'

/**
 * The rules of the Romanian identifiers, the same the invoice's seller check applies
 * (#shared/identifiers_ro): each value is stored without spaces, in capitals.
 */

/** A CUI whose control digit is right (`cui`), with or without the RO prefix. */
export const cuiRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || !field.isValid) return
  if (!isValidCui(value)) field.report('', 'cui', field)
  else field.mutate(value.replace(/\s+/g, '').toUpperCase(), field)
})

/** An IBAN: its shape (`regex`), then its check digits and a Romanian one's length (`iban`). */
export const ibanRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || !field.isValid) return
  const iban = compactIban(value)
  if (!IBAN_PATTERN.test(iban)) field.report('', 'regex', field)
  else if (!isValidIban(iban)) field.report('', 'iban', field)
  else field.mutate(iban, field)
})

/** A trade register number of either form (`reg_com`). */
export const regComRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || !field.isValid) return
  if (!isValidRegCom(value)) field.report('', 'reg_com', field)
  else field.mutate(compactRegCom(value), field)
})
