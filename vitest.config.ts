import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'

/**
 * The browser tests come in two groups, each run against its own started product (its own
 * database), one file at a time: those that read or change the seeded demo accounts (the demo
 * shopper's bag, orders and wallet, the demo owner's balance), and those that make the accounts
 * they use (and two files that use neither, to even their times). `npm test` runs the two groups at once.
 */
const demoGroupFiles = [
  'address',
  'afterSaleJourney',
  'buyingJourney',
  'catalog',
  'checkout',
  'csp',
  'evaluation',
  'orders',
  'sellerOrders',
  'sellerFulfilment',
  'payout',
  'sellerReviews',
  'startReplies',
  'wallet',
  // These use no account (Storybook's machine pages; the home page and the floating buttons as a guest): here only
  // to even the two groups' times (in CI on 2026-11-29 the other group took 352 s, this one 328 s, before the
  // floating buttons, about 12 s, moved here).
  'analysts',
  'floatingButtons',
  'home',
].map((name) => `tests/e2e/${name}.test.ts`)

function e2eProject(name: string, include: string[], exclude: string[]): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include,
      exclude,
      environment: 'node',
      globalSetup: ['tests/e2e/global-setup.ts'],
      testTimeout: 60000,
      hookTimeout: 120000,
      // What a browser waits for (a render, a poll's answer) may take seconds on a loaded machine; a poll ends as soon as it holds.
      expect: { poll: { timeout: 10000 } },
      fileParallelism: false,
    },
  }
}

/** The API files that measure time against time (a p95 against its baseline, a small upload against a large one). */
const timedAlone = ['tests/server/passwordLoad.test.ts', 'tests/server/uploadFairness.test.ts']

/**
 * The API files that open PGlite themselves, or no database at all (the data folder, its lock, the
 * seed's command line, the log, the statement cache): a run on PostgreSQL (TEST_DATABASE_URL)
 * would repeat them unchanged, so it leaves them out.
 */
const ownDatabase = [
  'dataFolder',
  'edgesClientIp',
  'edgesLock',
  'edgesLog',
  'pageStream',
  'pollStatement',
  'seedCli',
  'statementCache',
].map((name) => `tests/server/${name}.test.ts`)
const onPostgres = process.env.TEST_DATABASE_URL ? ownDatabase : []

function apiProject(name: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include: ['tests/server/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['tests/server/globalSetup.ts'],
      testTimeout: 30000,
      hookTimeout: 60000,
      ...test,
    },
  }
}

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/machines/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // One module graph per worker: React, Chakra and XState load once, not once per file.
          // tests/unit/setup.ts puts back what a file changes on the globals.
          isolate: false,
          setupFiles: ['tests/unit/setup.ts', 'tests/machines/coverage.ts'],
          // Writes src/devtools/statechart/coverage.json (what the machine tests exercised) after a run of them all.
          globalSetup: ['tests/machines/coverageRun.ts'],
        },
      },
      // One module graph per worker (the service's modules load once, not once per file); tests/server/setup.ts
      // drops the process-wide caches between files, each of which starts its own service and database.
      apiProject('api', {
        exclude: [...timedAlone, ...onPostgres],
        isolate: false,
        setupFiles: ['tests/server/setup.ts'],
        sequence: { groupOrder: 0 },
      }),
      // After the others, one file at a time: these compare timings within a run, which another
      // file's load on two cores would blur.
      apiProject('api-alone', { include: timedAlone, fileParallelism: false, sequence: { groupOrder: 1 } }),
      e2eProject('e2e-demo', demoGroupFiles, []),
      e2eProject('e2e-fresh', ['tests/e2e/**/*.test.ts'], demoGroupFiles),
    ],
  },
})
