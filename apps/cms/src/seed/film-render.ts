/**
 * Demo films rendered at seed time, all of them the project's own: a still background drawn with
 * sharp (SVG), small shapes moved over it by ffmpeg's `overlay` (positions are expressions of the
 * time `t`), bars switched on and off by `drawbox`, and a tone synthesised by ffmpeg's `aevalsrc`.
 * ffmpeg is the binary shipped inside the @ffmpeg-installer/ffmpeg npm package: nothing is
 * downloaded at run time.
 *
 * Each film is an MP4 that browsers stream and seek (H.264 yuv420p and AAC, `+faststart`), and on
 * request a WebM copy (VP8 and Vorbis), a JPEG poster (one of its frames) and nothing else. Films
 * are 640x360 (a sign-language version 360x360) at 25 frames a second and a few seconds long, so all of the demo's take about a
 * second or two of one core.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

export const FILM_WIDTH = 640;
export const FILM_HEIGHT = 360;
const FPS = 25;
const SAMPLE_RATE = 44_100;

/** A small picture (SVG, drawn on a transparent square) moved over the background. */
export interface Sprite {
  svg: string;
  size: number;
  /** ffmpeg expressions of `t` (seconds) for the sprite's centre. */
  x: string;
  y: string;
  /** An ffmpeg expression of `t`: the sprite shows while it is not 0. */
  enable?: string;
}

/** A filled rectangle shown while `enable` (an expression of `t`) is not 0. */
export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  colour: string; // #rrggbb
  enable: string;
}

export interface FilmScene {
  seconds: number;
  /** 640x360 unless given (a sign-language version is square: it is shown beside the film). */
  width?: number;
  height?: number;
  /** SVG markup drawn on the film's canvas: everything that does not move. */
  background: string;
  sprites?: Sprite[];
  bars?: Bar[];
  /** The sound: an ffmpeg `aevalsrc` expression of `t`, from -1 to 1. */
  sound: string;
}

export function ffmpegPath(): string {
  // Required lazily: a production start, which seeds nothing, never loads it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const binary: string = require('@ffmpeg-installer/ffmpeg').path;
  try {
    fs.accessSync(binary, fs.constants.X_OK);
  } catch {
    // Some installs skip the package's own `chmod` step.
    fs.chmodSync(binary, 0o755);
  }
  return binary;
}

async function ffmpeg(args: string[]): Promise<void> {
  try {
    await run(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', ...args], { maxBuffer: 4 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`ffmpeg could not render a demo film${stderr ? `: ${stderr}` : ''}`);
  }
}

const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

async function png(file: string, width: number, height: number, body: string): Promise<void> {
  await sharp(Buffer.from(svgDocument(width, height, body)))
    .png()
    .toFile(file);
}

/** `'...'` quoting for a filter option's value, so commas inside expressions stay in the expression. */
const quoted = (expression: string) => `'${expression.replace(/'/g, '')}'`;

/** Renders a scene to `out` (MP4: H.264 yuv420p, AAC, +faststart). */
export async function renderFilm(scene: FilmScene, out: string): Promise<void> {
  const work = `${out}.parts`;
  fs.mkdirSync(work, { recursive: true });
  try {
    const seconds = String(scene.seconds);
    const background = path.join(work, 'background.png');
    await png(background, scene.width ?? FILM_WIDTH, scene.height ?? FILM_HEIGHT, scene.background);
    const sprites = scene.sprites ?? [];
    const inputs = ['-loop', '1', '-framerate', String(FPS), '-t', seconds, '-i', background];
    for (const [index, sprite] of sprites.entries()) {
      const file = path.join(work, `sprite-${index}.png`);
      await png(file, sprite.size, sprite.size, sprite.svg);
      inputs.push('-loop', '1', '-framerate', String(FPS), '-t', seconds, '-i', file);
    }
    const steps: string[] = [];
    let last = '0:v';
    const bars = (scene.bars ?? []).map(
      (bar) => `drawbox=x=${bar.x}:y=${bar.y}:w=${bar.width}:h=${bar.height}:color=0x${bar.colour.slice(1)}:t=fill:enable=${quoted(bar.enable)}`,
    );
    if (bars.length) {
      steps.push(`[${last}]${bars.join(',')}[bars]`);
      last = 'bars';
    }
    sprites.forEach((sprite, index) => {
      const half = sprite.size / 2;
      const enable = sprite.enable ? `:enable=${quoted(sprite.enable)}` : '';
      steps.push(
        `[${last}][${index + 1}:v]overlay=x=${quoted(`(${sprite.x})-${half}`)}:y=${quoted(`(${sprite.y})-${half}`)}${enable}:eof_action=pass[s${index}]`,
      );
      last = `s${index}`;
    });
    steps.push(`[${last}]format=yuv420p[video]`);
    steps.push(`aevalsrc=exprs=${quoted(scene.sound)}:s=${SAMPLE_RATE}:d=${seconds}[sound]`);
    await ffmpeg([
      ...inputs,
      '-filter_complex',
      steps.join(';'),
      '-map',
      '[video]',
      '-map',
      '[sound]',
      '-t',
      seconds,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-profile:v',
      'main',
      '-crf',
      '26',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-movflags',
      '+faststart',
      out,
    ]);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** A WebM copy of an MP4 (VP8 and Vorbis), made quickly. */
export async function renderWebm(mp4: string, out: string): Promise<void> {
  await ffmpeg(['-i', mp4, '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '600k', '-c:a', 'libvorbis', '-q:a', '3', out]);
}

/** One frame of a film as a JPEG, for its poster. */
export async function renderPoster(mp4: string, atSeconds: number, out: string): Promise<void> {
  await ffmpeg(['-ss', String(atSeconds), '-i', mp4, '-frames:v', '1', '-q:v', '3', out]);
}

// ---- expressions -----------------------------------------------------------------------------

/**
 * An expression of `t` that moves through `points` one per `step` seconds, looping, easing in and
 * out between them (smoothstep): the first point at 0, the second at `step`...
 */
export function pathThrough(points: number[], step: number): string {
  const where = `mod(floor(t/${step}),${points.length})`;
  const f = `(t/${step}-floor(t/${step}))`;
  const eased = `(${f}*${f}*(3-2*${f}))`;
  let expression = String(points[points.length - 1]);
  for (let index = points.length - 1; index >= 0; index--) {
    const from = points[index];
    const to = points[(index + 1) % points.length];
    expression = `if(eq(${where},${index}),${from}+(${to - from})*${eased},${expression})`;
  }
  return expression;
}

/** A piecewise-linear expression of `t` through [time, value] points (held before the first and after the last). */
export function envelope(points: Array<[number, number]>): string {
  let expression = String(points[points.length - 1][1]);
  for (let index = points.length - 2; index >= 0; index--) {
    const [t0, v0] = points[index];
    const [t1, v1] = points[index + 1];
    expression = `if(lt(t,${t1}),${v0}+(${v1 - v0})*(t-${t0})/${t1 - t0},${expression})`;
  }
  return `if(lt(t,${points[0][0]}),${points[0][1]},${expression})`;
}
