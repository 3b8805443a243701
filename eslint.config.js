import { configApp } from '@adonisjs/eslint-config'

/** Query-builder calls that filter (`where`, `whereIn`, `andWhereNot`, `orWhereIn`…). */
const FILTER = '/^(and|or)?[wW]here(Not)?(In)?$/'
/** An owner column, bare or with its table (`community_id`, `contacts.community_id`). */
const OWNER = '/^([A-Za-z_]+\\.)?(organization_id|community_id)$/'
const OWNER_FILTER_MESSAGE =
  "A raw owner filter: read tenant rows through the model's tenant scope (Model.forTenant) or a named scope on the model (e.g. Community.query().withScopes((s) => s.ofOrganization(id))); docs/architecture.md, Tenancy."

export default configApp(
  {
    ignores: ['build/**', '.adonisjs/**', 'public/assets/**', 'tmp/**', 'storage/**', 'test-results/**', 'playwright-report/**'],
  },
  {
    // Links come from urlFor (inertia/client.ts, typed route names) on Inertia's own Link.
    rules: { '@adonisjs/prefer-adonisjs-inertia-link': 'off' },
  },
  {
    // Owner filters live in the models (tenant scope, named scopes) and the schema; tests may read rows by owner.
    files: ['**/*.{ts,tsx,js}'],
    ignores: [
      'app/models/**',
      'database/**',
      'tests/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
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
      ],
    },
  }
)
