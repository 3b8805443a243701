/**
 * What start/env.ts requires, for booting the app without running it: code
 * generation (`npm run codegen`) and the validators' manifest read by the
 * required-fields test (tests/forms). Nothing connects anywhere.
 */
export const placeholderEnv: Record<string, string> = {
  NODE_ENV: 'development',
  PORT: '3333',
  HOST: 'localhost',
  APP_URL: 'http://localhost:3333',
  APP_KEY: 'codegen-placeholder-key-not-used-for-anything',
  LOG_LEVEL: 'warn',
  DATABASE_URL: 'postgres://codegen@localhost:1/codegen',
  SESSION_DRIVER: 'memory',
}
