/** The end-to-end tests use the same database helpers as the HTTP tests (tests/support/db.ts). */
export * from '../../support/db.ts'
