// Browser journeys against the built product (scripts/e2e-server.mjs: fresh data folder, demo accounts seeded).
// Uses Debian's chromium: Playwright never downloads a browser here (STACK-NOTES).
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

// The journeys run in two halves at once, each against a server of its own (its own data folder and demo
// accounts), so that no journey sees another's writes; within a half they run one after the other. The second
// half is the listed files, the first every other file, so a new journey always runs.
const SECOND_HALF = /(^|\/)(bills|creator|creator-growth|fraud|musician|admin-campaigns|admin-time-zone)\.spec\.ts$/;
const HALVES = [
  { name: 'journeys-a', testIgnore: SECOND_HALF },
  { name: 'journeys-b', testMatch: SECOND_HALF },
];

export default defineConfig({
  testDir: 'e2e',
  workers: HALVES.length,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: HALVES.map((half, i) => ({
    ...half,
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${PORT + i}` },
  })),
  webServer: HALVES.map((_, i) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT + i}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT + i) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
