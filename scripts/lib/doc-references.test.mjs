// Every place that cites docs/product.md by a heading (`docs/product.md, "Registration"`) names a
// heading that exists, so a reader who follows a rule from the code to the product's text finds it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './project.mjs';

const SEARCHED = [
  'apps/cms/src',
  'apps/cms/config',
  'apps/cms/docs',
  'apps/cms/tests',
  'apps/web/src',
  'e2e/tests',
  'e2e/helpers',
  'scripts',
  'bench',
  'docs',
  'README.md',
];
const SKIPPED = new Set(['node_modules', 'generated', 'build', 'dist']);
const CITATION = /product\.md[^"\n]{0,12}"([^"\n]+)"/g;

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield full;
    return;
  }
  for (const child of fs.readdirSync(full, { withFileTypes: true })) {
    if (SKIPPED.has(child.name)) continue;
    const relative = path.join(entry, child.name);
    if (child.isDirectory()) yield* files(relative);
    else if (/\.(ts|tsx|mjs|js|md|css)$/.test(child.name)) yield path.join(root, relative);
  }
}

test('every heading cited from docs/product.md exists there', () => {
  const headings = new Set(
    fs
      .readFileSync(path.join(root, 'docs', 'product.md'), 'utf8')
      .split('\n')
      .filter((line) => /^#{1,4} /.test(line))
      .map((line) => line.replace(/^#+ /, '').trim()),
  );
  const dangling = [];
  let cited = 0;
  for (const entry of SEARCHED) {
    for (const file of files(entry)) {
      for (const [, heading] of fs.readFileSync(file, 'utf8').matchAll(CITATION)) {
        cited++;
        if (!headings.has(heading)) dangling.push(`${path.relative(root, file)}: "${heading}"`);
      }
    }
  }
  assert.ok(cited > 100, `only ${cited} citations found: is the pattern still right?`);
  assert.deepEqual(dangling, []);
});
