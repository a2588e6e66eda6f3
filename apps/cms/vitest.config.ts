import { defineConfig } from 'vitest/config';

// CMS integration tests: a real Strapi per test file on a throw-away database (SQLite by default,
// PostgreSQL when DATABASE_URL is set). Threads, not forks: strapi.destroy() breaks a fork's IPC.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The demo is seeded once for a SQLite run; each file starts on a copy (tests/helpers/seeded-data.ts).
    globalSetup: ['tests/helpers/seeded-data.ts'],
    pool: 'threads',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
