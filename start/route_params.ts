/*
|--------------------------------------------------------------------------
| Route parameters: what each one may look like, for every route
|--------------------------------------------------------------------------
| A global matcher per parameter name (`router.where`): a URL whose
| parameter does not match is no route (404) and never reaches a
| controller or a query. A route may narrow its own (`.where('type', …)`).
| A new parameter name gets its line here: the generated route tests
| (tests/http/generated) fail for a parameter without a matcher.
*/
import router from '@adonisjs/core/services/router'
import {
  INT_ID_PATTERN,
  KEYWORD_PATTERN,
  SLUG_PARAM_PATTERN,
  TOKEN_PATTERN,
  UID_PATTERN,
} from '#shared/identifiers'

export const ROUTE_PARAM_MATCHERS = {
  id: { match: INT_ID_PATTERN, cast: (value: string) => Number(value) },
  uid: { match: UID_PATTERN },
  // A lot's and a car's uid in the auction's nested URLs (/lot/:lot_uid/car/:car_uid).
  lot_uid: { match: UID_PATTERN },
  car_uid: { match: UID_PATTERN },
  // A contact of a segment (/segments/:uid/contacts/:contact_uid).
  contact_uid: { match: UID_PATTERN },
  token: { match: TOKEN_PATTERN },
  type: { match: KEYWORD_PATTERN },
  // An export's file format (routes narrow it: csv|xlsx).
  format: { match: KEYWORD_PATTERN },
  // A community's slug (the mobile app's public events and feed).
  slug: { match: SLUG_PARAM_PATTERN },
}

for (const [name, matcher] of Object.entries(ROUTE_PARAM_MATCHERS)) {
  router.where(name, matcher)
}
