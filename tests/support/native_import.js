/**
 * Node's own import(), for files the test runner must not transform (the
 * app booted in a test process, tests/support/app.ts). Plain JavaScript and
 * externalised in vitest.config.ts, so Node loads it as it is.
 */
export const nativeImport = (specifier) => import(specifier)
