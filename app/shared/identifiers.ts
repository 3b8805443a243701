/** No imports: the route matchers, the validators and the browser read these. */

export const UID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUid(value: unknown): value is string {
  return typeof value === 'string' && UID_PATTERN.test(value)
}

/** PostgreSQL's `integer`, the type of every id column. */
export const MAX_INT_ID = 2_147_483_647

export function isIntId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_INT_ID
}

/** Without sign, leading zeros, decimals or exponent. */
export const INT_ID_PATTERN =
  /^(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

export const SLUG_PARAM_PATTERN = /^(?=.{1,100}$)[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Routes narrow it further. */
export const KEYWORD_PATTERN = /^[a-z][a-z0-9_-]{0,49}$/
