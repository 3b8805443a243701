import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { BILLING_FIELDS, LINK_FIELDS } from '#models/json_column'
import { isIntId } from '#shared/identifiers'
import { countyCode } from '#shared/county_names'
import { COUNTIES } from '#shared/counties'
import { numberField } from '#validators/shared/numbers'
import { cuiRule, ibanRule, regComRule } from '#validators/shared/romanian_ids'
import { emailAddress, personName, phoneNumber } from '#validators/users/users'
import { singleLineText } from '#validators/text_rules'

/** An empty value is stored as absent. */
export const optionalText = (max = 150) => singleLineText().trim().maxLength(max).optional()

/** Any shape but a number or digits becomes NaN: left to `vine.number()`, Number([12]) would be 12. */
export function asIdInput(value: unknown) {
  if (value === undefined || value === null || typeof value === 'number') return value
  return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN
}

/** Within an id column's range, so a lookup never overflows. */
const idRule = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    if (!isIntId(value)) field.report('The selected {{ field }} is invalid', 'recordId', field)
  },
  { name: 'recordId' }
)

/** The one rule of every id a request carries. */
export const recordId = () => vine.number().parse(asIdInput).use(idRule())

/** VineJS runs a list's rules before its elements': `check` runs only when every element is an id. */
export function recordIdsRule(check: (ids: number[], field: FieldContext) => Promise<void>) {
  return vine.createRule(async (value: unknown, _: undefined, field: FieldContext) => {
    if (!field.isValid || !Array.isArray(value)) return
    const ids = value.map(asIdInput)
    if (!ids.every(isIntId)) return
    if (ids.length) await check([...new Set(ids)], field)
  })
}

export const hexColor = () =>
  singleLineText()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .toLowerCase()

export const brandingColors = () => ({
  primary_color: hexColor().optional(),
  secondary_color: hexColor().optional(),
  primary_gradient_color: hexColor().optional(),
  secondary_gradient_color: hexColor().optional(),
})

export const coordinates = () => ({
  latitude: numberField().min(-90).max(90).optional(),
  longitude: numberField().min(-180).max(180).optional(),
})

export const optionalUrl = () =>
  singleLineText()
    .trim()
    .maxLength(500)
    .url({ require_protocol: true, protocols: ['http', 'https'] })
    .optional()

/** With `required`, first and last name are required; otherwise every field is optional. */
export const contactBlock = (required = false) =>
  vine
    .object({
      first_name: required ? personName() : personName().optional(),
      last_name: required ? personName() : personName().optional(),
      email: emailAddress().optional(),
      phone_number: phoneNumber().optional(),
    })
    .optional()

/** A county of Romania typed by its name or code (`county_name`); stored as typed. */
const countyName = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && value && !countyCode(value)) {
    field.report('', 'county_name', field)
  }
})

/** One billing field: the identifiers by the rules an invoice checks, the county and sector of Romania. */
function billingField(name: (typeof BILLING_FIELDS)[number]) {
  const line = () => singleLineText().trim().maxLength(100)
  switch (name) {
    case 'cui':
      return line().use(cuiRule()).optional()
    case 'iban':
      return line().use(ibanRule()).optional()
    case 'reg_com':
      return line().use(regComRule()).optional()
    case 'county':
      return line().use(countyName()).optional()
    case 'sector':
      return singleLineText()
        .trim()
        .regex(/^[1-6]$/)
        .optional()
    default:
      return optionalText(100)
  }
}

/**
 * Billing info: the CUI, the IBAN and the trade register number valid as an invoice needs them,
 * a county one of Romania's; the caller sets the country's default.
 */
export const billingInfo = () =>
  vine
    .object(
      Object.fromEntries(BILLING_FIELDS.map((name) => [name, billingField(name)])) as Record<
        (typeof BILLING_FIELDS)[number],
        ReturnType<typeof optionalText>
      >
    )
    .optional()

/** A county of Romania as its ISO 3166-2:RO code, chosen from the list (`county`). */
export const countyRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !COUNTIES.some((county) => county.code === value)) {
    field.report('', 'county', field)
  }
})

/**
 * A contact's postal address, every part optional: street and number, city, county (a code from
 * the list), in Bucharest the sector 1–6, a postal code of 6 digits.
 */
export const postalAddress = () =>
  vine
    .object({
      street: optionalText(200),
      city: optionalText(100),
      county: singleLineText().use(countyRule()).optional(),
      sector: numberField().withoutDecimals().min(1).max(6).optional(),
      zip_code: singleLineText()
        .trim()
        .regex(/^\d{6}$/)
        .optional(),
    })
    .optional()

export const linksBlock = () =>
  vine.object(
    Object.fromEntries(LINK_FIELDS.map((name) => [name, optionalUrl()])) as Record<
      (typeof LINK_FIELDS)[number],
      ReturnType<typeof optionalUrl>
    >
  )

export function compact<T extends Record<string, unknown>>(block: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(block ?? {}).filter(([, value]) => value !== undefined && value !== '')
  ) as Partial<T>
}
