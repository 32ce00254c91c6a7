import { defineConfig } from 'vitest/config';
import { languages } from './apps/web/build/languages.ts';

// Suites that need a real PostgreSQL server (several processes, pg_dump) exist only in the PostgreSQL run.
const multiProcess = process.env.DATABASE_URL
  ? [
      {
        test: {
          name: 'pg-only',
          environment: 'node',
          include: ['apps/server/src/**/*.pg.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ]
  : [];

// `isolate: false` for the suites on PGlite and in jsdom: each worker imports the modules once and runs its files one
// after another in them, instead of importing everything again (PGlite's WebAssembly compiled, Mantine loaded) for
// every file. The unit run went 6m24s -> 2m38s on the 2-core machine, every file passing in shuffled order
// (`--sequence.shuffle.files`). Each server file still has its own database and app (test/harness.ts); a test that
// changes module state must put it back.
export default defineConfig({
  test: {
    projects: [
      ...multiProcess,
      {
        test: { name: 'shared', environment: 'node', include: ['packages/shared/src/**/*.test.ts'], isolate: false },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.pg.test.ts'],
          globalSetup: ['apps/server/src/test/pglite-template.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: { name: 'web-build', environment: 'node', include: ['apps/web/build/**/*.test.ts'] },
      },
      {
        // the languages' compiled texts (virtual:hookline-language/<tag>), as in the build
        plugins: [languages()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          isolate: false,
          // no stylesheet in jsdom: all of Mantine's styles, which most screens load beside their module
          // (apps/web/src/lib/full-styles.ts), made every role query in jsdom several times slower
          css: false,
          // a loaded 2-core machine renders Mantine screens in jsdom slowly; a slow machine is not a failure
          testTimeout: 30_000,
        },
      },
    ],
  },
});
