/**
 * Browser journeys against the whole stack, started the way `npm start` starts it, on a free port
 * and a fresh data folder. Debian's Chromium only: no test tool downloads a browser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Chosen once in the main process; the workers inherit them through the environment.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './tests',
  // Generous per test: a busy 2-core machine runs the server, two browsers and the tests at once.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One more try for a test that fails, reported as flaky rather than passed: on a 2-core machine the
  // server and two browsers sometimes starve a journey past its timeout (a full run here at load 8-11
  // timed out 5 of 206, each passing alone). A test that fails twice fails the run.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
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
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /hostile-content\.spec\.ts/ },
    // Hostile content (tests/hostile-content.spec.ts) goes into the home, legal and sign-up pages
    // and the navigation that every journey reads: it runs once the other journeys are done. Run it
    // alone with `npx playwright test --project=hostile --no-deps`.
    { name: 'hostile', use: { browserName: 'chromium' }, testMatch: /hostile-content\.spec\.ts/, dependencies: ['chromium'] },
  ],
  webServer: {
    // npm start, serving a copy of the site the tests may rebuild (helpers/start-server.mjs).
    command: 'node helpers/start-server.mjs',
    url: `http://localhost:${port}/`,
    // The events stand-in is read afresh on every request, so a test can put it into failure and
    // see the failure at once (the cache and the stale copy are tested in the CMS's suite).
    // A page's first view waits up to 8 s for its data rather than 1 s: these tests check what a
    // page is sent, not how fast a machine busy with two browsers makes it (a CI run once sent /live
    // without its concerts when the events list took longer than its 250 ms grace).
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LIVE_EVENTS_CACHE_SECONDS: '0',
      LIVE_EVENTS_STALE_LIMIT_SECONDS: '0',
      FIRST_VIEW_TIMEOUT_MS: '8000',
      // The journeys sign the development editor in to the admin panel more often than its 5 a 5 minutes.
      ADMIN_SIGN_INS_PER_5_MINUTES: '100',
    },
    reuseExistingServer: false,
    // npm start's own wait for a first start (scripts/start.mjs, FIRST_START_MS) and a minute to spare.
    timeout: 540_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
