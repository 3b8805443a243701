/**
 * `npm test`: the checks, then every test (docs/decisions.md, "npm test in steps"):
 * 1. the generated code (`.adonisjs/`), which every later step reads, once;
 * 2. the type check of the server and the browser as one program, the linter and the front end's
 *    production build (the nodes stack and the browser tests serve it), side by side;
 * 3. Vitest but its multi-node tests; its `npm start` test builds the server with tsconfig.json
 *    (its own type check);
 * 4. Playwright, and beside it the multi-node tests (tests/nodes): they mostly wait for their
 *    queue's heartbeats, which leaves a core to Playwright's stack as it starts.
 * Vitest and Playwright run one after the other: side by side, the generated tests' chain of
 * requests (each waiting on the one before) took four times as long, and the whole run no less.
 */
import { spawnSync } from 'node:child_process'
import { codegen } from '../tests/support/stack.ts'
import { together } from './parallel.ts'

const started = Date.now()
const env = { ...process.env, TEST_CODEGEN_DONE: '1' }

codegen()
const checked = await together(
  [
    'tsc --noEmit -p tsconfig.typecheck.json',
    'npm run lint',
    'node tests/support/build_front_end.ts',
  ],
  env
)
if (!checked) process.exit(1)
const vitest = spawnSync('npm', ['run', 'test:unit', '--', '--project=!nodes'], {
  stdio: 'inherit',
  env,
})
if (vitest.status !== 0) process.exit(1)
if (!(await together(['npm run test:e2e', 'npm run test:unit -- --project=nodes'], env))) {
  process.exit(1)
}
const seconds = Math.round((Date.now() - started) / 1000)
console.log(`\nnpm test: every check and test passed in ${seconds} s`)
