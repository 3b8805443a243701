import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { dayField } from '#validators/shared/dates'
import { decimalNumber, numberField } from '#validators/shared/numbers'
import { singleLineText } from '#validators/text_rules'
import { BUCHAREST } from '#shared/counties'
import { countyRule } from '#validators/shared/shared'
import { isValidCnp } from '#shared/identifiers_ro'
import { cuiRule } from '#validators/shared/romanian_ids'
import { DateTime } from 'luxon'
import { orgToday } from '#services/shared/org_time'

/** A series code: capital letters and digits, 1..10 (e.g. "FCT", "AUTO2026"). */
export const SERIES_PATTERN = /^[A-Z0-9]{1,10}$/

/** A CNP whose control digit is right (`cnp`). */
const cnpRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !isValidCnp(value)) field.report('', 'cnp', field)
})

/** The ISO day of a `vine.date()` value (a Date at the server's local midnight). */
const isoDay = (value: unknown) =>
  value instanceof Date ? DateTime.fromJSDate(value).toISODate() : null

/** A day not after the organization's today (`not_future`). */
const notInFuture = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const day = isoDay(value)
  if (field.isValid && day && day > orgToday()) field.report('', 'not_future', field)
})

const text = (max: number) => singleLineText().trim().minLength(1).maxLength(max)
const optional = (max: number) => singleLineText().trim().maxLength(max).optional()

/**
 * "Creează factură": the series (and its currency when it is new), the VAT rate (percent,
 * 0..100, at most two decimals, typed "9,5"), the issue date (not in the future) and due date,
 * the rate typed by hand with its day (used only when BNR has no rate for the delivery date; a
 * sensible EUR→RON rate, 1..20 with four decimals; its day, BNR's last publishing day before
 * delivery, is checked by InvoiceService.issue, which knows the lot), and the buyer as the
 * invoice states it: a person (CNP optional) or a company (its CUI checked), with an address in
 * a county (in Bucharest, a sector). The line and the amount come from the bid, never from the
 * form.
 */
export const invoiceValidator = vine.create({
  series: singleLineText().trim().toUpperCase().minLength(1).maxLength(10).regex(SERIES_PATTERN),
  currency: vine.enum(['EUR', 'RON'] as const).optional(),
  vat_rate: vine
    .any()
    .use(decimalNumber({ decimals: 2, min: 0, max: 100 }))
    .transform((rate) => rate as number),
  issue_date: dayField().use(notInFuture()),
  due_date: dayField().afterOrSameAs('issue_date'),
  manual_rate: vine
    .any()
    .use(decimalNumber({ decimals: 4, min: 1, max: 20 }))
    .optional()
    .transform((rate) => rate as number),
  manual_rate_date: dayField().optional(),
  buyer_kind: vine.enum(['person', 'company'] as const),
  buyer_name: text(200),
  buyer_email: singleLineText().trim().email().maxLength(254).optional(),
  buyer_cnp: singleLineText().trim().use(cnpRule()).optional(),
  buyer_cui: singleLineText()
    .trim()
    .use(cuiRule())
    .optional()
    .requiredWhen('buyer_kind', '=', 'company'),
  buyer_reg_com: optional(30),
  buyer_street: text(200),
  buyer_city: text(100),
  buyer_county: singleLineText().use(countyRule()),
  buyer_sector: numberField()
    .withoutDecimals()
    .min(1)
    .max(6)
    .optional()
    .requiredWhen('buyer_county', '=', BUCHAREST),
  buyer_zip_code: singleLineText()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
})
