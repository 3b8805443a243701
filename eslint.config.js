import { configApp } from '@adonisjs/eslint-config'

/** Query-builder calls that filter (`where`, `whereIn`, `andWhereNot`, `orWhereIn`…). */
const FILTER = '/^(and|or)?[wW]here(Not)?(In)?$/'
/** An owner column, bare or with its table (`community_id`, `contacts.community_id`). */
const OWNER = '/^([A-Za-z_]+\\.)?(organization_id|community_id)$/'
const OWNER_FILTER_MESSAGE =
  "A raw owner filter: read tenant rows through the model's tenant scope (Model.forTenant) or a named scope on the model (e.g. Community.query().withScopes((s) => s.ofOrganization(id))); docs/architecture.md, Tenancy."

/** Owner filters outside the models, the schema and the tests. */
const OWNER_FILTERS = [
  {
    selector: `CallExpression[callee.property.name=${FILTER}][arguments.0.value=${OWNER}]`,
    message: OWNER_FILTER_MESSAGE,
  },
  {
    selector: `CallExpression[callee.property.name=${FILTER}] > TemplateLiteral:first-child > TemplateElement[tail=true][value.raw=/(^|\\.)(organization_id|community_id)$/]`,
    message: OWNER_FILTER_MESSAGE,
  },
  {
    selector: `CallExpression[callee.property.name=${FILTER}] > ObjectExpression > Property[key.name=${OWNER}]`,
    message: OWNER_FILTER_MESSAGE,
  },
  {
    selector: `CallExpression[callee.property.name=${FILTER}] > ObjectExpression > Property[key.value=${OWNER}]`,
    message: OWNER_FILTER_MESSAGE,
  },
]

/** A text field is single-line or a text area, said by its helper. */
const RAW_VINE_STRING = [
  {
    selector: "CallExpression[callee.object.name='vine'][callee.property.name='string']",
    message:
      'Use singleLineText() or multiLineText() from app/validators/text_rules.ts: they refuse control characters before any other rule.',
  },
]

/** `vine.number()` reads [8] as 8 and `vine.date()` takes any year: validators use the shared helpers. */
const RAW_VINE_TYPES = [
  {
    selector: "CallExpression[callee.object.name='vine'][callee.property.name=/^(number|date)$/]",
    message:
      'Use numberField(), recordId() or dayField() from app/validators/shared: they refuse a list, an object or a far date under the field (docs/decisions.md, "Values in an unexpected shape").',
  },
]

/** Controllers write no SQL: a relation (withCount, withAggregate, preload), a model scope or a service. */
const RAW_SQL = [
  {
    selector:
      'CallExpression[callee.property.name=/^(raw|rawQuery|selectRaw|whereRaw|orWhereRaw|andWhereRaw|orderByRaw|havingRaw|joinRaw|fromRaw)$/]',
    message:
      'No raw SQL in a controller: use a Lucid relation (withCount, withAggregate, preload), a model scope or a service (docs/decisions.md, "Counts through relations").',
  },
]

export default configApp(
  {
    ignores: [
      'build/**',
      '.adonisjs/**',
      'public/assets/**',
      'tmp/**',
      'storage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    // Links come from urlFor (inertia/client.ts, typed route names) on Inertia's own Link.
    rules: { '@adonisjs/prefer-adonisjs-inertia-link': 'off' },
  },
  {
    // Owner filters live in the models (tenant scope, named scopes) and the schema; tests may read rows by owner.
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['app/models/**', 'database/**', 'tests/**'],
    rules: { 'no-restricted-syntax': ['error', ...OWNER_FILTERS] },
  },
  {
    files: ['app/controllers/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...OWNER_FILTERS, ...RAW_SQL] },
  },
  {
    // A number, an id or a day is read in every shape it may arrive in by the shared helpers.
    files: ['app/validators/**/*.ts'],
    ignores: ['app/validators/shared/**', 'app/validators/text_rules.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...OWNER_FILTERS, ...RAW_VINE_TYPES, ...RAW_VINE_STRING],
    },
  },
  {
    files: ['app/validators/shared/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...OWNER_FILTERS, ...RAW_VINE_STRING] },
  }
)
