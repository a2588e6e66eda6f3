// After `react-router build`: bundles the service worker (src/service-worker/sw.ts, Workbox's
// modules) into build/client/sw.js, and lists the site's built files in build/client/site-code.json,
// which "Make available offline" saves with a lesson (src/features/offline/offline-store.ts).
// The list comes from this build's Vite manifest: build/client/assets also keeps the files of
// earlier builds for a day (keep-previous-builds.mjs), which no saved lesson needs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { writeCompressedCopies } from './precompress.mjs';

const isSitePicture = (pathname) => /^\/[\w.-]+\.(svg|png|ico)$/.test(pathname);

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(webDir, 'build', 'client');

/** Every file this build's manifest names: chunks, their stylesheets and their assets, once each. */
export function builtFiles(manifest) {
  const files = new Set();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  return [...files].filter((file) => file.startsWith('assets/')).sort();
}

/**
 * The site's own files in public/: its pictures at the root (logos, favicon), which every page
 * shows, and the demo's stand-in video player (demo-video/), which demo slides embed.
 */
function publicFiles() {
  const pictures = fs.readdirSync(path.join(webDir, 'public')).filter((name) => isSitePicture(`/${name}`));
  const player = fs.readdirSync(path.join(webDir, 'public', 'demo-video')).map((name) => (name === 'index.html' ? 'demo-video/' : `demo-video/${name}`));
  return [...pictures, ...player];
}

export async function buildServiceWorker() {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      lib: { entry: path.join(webDir, 'src/service-worker/sw.ts'), formats: ['iife'], name: 'classroomServiceWorker', fileName: () => 'sw.js' },
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const files = [...builtFiles(manifest), ...publicFiles()].map((file) => ({ url: `/${file}` }));
  fs.writeFileSync(path.join(clientDir, 'site-code.json'), JSON.stringify({ files }));
  // The build's compression step ran before these two were written; without fresh copies the
  // server would send the last build's compressed ones.
  for (const name of ['sw.js', 'site-code.json']) writeCompressedCopies(path.join(clientDir, name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServiceWorker();
