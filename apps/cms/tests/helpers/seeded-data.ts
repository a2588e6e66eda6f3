/**
 * The demo seeded once per SQLite run (vitest's globalSetup): a CMS process seeds a data folder with
 * the demo catalogue and one without, and stops; each test file's instance then starts on its own copy
 * of the one it asks for (startCms, helpers/cms.ts) instead of seeding the same demo again, which took
 * about a minute per file. A copy is the database, uploads and secrets a fresh seed would have made:
 * every file still has its own data folder, and a test's writes never reach another file.
 *
 * The PostgreSQL run shares one database between its files already (CMS_TEST_SHARED_DATA_DIR): its
 * first file seeds it, the others find it seeded; nothing is made here for it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCmsProcess } from './cms-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded data folders to copy, by whether they hold the demo catalogue; empty on PostgreSQL. */
    seededDataDirs: { catalogue?: string; skeleton?: string };
  }
}

async function seed(catalogue: boolean): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cms-test-seeded-${catalogue ? 'catalogue' : 'skeleton'}-`));
  const cms = await startCmsProcess({ dataDir, seed: true, env: { SEED_DEMO_CATALOGUE: String(catalogue) } });
  await cms.stop();
  return dataDir;
}

export default async function seedOnce(project: TestProject) {
  if (process.env.DATABASE_URL || process.env.CMS_TEST_SHARED_DATA_DIR) {
    project.provide('seededDataDirs', {});
    return;
  }
  const started = Date.now();
  const [catalogue, skeleton] = [await seed(true), await seed(false)];
  console.log(`Seeded the demo once for the run's test files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('seededDataDirs', { catalogue, skeleton });
  return () => {
    for (const dir of [catalogue, skeleton]) fs.rmSync(dir, { recursive: true, force: true });
  };
}
