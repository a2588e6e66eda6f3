// node --test scripts/lib/project.test.mjs (run by `npm test`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { ensureBuilt } from './project.mjs';

test('a build that writes into its own inputs is not built again by the next start', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-built-'));
  try {
    const src = path.join(dir, 'src');
    const outputDir = path.join(dir, 'dist');
    fs.mkdirSync(src);
    fs.writeFileSync(path.join(src, 'page.ts'), 'export const page = 1;\n');
    let builds = 0;
    const target = {
      inputs: [src],
      outputDir,
      build: async () => {
        builds += 1;
        // As the site's codegen does: generated types inside the source folder.
        fs.mkdirSync(path.join(src, 'graphql'), { recursive: true });
        fs.writeFileSync(path.join(src, 'graphql', 'generated.ts'), 'export type Page = number;\n');
        fs.mkdirSync(outputDir, { recursive: true });
      },
    };
    assert.equal(await ensureBuilt('a fresh clone', target), true);
    assert.equal(await ensureBuilt('the second start', target), false);
    fs.writeFileSync(path.join(src, 'page.ts'), 'export const page = 2;\n');
    assert.equal(await ensureBuilt('a changed source', target), true);
    assert.equal(builds, 2);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
