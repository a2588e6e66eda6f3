/**
 * Makes the three small public files that the site's /check-network page fetches to see whether a
 * school's network lets our media through (apps/cms/src/middlewares/network-check.ts serves them at
 * /network-check/...): a picture, a recording and a film. They are made for this project, not cut
 * from the charity's recordings or films (those are for subscribers only), and are committed, so
 * this runs only when they need remaking:
 *
 *   node apps/cms/scripts/make-network-check-samples.mjs /path/to/ffmpeg
 *
 * - picture.png: 48 × 48, the site's navy with a yellow square;
 * - recording.mp3: one second of a 440 Hz tone, mono, 32 kbit/s;
 * - film.mp4: one second of drawn frames (a test pattern) at 160 × 90, 10 frames a second, H.264
 *   with a 440 Hz AAC tone, its index at the start (`faststart`) so a browser can play it from a
 *   range request.
 *
 * Each is a few kilobytes. Metadata and encoder tags are left out so a remake gives the same bytes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ffmpeg = process.argv[2] || process.env.FFMPEG_PATH || 'ffmpeg';
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'network-check');
fs.mkdirSync(outDir, { recursive: true });

const exact = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];

function make(name, args) {
  const file = path.join(outDir, name);
  execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args, ...exact, file], { stdio: 'inherit' });
  console.log(`${name}: ${fs.statSync(file).size} bytes`);
}

/** An ffmpeg argument list written as one line (no argument here holds a space). */
const args = (line) => line.trim().split(/\s+/);

make('picture.png', args('-f lavfi -i color=c=0x1d3557:s=48x48,drawbox=x=12:y=12:w=24:h=24:color=0xf1c453:t=fill -frames:v 1 -pix_fmt rgb24'));

make('recording.mp3', args('-f lavfi -i sine=frequency=440:sample_rate=22050:duration=1 -ac 1 -c:a libmp3lame -b:a 32k'));

make(
  'film.mp4',
  args(`-f lavfi -i testsrc2=size=160x90:rate=10:duration=1 -f lavfi -i sine=frequency=440:sample_rate=22050:duration=1
    -c:v libx264 -profile:v baseline -preset veryslow -crf 35 -pix_fmt yuv420p
    -c:a aac -b:a 24k -ac 1 -shortest -movflags +faststart`),
);
