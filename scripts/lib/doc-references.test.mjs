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

// A path cited in the code or the docs (`src/accounts/entitlement.ts`, `apps/web/src/root.tsx`) is a
// file or folder that exists: a moved file leaves no reader looking in the wrong place.
const CITED_PATH = /(?<![\w./-])((?:apps\/(?:cms|web)\/)?src\/[\w./-]*\w)/g;

function resolvesFrom(citingFile, cited) {
  const candidates = cited.startsWith('apps/')
    ? [cited]
    : [path.join('apps/cms', cited), path.join('apps/web', cited), path.join(path.relative(root, citingFile).split('/src/')[0], cited)];
  return candidates.some((candidate) => fs.existsSync(path.join(root, candidate)));
}

test('every src/ path cited in the code and the docs exists', () => {
  const dangling = [];
  let cited = 0;
  for (const entry of SEARCHED) {
    for (const file of files(entry)) {
      // Benchmark results are history: they name files as they were when measured.
      if (path.basename(file) === 'RESULTS.md') continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(CITED_PATH)) {
        const citedPath = match[1];
        // A pattern (`src/api/<type>`, `src/seed/at-home-and-cpd*.ts`) names no one file.
        if (/[<*]/.test(text[match.index + match[0].length] ?? '') || citedPath.includes('<')) continue;
        cited++;
        if (!resolvesFrom(file, citedPath)) dangling.push(`${path.relative(root, file)}: ${citedPath}`);
      }
    }
  }
  assert.ok(cited > 100, `only ${cited} cited paths found: is the pattern still right?`);
  assert.deepEqual(dangling, []);
});

// The README's map names every folder of each app's src/, so a newcomer's first read covers them all.
test("the README's map names every src/ folder of both apps", () => {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const map = readme.slice(readme.indexOf('apps/cms   the content service'), readme.indexOf('e2e        browser journeys'));
  const unnamed = [];
  for (const app of ['apps/cms', 'apps/web']) {
    for (const folder of fs.readdirSync(path.join(root, app, 'src'), { withFileTypes: true })) {
      if (folder.isDirectory() && !new RegExp(`^ {13}${folder.name}(?:/\\S*)? `, 'm').test(map)) unnamed.push(`${app}/src/${folder.name}`);
    }
  }
  assert.deepEqual(unnamed, []);
});
