import vine from '@vinejs/vine'
import { dayField } from '#validators/shared/dates'
import { decimalNumber } from '#validators/shared/numbers'
import { singleLineText } from '#validators/text_rules'

/** A series code: capital letters and digits, 1..10 (e.g. "FCT", "AUTO2026"). */
export const SERIES_PATTERN = /^[A-Z0-9]{1,10}$/

/**
 * "Creează factură": the series, the VAT rate (percent, 0..100, at most two
 * decimals, typed "9,5"), the issue date and the due date (not before the issue date), both between
 * 1900 and 2100. The buyer, the line and the amount come from the bid, never from the form.
 */
export const invoiceValidator = vine.create({
  series: singleLineText().trim().toUpperCase().minLength(1).maxLength(10).regex(SERIES_PATTERN),
  vat_rate: vine
    .any()
    .use(decimalNumber({ decimals: 2, min: 0, max: 100 }))
    .transform((rate) => rate as number),
  issue_date: dayField(),
  due_date: dayField().afterOrSameAs('issue_date'),
})
