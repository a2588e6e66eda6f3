// A Vite build step: the files of earlier builds stay in dist/assets for a day after a newer build
// stopped naming them. A page opened before a rebuild or a deploy names the chunks of the build it
// came from, and loads them as the teacher moves on (a route's code, lesson mode's next activity);
// those chunks are hashed and cached as immutable, so keeping them costs nothing but disk.
//
// Vite empties its output folder before a build; with this step it does not, and a file leaves only
// once it has been out of use for longer than `keepMs`. When a file went out of use is recorded in
// dist/.previous-assets.json (a file's own date says when it was built, not when it was replaced).
import fs from 'node:fs';
import path from 'node:path';

export const KEEP_PREVIOUS_MS = 24 * 3600 * 1000;
export const RECORD_FILE = '.previous-assets.json';

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The built file a companion belongs to: `x.js` for `x.js.map`, `x.js.br` and `x.js.gz`. */
function builtFileOf(name) {
  return name.replace(/(\.(map|br|gz))+$/, '');
}

/**
 * After a build into `outDir` that wrote `currentFiles` (paths relative to it, with '/'): records
 * when each other file under assets/ went out of use, and removes those out of use for longer than
 * `keepMs`. Returns the files removed.
 */
export function prunePreviousAssets(outDir, currentFiles, { keepMs = KEEP_PREVIOUS_MS, now = Date.now() } = {}) {
  const recordPath = path.join(outDir, RECORD_FILE);
  let record = {};
  try {
    record = JSON.parse(fs.readFileSync(recordPath, 'utf8'));
  } catch {
    // No record yet (a first build), or an unreadable one: every old file starts its day now.
  }
  const current = new Set(currentFiles);
  const kept = {};
  const removed = [];
  for (const file of filesUnder(path.join(outDir, 'assets'))) {
    const name = path.relative(outDir, file).split(path.sep).join('/');
    if (current.has(builtFileOf(name))) continue;
    const outOfUseSince = typeof record[name] === 'number' ? record[name] : now;
    if (now - outOfUseSince > keepMs) {
      fs.rmSync(file, { force: true });
      removed.push(name);
    } else {
      kept[name] = outOfUseSince;
    }
  }
  fs.writeFileSync(recordPath, `${JSON.stringify(kept, null, 2)}\n`);
  return removed;
}

export function keepPreviousBuilds({ keepMs = KEEP_PREVIOUS_MS } = {}) {
  let outDir = 'dist';
  return {
    name: 'classroom-keep-previous-builds',
    apply: 'build',
    config: () => ({ build: { emptyOutDir: false } }),
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      prunePreviousAssets(outDir, Object.keys(bundle), { keepMs });
    },
  };
}
