import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { ExclusiveFilesSequencer } from './tests/support/sequencer.ts'
import { VitestAppLogs } from './tests/support/app_logs.ts'

const alias = {
  '~/': `${import.meta.dirname}/inertia/`,
  '@lang/': `${import.meta.dirname}/resources/lang/`,
  '@shared/': `${import.meta.dirname}/app/shared/`,
  '@generated/': `${import.meta.dirname}/.adonisjs/client/`,
}

/** The component tests: React in jsdom, the route registry behind urlFor generated first. */
const componentTests = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/components/setup.ts'],
  // user-event types character by character: slow on two busy cores, never stuck.
  testTimeout: 20_000,
  // The route registry behind urlFor (.adonisjs/client) is generated code.
  globalSetup: ['tests/support/codegen_global_setup.ts'],
}

/** Component test files that stand in for Inertia's form in a way of their own. */
const ownInertiaMock = [
  'tests/components/communities/community_modal.test.tsx',
  'tests/components/organizations/organizations.test.tsx',
]

/** The HTTP tests: the real server and PostgreSQL, shared by every file (tests/support/stack.ts). */
const httpTests = {
  environment: 'node' as const,
  globalSetup: ['tests/support/http_global_setup.ts'],
  setupFiles: ['tests/support/http_setup.ts'],
  // The app's own TypeScript hook, for the factories (tests/support/app.ts).
  execArgv: ['--import=@poppinss/ts-exec'],
  server: { deps: { external: [/tests\/support\/native_import\.js$/] } },
  testTimeout: 30_000,
  hookTimeout: 180_000,
}

/**
 * HTTP test files that change what all tenants share, compare two loads of a page listing
 * every tenant's records (a super-admin's), which other files change in between, or compare a
 * table every request of other files may write (sessions).
 */
const platformWide = [
  'tests/http/exchange_rate.test.ts',
  'tests/http/graceful_shutdown.test.ts',
  // The mobile app's sign-in methods: every member sign-in test reads them.
  'tests/http/mobile_settings.test.ts',
  'tests/http/members/sign_in_switched_off.test.ts',
  'tests/http/members/providers.test.ts',
  'tests/http/stateless_api.test.ts',
  'tests/http/stored_markup.test.ts',
]

/**
 * HTTP test files that load the app's services in their own process with settings of their
 * own (a stand-in's address) or run its queue there: a process to themselves.
 */
const ownProcess = [
  'tests/http/efactura_transmission.test.ts',
  'tests/http/event_registrations_capacity.test.ts',
]

/**
 * The files that need a database to themselves: on a server and database of their own
 * (exclusiveStack() in tests/support/stack.ts), one at a time (tests/support/exclusive_setup.ts),
 * beside the files of other projects.
 */
const exclusive = {
  globalSetup: ['tests/support/exclusive_global_setup.ts'],
  setupFiles: [...httpTests.setupFiles, 'tests/support/exclusive_setup.ts'],
}

/** The generated fuzz: a database and server of its own (exclusiveStack('fuzz')). */
const generatedFuzz = 'tests/http/generated/fuzz.test.ts'

/**
 * Two groups, one after the other: every file but the multi-node tests, the files that need a
 * database alone on a stack of their own beside the others (tests/support/sequencer.ts orders
 * them); then the multi-node tests.
 */
export default defineConfig({
  test: {
    // Two cores: the HTTP tests mostly wait on the server, a process of its own.
    maxWorkers: 2,
    // The app under test logs to tmp/logs; after a failed run, the last line says which files.
    reporters: ['default', new VitestAppLogs()],
    // One line per file; under it, only the tests slow enough to look into (two busy cores make
    // many an HTTP test take a second).
    slowTestThreshold: 10_000,
    sequence: { sequencer: ExclusiveFilesSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Image and parsing work is CPU-bound: on two busy cores it takes seconds.
          testTimeout: 20_000,
        },
        resolve: { alias },
      },
      {
        plugins: [react()],
        test: {
          ...componentTests,
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ownInertiaMock],
          // One jsdom and one import of React and react-aria per worker, not per file (a file's
          // own setup took longer than its tests): one stand-in for Inertia for every file, and
          // each test starts with its spies, stubbed globals and the stand-in's state as new.
          isolate: false,
          mockReset: true,
          restoreMocks: true,
          unstubGlobals: true,
          setupFiles: [...componentTests.setupFiles, 'tests/components/inertia_setup.ts'],
        },
        resolve: { alias },
      },
      {
        // The files whose stand-in for Inertia is their own: a module graph each.
        plugins: [react()],
        test: { ...componentTests, name: 'components-own-mocks', include: ownInertiaMock },
        resolve: { alias },
      },
      {
        // Every form marks required exactly what its validator requires (tests/forms): the
        // validators' fields come from `node ace routes:manifest`, the forms render as above.
        plugins: [react()],
        test: {
          name: 'forms',
          include: ['tests/forms/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          testTimeout: 20_000,
          globalSetup: ['tests/support/codegen_global_setup.ts', 'tests/forms/global_setup.ts'],
        },
        resolve: { alias },
      },
      {
        // Two files at a time against one server and database: each file works in tenants of
        // its own and checks only its own rows (docs/architecture.md, "Generated route tests").
        test: {
          ...httpTests,
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          // One worker process serves many files: the app the factories use boots once per
          // worker, not once per file. Each file still gets its own tenants and connections.
          isolate: false,
          exclude: [
            ...configDefaults.exclude,
            'tests/http/generated/**',
            ...platformWide,
            ...ownProcess,
          ],
        },
      },
      {
        test: { ...httpTests, name: 'http-own-process', include: ownProcess },
      },
      {
        // What every tenant shares (the exchange rates): these files change it or read it
        // whole, so they run alone on a stack of their own.
        test: {
          ...httpTests,
          ...exclusive,
          name: 'http-alone',
          include: platformWide,
        },
      },
      {
        // Generated from the router: every route, hostile input, tenant isolation. They count
        // every row any request writes, so they run alone on a stack of their own
        // (docs/architecture.md, "Generated route tests").
        test: {
          ...httpTests,
          ...exclusive,
          name: 'generated',
          include: ['tests/http/generated/**/*.test.ts'],
          exclude: [...configDefaults.exclude, generatedFuzz],
          globalSetup: ['tests/http/generated/global_setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        // The longest generated file, the fuzz: alone on a stack of its own, beside the files
        // above instead of in turn with them.
        test: {
          ...httpTests,
          ...exclusive,
          name: 'generated-fuzz',
          include: [generatedFuzz],
          globalSetup: ['tests/http/generated/fuzz_global_setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        // Two production web nodes and a worker on a database of their own (tests/nodes/stack.ts;
        // docs/deployment.md): what must hold over several nodes. Its workers' timing must not
        // compete with the other tests: alone, one file at a time, after the others.
        test: {
          ...httpTests,
          name: 'nodes',
          include: ['tests/nodes/**/*.test.ts'],
          globalSetup: ['tests/nodes/global_setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // `npm run dev` and `npm start` as a whole (scripts/with_db.ts), in a checkout of their
        // own: each starts its own PostgreSQL, app and watcher, and is stopped with a signal.
        // Beside the other files: what they generate and build is their checkout's.
        test: {
          name: 'wrapper',
          include: ['tests/wrapper/**/*.test.ts'],
          environment: 'node',
          testTimeout: 420_000,
        },
      },
    ],
  },
})
