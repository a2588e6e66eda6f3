import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_PREVIOUS_MS, RECORD_FILE, prunePreviousAssets } from './keep-previous-builds.mjs';

let outDir;
const write = (name) => {
  fs.mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
  fs.writeFileSync(path.join(outDir, name), name);
};
const exists = (name) => fs.existsSync(path.join(outDir, name));

beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-previous-'));
});
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('prunePreviousAssets', () => {
  it("keeps an earlier build's files, with their maps and compressed copies, for a day after a newer build replaced them", () => {
    const start = Date.UTC(2026, 10, 24, 9);
    for (const name of ['assets/Route-old.js', 'assets/Route-old.js.map', 'assets/Route-old.js.br', 'assets/Route-old.js.gz']) write(name);
    write('assets/index-same.js');

    // The new build still writes index-same.js, and Route-new.js instead of Route-old.js.
    write('assets/Route-new.js');
    write('assets/Route-new.js.br');
    expect(prunePreviousAssets(outDir, ['assets/index-same.js', 'assets/Route-new.js', 'index.html'], { now: start })).toEqual([]);
    expect(exists('assets/Route-old.js')).toBe(true);

    // A rebuild of the same source an hour later: the old files keep the time they went out of use.
    prunePreviousAssets(outDir, ['assets/index-same.js', 'assets/Route-new.js'], { now: start + 3600_000 });
    expect(JSON.parse(fs.readFileSync(path.join(outDir, RECORD_FILE), 'utf8'))['assets/Route-old.js']).toBe(start);

    // A day and a minute after they went out of use, they leave; the files in use never do.
    const removed = prunePreviousAssets(outDir, ['assets/index-same.js', 'assets/Route-new.js'], { now: start + KEEP_PREVIOUS_MS + 60_000 });
    expect(removed.sort()).toEqual(['assets/Route-old.js', 'assets/Route-old.js.br', 'assets/Route-old.js.gz', 'assets/Route-old.js.map']);
    expect(['assets/index-same.js', 'assets/Route-new.js', 'assets/Route-new.js.br'].every(exists)).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(outDir, RECORD_FILE), 'utf8'))).toEqual({});
  });

  it('a file that comes back into use loses its date, and starts a new day if it goes out of use again', () => {
    write('assets/Route-a.js');
    prunePreviousAssets(outDir, [], { now: 1_000 });
    prunePreviousAssets(outDir, ['assets/Route-a.js'], { now: 2_000 });
    prunePreviousAssets(outDir, [], { now: 3_000 });
    expect(JSON.parse(fs.readFileSync(path.join(outDir, RECORD_FILE), 'utf8'))).toEqual({ 'assets/Route-a.js': 3_000 });
    expect(prunePreviousAssets(outDir, [], { now: 3_000 + KEEP_PREVIOUS_MS })).toEqual([]);
  });
});
