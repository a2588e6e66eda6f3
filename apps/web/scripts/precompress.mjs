// A Vite build step: writes .br and .gz copies of the built text files, so the CMS's static
// server (koa-send with brotli and gzip on) answers compressed files to browsers that accept them.
// A school's wifi then carries about a third of the JavaScript. Node's zlib only: no dependency.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function isCompressedCopyCurrent(file) {
  try {
    return fs.statSync(`${file}.br`).mtimeMs >= fs.statSync(file).mtimeMs && fs.existsSync(`${file}.gz`);
  } catch {
    return false;
  }
}

/** Writes `file`'s .br and .gz copies (none for a small file, and any stale ones are removed). */
export function writeCompressedCopies(file) {
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) {
    for (const copy of [`${file}.br`, `${file}.gz`]) fs.rmSync(copy, { force: true });
    return;
  }
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}

export function precompress() {
  let outDir = 'dist';
  return {
    name: 'classroom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        // A hashed file kept from an earlier build (keep-previous-builds.mjs) already has its copies.
        if (isCompressedCopyCurrent(file)) continue;
        writeCompressedCopies(file);
      }
    },
  };
}
